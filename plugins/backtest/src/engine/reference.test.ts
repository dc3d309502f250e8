import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t, { type Test } from 'tap';
import { CrossDown, CrossUp, EMA, SMA } from 'technicalindicators';
import { runBacktest } from './backtest.ts';
import { crossings } from './crossover.ts';
import { ema, sma, type MaybeNumber } from './moving-averages.ts';
import { base, candlesOf, small, V1, V2, V3, V4 } from './test-vectors.ts';

/** ../shared/data/market next to the repository (real Binance klines; read, never copied). */
export const MARKET_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/data/market',
);
const btc4h = readFileSync(
  path.join(MARKET_DIR, 'klines/binance-spot/BTCUSDT/BTCUSDT-4h-2024-01-01_2026-04-30.csv'),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => Number(line.split(',')[4]));

const padded = (values: number[], period: number): MaybeNumber[] => [...Array(period - 1).fill(null), ...values];
const sameSeries = (t: Tap, ours: MaybeNumber[], theirs: MaybeNumber[], label: string) => {
  t.equal(ours.length, theirs.length, `${label}: same length`);
  let worst = 0;
  let mismatch = -1;
  ours.forEach((x, i) => {
    const y = theirs[i];
    if (x === null || y === null || y === undefined) {
      if (x !== y && mismatch < 0) mismatch = i;
      return;
    }
    const rel = Math.abs(x - y) / Math.max(1, Math.abs(y));
    worst = Math.max(worst, rel);
    if (rel > 1e-9 && mismatch < 0) mismatch = i;
  });
  t.equal(mismatch, -1, `${label}: element-wise equal within 1e-9 (worst ${worst.toExponential(2)})`);
};
type Tap = Pick<Test, 'equal' | 'ok'>;

t.test('EMA/SMA equal technicalindicators element by element on BTCUSDT 4h and the vectors', async (t) => {
  t.equal(btc4h.length, 5101);
  for (const [name, series] of [
    ['BTCUSDT 4h', btc4h],
    ['V1', V1],
    ['V2', V2],
    ['V3', V3],
    ['V4', V4],
  ] as const) {
    for (const period of [2, 3, 12, 24, 100]) {
      if (series.length < period) continue;
      sameSeries(
        t,
        sma([...series], period),
        padded(SMA.calculate({ period, values: [...series] }), period),
        `${name} SMA${period}`,
      );
      sameSeries(
        t,
        ema([...series], period),
        padded(EMA.calculate({ period, values: [...series] }), period),
        `${name} EMA${period}`,
      );
    }
  }
});

t.test('cross signals equal technicalindicators CrossUp/CrossDown on BTCUSDT 4h (EMA12/EMA24)', async (t) => {
  const fast = ema(btc4h, 12);
  const slow = ema(btc4h, 24);
  const from = 23; // both defined
  const ours = crossings(fast, slow).slice(from);
  const lineA = fast.slice(from) as number[];
  const lineB = slow.slice(from) as number[];
  const up = CrossUp.calculate({ lineA, lineB });
  const down = CrossDown.calculate({ lineA, lineB });
  t.ok(ours.filter((x) => x === 'up').length > 20, 'real data crosses often');
  // Element 0 has no history: the library reports fast > slow there as a cross, we report none.
  t.same(
    ours.slice(1).map((x) => x === 'up'),
    up.slice(1),
    'cross up',
  );
  t.same(
    ours.slice(1).map((x) => x === 'down'),
    down.slice(1),
    'cross down',
  );
});

const closesArb = fc.array(fc.double({ min: 0.01, max: 1e6, noNaN: true }), { minLength: 5, maxLength: 300 });
const plateauArb = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 8 })), { minLength: 2, maxLength: 40 })
  .map((steps) => steps.flatMap(([price, n]) => Array(n).fill(price) as number[]));

t.test('properties (fast-check)', async (t) => {
  const params = fc.record({
    maType: fc.constantFrom('EMA' as const, 'SMA' as const),
    risk: fc.double({ min: 0.001, max: 1, noNaN: true }),
    feeRate: fc.constantFrom(0, 0.001, 0.01),
  });
  fc.assert(
    fc.property(fc.oneof(closesArb, plateauArb), params, (closes, p) => {
      const opts = { ...small, ...p };
      const r = runBacktest(candlesOf(closes), opts);
      const cross = crossings(
        (opts.maType === 'EMA' ? ema : sma)(closes, 2),
        (opts.maType === 'EMA' ? ema : sma)(closes, 3),
      );
      const index = (iso: string) => r.times.indexOf(iso);
      for (const tr of r.trades) {
        if (cross[index(tr.buyDate)] !== 'up') return false; // no entry without a cross up
        if (tr.sellDate && cross[index(tr.sellDate)] !== 'down') return false; // no exit without a cross down
      }
      return r.summary.finalEquity >= 0 && r.trades.slice(0, -1).every((tr) => !tr.open);
    }),
    { numRuns: 500 },
  );
  t.pass('no trade without a cross; equity never negative; only the last trade may be open');

  fc.assert(
    fc.property(
      fc.oneof(closesArb, plateauArb),
      fc.constantFrom('EMA' as const, 'SMA' as const),
      fc.double({ min: 0.05, max: 1, noNaN: true }),
      (closes, maType, risk) => {
        const fees = [0, 0.0005, 0.001, 0.005, 0.02];
        const profits = fees.map(
          (feeRate) => runBacktest(candlesOf(closes), { ...small, maType, risk, feeRate }).summary.finalEquity,
        );
        return profits.every((x, i) => i === 0 || x <= profits[i - 1]! + 1e-9);
      },
    ),
    { numRuns: 300 },
  );
  t.pass('higher fees never give a higher final equity (same trades)');

  t.ok(runBacktest(candlesOf(V4), base).summary.finalEquity > 0);
});
