import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import { authServerPlugin } from '@app/plugin-auth/server';
import { buildTestApp } from '@app/core/testing';
import t from 'tap';
import { runBacktest, WARMUP_CANDLES, DEFAULT_STRATEGY } from '../engine/backtest.ts';
import { BTC_4H, importText, marketFile, uploadMarket } from '../market/market.test-helpers.ts';
import { BACKTEST_MESSAGES as M, backtestRoutes as r } from '../shared/index.ts';
import { backtestServerPlugin } from './index.ts';

const api = await buildTestApp(t, { plugins: [authServerPlugin, backtestServerPlugin] });
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const client = await createMember(api, admin, 'CLIENT');
const otherOrg = await registerAdmin(api);
const sup = await superUser(api);
const input = {
  symbol: 'BTCUSDT',
  from: '2025-01-01',
  to: '2025-12-31',
  dateRange: '4h',
  indicatorType: 'EMA' as const,
  risk: 1,
};

t.test('missing data: a clear message naming what to import', async (t) => {
  const res = await api.call(r.backTestData, input, officer.token);
  t.equal(res.status, 409);
  t.equal(res.body.message, M.noCandles('BTCUSDT', '4h', '2025-01-01', '2025-12-31'));
  t.match(res.body.message, /import klines BTCUSDT-4h/);
});

t.test('import: super user only, through the multipart upload', async (t) => {
  const files = [{ name: 'BTCUSDT-4h-2024-01-01_2026-04-30.csv', content: marketFile(BTC_4H) }];
  t.equal((await uploadMarket(api, null, { kind: 'klines' }, files)).status, 401);
  t.equal(
    (await uploadMarket(api, admin.token, { kind: 'klines' }, files)).status,
    403,
    'an organisation ADMINISTRATOR may not',
  );
  const bad = await uploadMarket(api, sup.token, { kind: 'candles' }, files);
  t.equal(bad.status, 400);
  t.equal(bad.body.message, M.badKind);
  const ok = await uploadMarket(api, sup.token, { kind: 'klines' }, files);
  t.equal(ok.status, 200);
  t.match(ok.body.imports, [{ symbol: 'BTCUSDT', interval: '4h', rows: 5101, inserted: 5101, gaps: [] }]);
  const bo = await api.call(r.listMarketData, {}, sup.token);
  t.match(bo.body.coverage, [{ kind: 'klines', symbol: 'BTCUSDT', interval: '4h', rows: 5101 }]);
  t.equal(bo.body.imports[0].file, 'BTCUSDT-4h-2024-01-01_2026-04-30.csv');
  t.equal((await api.call(r.listMarketData, {}, admin.token)).status, 403);
});

