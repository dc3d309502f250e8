import { importText, marketFile } from '@app/plugin-backtest/market/test-helpers';
import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import { authServerPlugin } from '@app/plugin-auth/server';
import { backtestServerPlugin } from '@app/plugin-backtest/server';
import { buildTestApp } from '@app/core/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { ORDERBOOK_MESSAGES as M, orderbookRoutes as r } from '../shared/index.ts';
import { orderbookServerPlugin } from './index.ts';

const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../engine/fixtures', name));
const api = await buildTestApp(t, { plugins: [authServerPlugin, backtestServerPlugin, orderbookServerPlugin] });
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const sup = await superUser(api);
const ob1 = { symbol: 'eureuri', start: '2025-06-02T11:50:00.000Z', end: '2025-06-02T12:20:00.000Z' };
const routes = [r.orderBookData, r.tradesData, r.volumeFillRate, r.openOrders];

t.test('before any import: 409 naming what to import', async (t) => {
  const res = await api.call(r.orderBookData, { symbol: 'eureuri' }, sup.token);
  t.equal(res.status, 409);
  t.equal(res.body.message, M.noBook('EUREURI'));
  t.equal((await api.call(r.tradesData, { symbol: 'euriusdt' }, sup.token)).body.message, M.noTrades('EURIUSDT'));
});

t.test('OB1 through the API: liquidity, fill rate, level, depth, open orders', async (t) => {
  await importText(api, 'orderbook', 'EUREURI-orderbook-ob1.csv', fixture('EUREURI-orderbook-ob1.csv'));
  await importText(api, 'trades', 'EUREURI-trades-ob1.csv', fixture('EUREURI-trades-ob1.csv'));
  const book = await api.call(r.orderBookData, ob1, sup.token);
  t.equal(book.status, 200);
  t.match(book.body, {
    window: { start: ob1.start, end: ob1.end, market: 'EUREURI' },
    band: { min: '0.9994', max: '1.0004', relative: false },
    snapshots: 2,
    noDataInBand: false,
    message: null,
  });
  t.same(book.body.levels, ['0.9997', '0.9998', '1.0002'], 'slider levels: prices in the band');
  t.match(book.body.liquidity, [
    { bid: null, ask: null },
    { bid: 1000, ask: 1000, stale: false },
    { bid: 1000, ask: 1200, stale: true },
  ]);
  t.match(book.body.depth, {
    ts: '2025-06-02T12:05:00.000Z',
    bestBid: '0.9998',
    bestAsk: '1.0002',
    spread: 0.0004,
    mid: 1,
  });

  const fr = await api.call(r.volumeFillRate, ob1, sup.token);
  t.equal(fr.status, 200);
  t.match(fr.body.points, [{ rate: null }, { rateAsk: 50, rateBid: 40, rate: 45 }, { rate: 0, stale: true }]);
  const level = await api.call(r.volumeFillRate, { ...ob1, level: '0.9998' }, sup.token);
  t.match(level.body.points[1], { total: 800, filled: 400, rate: 50 });
  t.equal(level.body.level, '0.9998');

  const oo = await api.call(r.openOrders, ob1, sup.token);
  t.match(oo.body, {
    snapshotTime: '2025-06-02T12:05:00.000Z',
    totals: { bid: 1000, ask: 1200 },
    levelCount: { bid: 2, ask: 1 },
  });
  const trades = await api.call(r.tradesData, ob1, sup.token);
  t.match(trades.body, {
    trades: 4,
    inBand: 3,
    buckets: [{ bucket: '2025-06-02T12:00:00.000Z', buy: 500, sell: 400, count: 3 }],
  });
});

t.test('default window: the 24 hours up to just after the newest stored row', async (t) => {
  const res = await api.call(r.orderBookData, { symbol: 'eureuri' }, sup.token);
  t.match(
    res.body.window,
    { start: '2025-06-01T12:08:00.001Z', end: '2025-06-02T12:08:00.001Z' },
    'after the newest snapshot or trade (12:08)',
  );
  t.equal(res.body.liquidity.length, 145, '24 h of 10-minute buckets, the window not being clock-aligned');
});

