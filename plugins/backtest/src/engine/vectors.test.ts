import t, { type Test } from 'tap';
import { isoTimes, runBacktest } from './backtest.ts';
import { crossings } from './crossover.ts';
import { ema, sma, type MaybeNumber } from './moving-averages.ts';
import { base, candlesOf, small, T0, V1, V2, V3, V4 } from './test-vectors.ts';

/** MARKET-TOOLS.md Part 4, exactly: every value the document states is asserted. */
const close = (t: Tap, actual: MaybeNumber[], expected: (number | null)[], digits: number, label: string) => {
  t.equal(actual.length, expected.length, `${label} length`);
  expected.forEach((e, i) => {
    if (e === null) t.equal(actual[i], null, `${label}[${i}] null`);
    else
      t.ok(actual[i] !== null && Math.abs(actual[i]! - e) < 0.5 * 10 ** -digits, `${label}[${i}] ${actual[i]} ≈ ${e}`);
  });
};
type Tap = Pick<Test, 'equal' | 'ok'>;
const round = (x: number | null, d = 6) => (x === null ? null : Math.round(x * 10 ** d) / 10 ** d);
const iso = (i: number) => new Date(T0 + i * 4 * 3_600_000).toISOString();

t.test('V1: SMA3 and SMA-seeded EMA3', async (t) => {
  close(t, sma(V1, 3), [null, null, 11, 12, 13, 13.333333, 13, 12], 6, 'SMA3');
  t.same(ema(V1, 3), [null, null, 11, 12, 13, 13, 12.5, 11.75], 'EMA3 exact');
});

t.test('V2: ramp, default periods, no trade', async (t) => {
  const e12 = ema(V2, 12);
  const e24 = ema(V2, 24);
  const e100 = ema(V2, 100);
  t.same(
    e12.slice(11, 15).map((x) => round(x, 9)),
    [6.5, 7.5, 8.5, 9.5],
  );
  t.equal(round(e24[23]!, 9), 12.5);
  t.equal(round(e100[99]!, 9), 50.5);
  t.equal(round(e12[129]!, 9), 124.5);
  t.equal(round(e24[129]!, 9), 118.5);
  t.equal(round(e100[129]!, 9), 80.5);
  for (const maType of ['EMA', 'SMA'] as const) {
    const r = runBacktest(candlesOf(V2), { ...base, maType });
    t.same(r.trades, [], `${maType}: no trade`);
    t.equal(r.completedTrades, 0);
    t.equal(r.summary.totalProfit, 0);
  }
});

t.test('V3: SMA 2/3/4 trade logic', async (t) => {
  close(t, sma(V3, 2), [null, 10, 10, 10, 9.5, 8.5, 8.5, 10, 11.5, 12.5, 12.5, 11, 9.5, 9, 10, 12, 13.5], 9, 'SMA2');
  close(
    t,
    sma(V3, 3),
    [
      null,
      null,
      10,
      10,
      9.6667,
      9,
      8.6667,
      9.3333,
      10.6667,
      12,
      12.3333,
      11.6667,
      10.3333,
      9.3333,
      9.6667,
      11,
      12.6667,
    ],
    4,
    'SMA3',
  );
  close(
    t,
    sma(V3, 4),
    [null, null, null, 10, 9.75, 9.25, 9, 9.25, 10, 11.25, 12, 11.75, 11, 10, 9.75, 10.5, 11.75],
    9,
    'SMA4',
  );
  const r = runBacktest(candlesOf(V3), small);
  t.equal(r.trades.length, 2);
  const [a, b] = r.trades;
  t.match(a, { buyDate: iso(7), buyPrice: 11, sellDate: iso(11), sellPrice: 10, open: false });
  t.equal(round(a!.profit), -90.909091);
  t.equal(round(a!.profitPct), -9.090909);
  t.match(b, {
    buyDate: iso(14),
    buyPrice: 11,
    sellDate: null,
    sellPrice: null,
    profit: null,
    profitPct: null,
    open: true,
  });
  t.equal(round(b!.stake), 909.090909, 'second entry with the compounded equity');
  t.equal(r.completedTrades, 1);
  t.equal(round(r.summary.totalProfit), -90.909091);
  t.equal(round(r.summary.totalPct), -9.090909);

  const e = runBacktest(candlesOf(V3), { ...small, maType: 'EMA' });
  t.same(
    e.trades.map((x) => [x.buyDate, x.buyPrice, x.sellDate, x.sellPrice]),
    r.trades.map((x) => [x.buyDate, x.buyPrice, x.sellDate, x.sellPrice]),
    'EMA gives the same dates and prices',
  );
  const c = crossings(ema(V3, 2), ema(V3, 3));
  t.same(
    c.flatMap((x, i) => (x ? [i] : [])),
    [7, 11, 14],
    'EMA2/EMA3 cross at 7, 11 and 14',
  );
});

