import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { MarketDataReader, SeriesCoverage, StoredBookLevel, StoredTrade } from '../shared/market-data.contract.ts';
import { INTERVAL_MS, type KlineInterval } from '../engine/intervals.ts';
import type { Candle } from '../engine/backtest.ts';

const run = <T>(em: EntityManager, sql: string, params: unknown[]) => em.getConnection().execute<T[]>(sql, params, 'all');

/**
 * Closed candles of [from, to] plus up to `warmup` candles before `from`. `firstTradable` is the
 * index of the first candle inside the window. Numbers come back as float8 (doubles, §1.3).
 */
export async function loadCandles(em: EntityManager, o: { symbol: string; interval: KlineInterval; from: number; to: number; warmup: number; now: number }): Promise<{ candles: Candle[]; firstTradable: number }> {
  const step = INTERVAL_MS[o.interval];
  // One row of two float8 arrays per read: 175k candles arrive without 175k row objects.
  const agg = `coalesce(array_agg(open_time::float8 order by open_time), '{}') as t, coalesce(array_agg(close::float8 order by open_time), '{}') as c`;
  const [warm] = await run<{ t: number[]; c: number[] }>(em,
    `select ${agg} from (select open_time, close from market_kline where symbol = ? and interval = ? and open_time < ? order by open_time desc limit ?) w`,
    [o.symbol, o.interval, o.from, o.warmup]);
  const [inside] = await run<{ t: number[]; c: number[] }>(em,
    `select ${agg} from market_kline where symbol = ? and interval = ? and open_time between ? and ? and open_time + ? - 1 < ?`,
    [o.symbol, o.interval, o.from, o.to, step, o.now]);
  const t = [...warm!.t, ...inside!.t].map(Number);
  const c = [...warm!.c, ...inside!.c].map(Number);
  const candles: Candle[] = new Array(t.length);
  for (let i = 0; i < t.length; i++) candles[i] = { openTime: t[i]!, close: c[i]! };
  return { candles, firstTradable: warm!.t.length };
}

/** The reader other plugins use (see the shared contract). */
export function marketDataReader(orm: MikroORM): MarketDataReader {
  const em = () => orm.em.fork();
  return {
    async bookLevels(symbol, from, to) {
      const rows = await run<{ ts: string; side: 'bid' | 'ask'; price: string; quantity: string }>(em(),
        `select ts, side, price::text as price, quantity::text as quantity from market_book_level where symbol = ? and ts >= ? and ts < ? order by ts, side, price`, [symbol, from, to]);
      return rows.map((r): StoredBookLevel => ({ ts: Number(r.ts), side: r.side, price: r.price, quantity: r.quantity }));
    },
    async trades(symbol, from, to) {
      const rows = await run<{ trade_id: string; ts: string; price: string; quantity: string; is_buyer_maker: boolean | null }>(em(),
        `select trade_id, ts, price::text as price, quantity::text as quantity, is_buyer_maker from market_trade where symbol = ? and ts >= ? and ts < ? order by ts, trade_id`, [symbol, from, to]);
      return rows.map((r): StoredTrade => ({ tradeId: Number(r.trade_id), ts: Number(r.ts), price: r.price, quantity: r.quantity, isBuyerMaker: r.is_buyer_maker }));
    },
    async latest(kind, symbol) {
      const table = kind === 'orderbook' ? 'market_book_level' : 'market_trade';
      const [row] = await run<{ m: string | null }>(em(), `select max(ts) as m from ${table} where symbol = ?`, [symbol]);
      return row?.m == null ? null : Number(row.m);
    },
    coverage: () => coverage(em()),
  };
}

export async function coverage(em: EntityManager): Promise<SeriesCoverage[]> {
  const rows = await run<{ kind: SeriesCoverage['kind']; symbol: string; interval: string | null; n: string; a: string; b: string }>(em, `
    select 'klines' as kind, symbol, interval, count(*) as n, min(open_time) as a, max(open_time) as b from market_kline group by symbol, interval
    union all select 'orderbook', symbol, null, count(*), min(ts), max(ts) from market_book_level group by symbol
    union all select 'trades', symbol, null, count(*), min(ts), max(ts) from market_trade group by symbol
    order by 1, 2, 3`, []);
  return rows.map((r) => ({ kind: r.kind, symbol: r.symbol, interval: r.interval, rows: Number(r.n), first: new Date(Number(r.a)).toISOString(), last: new Date(Number(r.b)).toISOString() }));
}
