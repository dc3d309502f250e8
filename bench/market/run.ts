/**
 * Market bench: (1) import of a 1M-row Binance kline CSV (no header) generated from the
 * real BTCUSDT 15m candles (ms times: the series starts in 1997, before µs values reach 10^15), (2) a 5-year 15m backtest (~175k candles) through the server's
 * service (PostgreSQL read + engine). Run: npx -y pnpm@10.34.9 run bench:market
 */
import { coreEntities, createOrm, migrate, startEmbeddedPostgres } from '@app/core/server';
import { importMarketFile } from '@app/plugin-backtest/market';
import { backtest } from '@app/plugin-backtest/server';
import { serverPlugins } from '@app/server/plugins';
import { migrations } from '../../core/server/migrations/index.ts';
import { generate } from './generate.ts';
import { chmodSync, createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-market-'));
chmodSync(dir, 0o755); // embedded PostgreSQL runs its own user over the data dir below

const file = path.join(dir, 'BTCUSDT-15m-bench.csv');
let t = performance.now();
await generate(file, ROWS);
const genMs = performance.now() - t;
const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'db'), port: Number(process.env.EMBEDDED_PG_PORT ?? 54505), database: 'bench', persistent: false });
const orm = await createOrm({ clientUrl: db.url, entities: [...coreEntities, ...serverPlugins.flatMap((p) => p.entities ?? [])], migrations });
try {
  await migrate(orm);
  t = performance.now();
  const summary = await importMarketFile(orm, { kind: 'klines', name: path.basename(file), input: createReadStream(file) });
  const importMs = performance.now() - t;
  t = performance.now();
  const again = await importMarketFile(orm, { kind: 'klines', name: path.basename(file), input: createReadStream(file) });
  const reimportMs = performance.now() - t;

  const input = { symbol: 'BTCUSDT', from: '2021-01-01', to: '2025-12-31', dateRange: '15m', indicatorType: 'EMA' as const, risk: 1 };
  const runs: number[] = [];
  let candles = 0, trades = 0;
  for (let i = 0; i < 7; i++) {
    const s = performance.now();
    const r = await backtest(orm.em.fork(), input);
    runs.push(performance.now() - s);
    candles = r.times.length;
    trades = r.trades.length;
  }
  const sorted = [...runs].sort((a, b) => a - b);
  const results = {
    date: new Date().toISOString(), node: process.version, cpus: os.cpus().length,
    import: { rows: summary.rows, inserted: summary.inserted, fileMB: +(statSync(file).size / 1024 / 1024).toFixed(1), generateMs: Math.round(genMs), importMs: Math.round(importMs), rowsPerSec: Math.round(summary.rows / (importMs / 1000)), targetMs: 20_000 },
    reimport: { inserted: again.inserted, updated: again.updated, ms: Math.round(reimportMs) },
    backtest: { candles, trades, runsMs: runs.map(Math.round), medianMs: Math.round(sorted[3]!), maxMs: Math.round(sorted.at(-1)!), targetMs: 300 },
  };
  console.log(JSON.stringify(results, null, 2));
  writeFileSync(path.join(here, 'last-results.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await orm.close(true);
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