t.test('V3b: risk 0.5, fee 0.1 %', async (t) => {
  const r = runBacktest(candlesOf(V3), { ...small, risk: 0.5, feeRate: 0.001 });
  const [a, b] = r.trades;
  t.equal(a!.stake, 500);
  t.equal(round(a!.profit), -46.363182);
  t.equal(round(a!.profitPct), -9.272636);
  t.equal(round(b!.stake), 476.818409);
  t.ok(b!.open);
  t.equal(round(r.summary.totalProfit), -46.363182);
  t.equal(round(r.summary.totalPct), -4.636318);
  t.equal(round(r.summary.finalEquity), 953.636818);
});

t.test('V4: plateaus with default periods', async (t) => {
  const s = runBacktest(candlesOf(V4), { ...base, maType: 'SMA' });
  const sf = sma(V4, 12),
    ss = sma(V4, 24),
    sl = sma(V4, 100);
  t.equal(round(sf[106]!, 4), 99.8333);
  t.equal(round(ss[106]!, 4), 99.9167);
  t.equal(round(sf[107]!, 4), 100.1667);
  t.equal(round(ss[107]!, 4), 100.0833);
  t.equal(round(sl[107]!, 4), 100.02);
  t.equal(round(sf[132]!, 4), 107.3333);
  t.equal(round(ss[132]!, 4), 107.1667);
  t.equal(round(sf[133]!, 4), 107);
  t.equal(round(ss[133]!, 4), 107.25);
  t.match(s.trades, [{ buyDate: iso(107), buyPrice: 104, sellDate: iso(133), sellPrice: 106, open: false }]);

  const ef = ema(V4, 12),
    es = ema(V4, 24),
    el = ema(V4, 100);
  for (const a of [ef, es, el])
    t.ok(a.slice(99, 100).every((x) => x === 100) && a[99] === 100, 'all 100 through index 99');
  t.equal(round(ef[105]!, 4), 99.6571);
  t.equal(round(es[105]!, 4), 99.6927);
  t.equal(round(ef[106]!, 4), 100.3253);
  t.equal(round(es[106]!, 4), 100.0373);
  t.equal(round(el[106]!, 4), 99.974);
  t.equal(round(ef[143]!, 4), 106.1125);
  t.equal(round(es[143]!, 4), 106.1047);
  t.equal(round(ef[144]!, 4), 106.0952);
  t.equal(round(es[144]!, 4), 106.0963);
  const e = runBacktest(candlesOf(V4), { ...base, maType: 'EMA' });
  t.match(e.trades, [{ buyDate: iso(106), buyPrice: 104, sellDate: iso(144), sellPrice: 106, open: false }]);

  for (const r of [s, e]) {
    t.equal(r.completedTrades, 1);
    t.equal(round(r.summary.totalProfit), 19.230769);
    t.equal(round(r.summary.totalPct), 1.923077);
  }
  for (const maType of ['SMA', 'EMA'] as const) {
    const fee = runBacktest(candlesOf(V4), { ...base, maType, feeRate: 0.001 });
    t.equal(round(fee.summary.totalProfit), 17.193327, `${maType} fee 0.1 %`);
    t.equal(round(fee.summary.totalPct), 1.719333);
    const half = runBacktest(candlesOf(V4), { ...base, maType, feeRate: 0.001, risk: 0.5 });
    t.equal(round(half.trades[0]!.profit), 8.596663);
    t.equal(round(half.trades[0]!.profitPct), 1.719333);
    t.equal(round(half.summary.totalPct), 0.859666);
  }
  const flat = V4.filter((_, i) => i < 100 || i >= 105);
  t.same(runBacktest(candlesOf(flat), { ...base, maType: 'SMA' }).trades, [], 'without the dip: no cross, no trade');
});

t.test('warm-up: outputs and trades start at firstTradable, averages keep their history', async (t) => {
  const r = runBacktest(candlesOf(V3), small, 8);
  t.equal(r.times.length, V3.length - 8);
  t.equal(r.times[0], iso(8));
  t.equal(r.fastSMA[0], 11.5, 'SMA2 at index 8 uses index 7');
  t.same(
    r.trades.map((x) => x.buyDate),
    [iso(14)],
    'the entry at 7 lies in the warm-up',
  );
});

t.test('isoTimes equals toISOString for every instant shape', async (t) => {
  const times = [
    0,
    1,
    999,
    86_399_999,
    86_400_000,
    Date.UTC(2024, 1, 29, 23, 59, 59, 999),
    Date.UTC(2025, 0, 1, 0, 15),
    1_700_000_000_123,
    -5,
    1.5,
    253402300800000,
  ];
  for (let i = 0; i < 2000; i++) times.push(Math.floor(Math.random() * 4_102_444_800_000));
  const candles = times.map((openTime) => ({ openTime, close: 1 }));
  t.same(
    isoTimes(candles),
    times.map((ms) => new Date(ms).toISOString()),
  );
  t.same(
    isoTimes(candles, 5),
    times.slice(5).map((ms) => new Date(ms).toISOString()),
  );
});
