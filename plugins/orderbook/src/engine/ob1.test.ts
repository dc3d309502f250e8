import { readOrderBook, readTrades } from '@app/plugin-backtest/market/test-helpers';
import fc from 'fast-check';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { compareDecimal } from './decimal.ts';
import { depth, fillRate, liquidity, makeBand, openOrders } from './metrics.ts';
import { toSnapshots, type Fill, type Level } from './model.ts';

/** MARKET-TOOLS.md test vector OB1, read from the hand-made fixture files through the real readers. */
const here = path.dirname(fileURLToPath(import.meta.url));
const levels: Level[] = [];
for await (const l of readOrderBook(createReadStream(path.join(here, 'fixtures/EUREURI-orderbook-ob1.csv')), 'ob1'))
  levels.push(l);
const trades: Fill[] = [];
for await (const tr of readTrades(createReadStream(path.join(here, 'fixtures/EUREURI-trades-ob1.csv')), 'ob1'))
  trades.push(tr);
const snapshots = toSnapshots(levels);
const band = makeBand('0.9994', '1.0004', false, snapshots);
const at = (hm: string) => Date.parse(`2025-06-02T${hm}:00.000Z`);

t.test(
  'OB1 liquidity and fill rate, bucket 12:00–12:10, the stale bucket after and a null bucket before',
  async (t) => {
    const points = fillRate(liquidity(snapshots, band, at('11:50'), at('12:20')), trades, band);
    t.equal(points.length, 3);
    const [before, b1200, b1210] = points;
    t.match(before, {
      bucket: '2025-06-02T11:50:00.000Z',
      bid: null,
      ask: null,
      total: null,
      rate: null,
      rateBid: null,
      rateAsk: null,
    });
    t.match(b1200, {
      bucket: '2025-06-02T12:00:00.000Z',
      bid: 1000,
      ask: 1000,
      total: 2000,
      stale: false,
      snapshots: 2,
    });
    t.match(b1200, { filledAsk: 500, filledBid: 400, filled: 900, rateAsk: 50, rateBid: 40, rate: 45 });
    t.match(b1210, {
      bucket: '2025-06-02T12:10:00.000Z',
      bid: 1000,
      ask: 1200,
      stale: true,
      rate: 0,
      rateBid: 0,
      rateAsk: 0,
    });
  },
);

t.test('OB1 level 0.9998: Q = 800, traded 400 → 50 %', async (t) => {
  const [p] = fillRate(liquidity(snapshots, band, at('12:00'), at('12:10'), '0.9998'), trades, band, '0.9998');
  t.match(p, { total: 800, filled: 400, rate: 50 });
});

t.test('OB1 depth and open orders at 12:05', async (t) => {
  const d = depth(snapshots[1]!, band);
  t.match(d, { ts: '2025-06-02T12:05:00.000Z', bestBid: '0.9998', bestAsk: '1.0002', spread: 0.0004, mid: 1 });
  t.same(
    d.levels.map((l) => [l.price, l.cumBid, l.cumAsk]),
    [
      ['0.9997', 1000, 0],
      ['0.9998', 600, 0],
      ['1.0002', 0, 1200],
    ],
  );
  const o = openOrders(snapshots[1]!, band);
  t.same(o.levelCount, { bid: 2, ask: 1 });
  t.same(o.totals, { bid: 1000, ask: 1200 });
  t.same(
    o.bids.map((r) => r.price),
    ['0.9998', '0.9997'],
    'bids descending',
  );
});

t.test('the band is inclusive and exact on decimal text', async (t) => {
  const ok = (p: string) => compareDecimal(p, band.min) >= 0 && compareDecimal(p, band.max) <= 0;
  t.ok(ok('0.9994') && ok('1.0004') && ok('0.99940000') && ok('1'));
  t.notOk(ok('0.99939999') || ok('1.00040001'));
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10 ** 8 }), fc.integer({ min: 0, max: 10 ** 8 }), (a, b) => {
      const text = (n: number) => `${Math.floor(n / 1e4)}.${String(n % 1e4).padStart(4, '0')}`;
      return Math.sign(compareDecimal(text(a), text(b))) === Math.sign(a - b);
    }),
  );
});

t.test('relative band on other markets: the factors around the median mid', async (t) => {
  const rel = makeBand('0.9994', '1.0004', true, snapshots);
  t.equal(rel.reference, 1);
  t.equal(rel.min, '0.9994');
  const empty = makeBand('0.9994', '1.0004', true, []);
  t.equal(empty.reference, null);
});
