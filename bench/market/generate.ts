/** Writes the bench's kline file: ROWS 15m candles bootstrapped from the real BTCUSDT quarter, ending 2026-01-01. */
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const REAL = path.resolve(
  here,
  '../../../shared/data/market/klines/binance-spot/BTCUSDT/BTCUSDT-15m-2025-01-01_2025-03-31.csv',
);
const STEP = 15 * 60_000;

/** Bootstraps blocks of the real 15m candles (returns, ranges, volumes) into a long series. */
export async function generate(file: string, ROWS: number): Promise<void> {
  const real = readFileSync(REAL, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(',').map(Number));
  const out = createWriteStream(file);
  // De-meaned log returns: the real quarter's drift compounded over 1M candles would take the price to 0.
  const drift = real.reduce((sum, r) => sum + Math.log(r[4]! / r[1]!), 0) / real.length;
  let price = 30_000;
  const start = Date.UTC(2026, 0, 1) - ROWS * STEP;
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  let k = Math.floor(rand() * real.length);
  for (let i = 0; i < ROWS; i++) {
    if (i % 96 === 0) k = Math.floor(rand() * (real.length - 1)); // a new real day-long block
    const r = real[k]!;
    const ratio = (price / r[1]!) * Math.exp(-drift);
    const o = price,
      c = r[4]! * ratio,
      h = Math.max(r[2]! * ratio, o, c),
      lo = Math.min(r[3]! * ratio, o, c);
    const t = start + i * STEP;
    const line = `${t},${o.toFixed(2)},${h.toFixed(2)},${lo.toFixed(2)},${c.toFixed(2)},${r[5]!.toFixed(5)},${t + STEP - 1},${(r[7]! * ratio).toFixed(4)},${r[8]},${r[9]!.toFixed(5)},${(r[10]! * ratio).toFixed(4)},0\n`;
    if (!out.write(line)) await new Promise<void>((res) => out.once('drain', () => res()));
    price = c;
    k = (k + 1) % real.length;
  }
  await new Promise((res) => out.end(res));
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await generate(process.argv[2]!, Number(process.argv[3] ?? 1_000_000));