t.test('an empty band says "no data in band", never zeros', async (t) => {
  const res = await api.call(r.orderBookData, { ...ob1, priceMin: '0.5', priceMax: '0.6' }, sup.token);
  t.equal(res.status, 200);
  t.equal(res.body.message, M.noDataInBand);
  t.equal(res.body.noDataInBand, true);
  t.equal(res.body.depth, null);
  const fr = await api.call(r.volumeFillRate, { ...ob1, priceMin: '0.5', priceMax: '0.6' }, sup.token);
  t.equal(fr.body.message, M.noDataInBand);
  t.ok(
    fr.body.points.every((p: { rate: number | null }) => p.rate === null),
    'no quoted liquidity: rate null, not 0',
  );
});

t.test('the shipped real samples: BTCUSDT book (relative band) and the XRPETH tape', async (t) => {
  await importText(
    api,
    'orderbook',
    'binance-usdm-BTCUSDT-depth-snapshot-2022-11-01.csv',
    marketFile('orderbook/binance-usdm-BTCUSDT-depth-snapshot-2022-11-01.csv'),
  );
  const res = await api.call(r.orderBookData, { symbol: 'btcusdt' }, sup.token);
  t.equal(res.status, 200);
  t.equal(res.body.band.relative, true);
  t.equal(res.body.snapshots, 1);
  t.ok(res.body.levels.length > 10, `${res.body.levels.length} levels within the relative band`);
  t.equal(res.body.depth.bestBid, '20377', 'bids only in this sample');
  t.equal(res.body.depth.bestAsk, null);
  await importText(
    api,
    'trades',
    'XRPETH-trades.csv',
    marketFile('trades/XRPETH-trades-2019-10-11_2019-10-13-binance-format-derived.csv'),
  );
  const tr = await api.call(r.tradesData, { symbol: 'xrpeth', start: '2019-10-12T00:00:00.000Z' }, sup.token);
  t.equal(tr.status, 200);
  t.ok(tr.body.trades > 1000 && tr.body.inBand > 0 && tr.body.inBand <= tr.body.trades);
  t.equal(
    tr.body.buckets.reduce((s: number, b: { count: number }) => s + b.count, 0),
    tr.body.inBand,
    'every in-band trade in one bucket',
  );
  t.equal(tr.body.band.relative, true);
});

t.test('validation: clear 400s', async (t) => {
  const bad: [Record<string, unknown>, number, string][] = [
    [{ ...ob1, start: 'yesterday' }, 400, M.badWindow],
    [{ ...ob1, start: ob1.end, end: ob1.start }, 400, M.badWindow],
    [{ ...ob1, start: '2025-05-01T00:00:00Z' }, 400, M.windowTooLong],
    [{ ...ob1, priceMin: '1.1', priceMax: '1.0' }, 400, M.badBand],
    [{ ...ob1, symbol: 'eu r' }, 400, M.badSymbol],
  ];
  for (const [body, status, message] of bad) {
    const res = await api.call(r.orderBookData, body, sup.token);
    t.equal(res.status, status, message);
    t.equal(res.body.message, message);
  }
  t.equal((await api.call(r.orderBookData, { ...ob1, priceMin: '1e-3' }, sup.token)).status, 400, 'decimal text only');
});

t.test('authz: super users only (back office); an organisation ADMINISTRATOR may not', async (t) => {
  for (const route of routes) {
    t.equal((await api.call(route, ob1)).status, 401, `${route.url} anonymous`);
    t.equal((await api.call(route, ob1, admin.token)).status, 403, `${route.url} ADMINISTRATOR`);
    t.equal((await api.call(route, ob1, officer.token)).status, 403, `${route.url} officer`);
    t.equal((await api.call(route, ob1, sup.token)).status, 200, `${route.url} super user`);
  }
});