t.test('the route returns exactly the engine result on the stored real candles (300 warm-up candles)', async (t) => {
  const res = await api.call(r.backTestData, input, officer.token);
  t.equal(res.status, 200);
  const d = res.body.data;
  const all = marketFile(BTC_4H)
    .toString('utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .map((f) => ({ openTime: Number(f[0]), close: Number(f[4]) }));
  const from = Date.UTC(2025, 0, 1),
    to = Date.UTC(2026, 0, 1);
  const start = all.findIndex((c) => c.openTime >= from);
  const window = all.slice(
    start - WARMUP_CANDLES,
    all.findIndex((c) => c.openTime >= to),
  );
  const expected = runBacktest(window, { ...DEFAULT_STRATEGY, maType: 'EMA', risk: 1 }, WARMUP_CANDLES);
  t.equal(d.times.length, 365 * 6);
  t.equal(d.times[0], '2025-01-01T00:00:00.000Z');
  t.equal(d.times.at(-1), '2025-12-31T20:00:00.000Z');
  t.same(d.prices, expected.prices);
  t.same(d.fastSMA, expected.fastSMA);
  t.same(d.longSMA, expected.longSMA);
  t.same(d.trades, JSON.parse(JSON.stringify(expected.trades)));
  t.equal(d.completedTrades, expected.completedTrades);
  t.same(d.summary, expected.summary);
  t.ok(d.trades.length > 5, `${d.trades.length} trades on real data`);
  t.ok(
    d.fastSMA.every((x: number | null) => x !== null),
    'no nulls: the warm-up defines every average',
  );
  t.match(d.params, {
    symbol: 'BTC',
    market: 'BTCUSDT',
    interval: '4h',
    fastPeriod: 12,
    slowPeriod: 24,
    longPeriod: 100,
    initialCapital: 1000,
    feeRate: 0.001,
    warmupCandles: 300,
  });
  t.same(d.notices, []);
  const sum = d.trades
    .filter((x: { open: boolean }) => !x.open)
    .reduce((s: number, x: { profit: number }) => s + x.profit, 0);
  t.ok(Math.abs(sum - d.summary.totalProfit) < 1e-9, 'total profit = sum of completed profits');
});

t.test(
  'a range starting at the first stored candle warns about the short warm-up; a later range is partial',
  async (t) => {
    const early = await api.call(
      r.backTestData,
      { ...input, from: '2024-01-01', to: '2024-03-01', indicatorType: 'SMA' },
      officer.token,
    );
    t.equal(early.status, 200);
    t.same(early.body.data.notices, [M.warmupShort(0)]);
    t.equal(early.body.data.fastSMA[10], null, 'undefined until 12 candles exist');
    const late = await api.call(r.backTestData, { ...input, from: '2026-04-01', to: '2026-06-30' }, officer.token);
    t.equal(late.status, 200);
    t.match(late.body.data.notices[0], /cover only 2026-04-01T00:00:00.000Z … 2026-04-30T00:00:00.000Z/);
  },
);

t.test('validation: clear 400s, never 5xx', async (t) => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...input, symbol: 'DOGEUSDT' }, 'symbol', M.badSymbol],
    [{ ...input, from: '2025-02-30' }, 'from', M.badDates],
    [{ ...input, from: '2025-03-01', to: '2025-02-01' }, 'to', M.badDates],
    [{ ...input, risk: 0 }, 'risk', M.badRisk],
    [{ ...input, risk: 1.5 }, 'risk', M.badRisk],
    [{ ...input, dateRange: '3h' }, 'dateRange', 'Range must be one of 15m, 30m, 1h, 2h, 4h, 8h, 12h, 1d'],
  ];
  for (const [body, field, message] of cases) {
    const res = await api.call(r.backTestData, body, officer.token);
    t.equal(res.status, 400, field);
    t.equal(res.body.errors?.[0]?.field, field);
    t.equal(res.body.message, message);
  }
  t.equal((await api.call(r.backTestData, { ...input, indicatorType: 'WMA' }, officer.token)).status, 400);
  t.equal(
    (await api.call(r.backTestData, { ...input, symbol: 'btc/usdt' }, officer.token)).status,
    200,
    'base/quote spelling accepted',
  );
});

t.test('authz: view_chart; market data is platform reference data, the same for every organisation', async (t) => {
  t.equal((await api.call(r.backTestData, input)).status, 401);
  t.equal((await api.call(r.backTestData, input, client.token)).status, 403, 'CLIENT lacks view_chart');
  const mine = await api.call(r.backTestData, input, officer.token);
  const theirs = await api.call(r.backTestData, input, otherOrg.token);
  t.equal(theirs.status, 200);
  t.same(theirs.body.data.summary, mine.body.data.summary, 'no tenant data involved: same answer');
});

t.test('a repeated backtest is served from memory until an import changes the market', async (t) => {
  const first = await api.call(r.backTestData, input, officer.token);
  const again = await api.call(r.backTestData, input, officer.token);
  t.same(again.body.data.prices, first.body.data.prices, 'the same window gives the same answer');
  // Re-import the candle of 2025-06-01 00:00 with a different close: the next run must see it.
  const lines = marketFile(BTC_4H).toString('utf8').trim().split('\n');
  const at = Date.UTC(2025, 5, 1);
  const row = lines.find((l) => l.startsWith(`${at},`))!.split(',');
  const index = first.body.data.times.indexOf('2025-06-01T00:00:00.000Z');
  const newClose = (Number(row[4]) + 1234.5).toFixed(2);
  row[2] = String(Math.max(Number(row[2]), Number(newClose)));
  row[4] = newClose;
  const res = await importText(api, 'klines', 'BTCUSDT-4h-fix.csv', `${lines[0]}\n${row.join(',')}\n`);
  t.equal(res.updated, 1);
  const after = await api.call(r.backTestData, input, officer.token);
  t.equal(after.body.data.prices[index], Number(newClose), 'the changed close is used');
  t.not(after.body.data.prices[index], first.body.data.prices[index]);
});
