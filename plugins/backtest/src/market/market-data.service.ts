import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { MarketDataReader, SeriesCoverage, StoredBookLevel, StoredTrade } from '../shared/market-data.contract.ts';
import { INTERVAL_MS, type KlineInterval } from '../engine/intervals.ts';
import type { SeriesCache } from './series-cache.ts';

const run = <T>(em: EntityManager, sql: string, params: unknown[]) =>
  em.getConnection().execute<T[]>(sql, params, 'all');

/** Big-endian float8 values packed by `float8send` (bytea arrives as a Buffer or as `\x…` hex text). */
function float8s(packed: unknown): Float64Array {
  const buf =
    packed == null ? Buffer.alloc(0) : Buffer.isBuffer(packed) ? packed : Buffer.from(String(packed).slice(2), 'hex');
  const out = new Float64Array(buf.length / 8);
  for (let i = 0; i < out.length; i++) out[i] = buf.readDoubleBE(i * 8);
  return out;
}

// One row of two packed float8 columns per read: 175k candles arrive as ~2.8 MB of bytes, without
// 175k row objects or text numbers to parse (ADR 0019, bench/market). The rows come from an ordered
// subquery (the primary key's index order) instead of an ORDER BY inside the aggregates, which
// would sort them again; `inOrder` checks the order and sorts in the rare case it does not hold.
const PACKED = `string_agg(float8send(open_time::float8), ''::bytea) as t, string_agg(float8send(close::float8), ''::bytea) as c`;

/** Sorts a window's (time, close) pairs by time unless they already are (they normally are). */
export function inOrder(times: Float64Array, closes: Float64Array): void {
  let sorted = true;
  for (let i = 1; i < times.length && sorted; i++) sorted = times[i - 1]! < times[i]!;
  if (sorted) return;
  const order = Array.from(times.keys()).sort((a, b) => times[a]! - times[b]!);
  const t = Float64Array.from(order, (i) => times[i]!),
    c = Float64Array.from(order, (i) => closes[i]!);
  times.set(t);
  closes.set(c);
}

/** Open times and closes (chronological, warm-up first) of a window; read-only (may be cached). */
export interface CandleWindow {
  times: Float64Array;
  closes: Float64Array;
  firstTradable: number;
}

/**
 * Closed candles of [from, to] plus up to `warmup` candles before `from`. `firstTradable` is the
 * index of the first candle inside the window. Numbers come back as float8 (doubles, §1.3).
 * A window entirely in the past is served from memory until the next import of that market.
 */
export async function loadCandles(
  em: EntityManager,
  o: {
    symbol: string;
    interval: KlineInterval;
    from: number;
    to: number;
    warmup: number;
    now: number;
    cache?: SeriesCache;
  },
): Promise<CandleWindow> {
  const step = INTERVAL_MS[o.interval];
  const [v] = await run<{ n: string; last: Date | null }>(
    em,
    `select count(*) as n, max(created_at) as last from market_import where kind = 'klines' and symbol = ? and interval = ?`,
    [o.symbol, o.interval],
  );
  const version = `${v?.n}|${v?.last ? new Date(v.last).getTime() : 0}`;
  const key = `${o.symbol}|${o.interval}|${o.from}|${o.to}|${o.warmup}`;
  const past = o.to + step < o.now;
  let window = past ? (o.cache?.get(key, version) ?? null) : null;
  if (!window) {
    const [warm] = await run<{ t: unknown; c: unknown }>(
      em,
      `select ${PACKED} from (select * from (select open_time, close from market_kline where symbol = ? and interval = ? and open_time < ? order by open_time desc limit ?) l order by open_time) w`,
      [o.symbol, o.interval, o.from, o.warmup],
    );
    const [inside] = await run<{ t: unknown; c: unknown }>(
      em,
      `select ${PACKED} from (select open_time, close from market_kline where symbol = ? and interval = ? and open_time between ? and ? and open_time + ? - 1 < ? order by open_time) w`,
      [o.symbol, o.interval, o.from, o.to, step, o.now],
    );
    const wt = float8s(warm?.t),
      it = float8s(inside?.t);
    const times = new Float64Array(wt.length + it.length);
    times.set(wt);
    times.set(it, wt.length);
    const closes = new Float64Array(times.length);
    closes.set(float8s(warm?.c));
    closes.set(float8s(inside?.c), wt.length);
    inOrder(times, closes);
    window = { version, times, closes, firstTradable: wt.length };
    if (past) o.cache?.keep(key, window);
  }
  return { times: window.times, closes: window.closes, firstTradable: window.firstTradable };
}

/** The reader other plugins use (see the shared contract). */
export function marketDataReader(orm: MikroORM): MarketDataReader {
  const em = () => orm.em.fork();
  return {
    async bookLevels(symbol, from, to) {
      const rows = await run<{ ts: string; side: 'bid' | 'ask'; price: string; quantity: string }>(
        em(),
        `select ts, side, price::text as price, quantity::text as quantity from market_book_level where symbol = ? and ts >= ? and ts < ? order by ts, side, price`,
        [symbol, from, to],
      );
      return rows.map((r): StoredBookLevel => ({
        ts: Number(r.ts),
        side: r.side,
        price: r.price,
        quantity: r.quantity,
      }));
    },
    async trades(symbol, from, to) {
      const rows = await run<{
        trade_id: string;
        ts: string;
        price: string;
        quantity: string;
        is_buyer_maker: boolean | null;
      }>(
        em(),
        `select trade_id, ts, price::text as price, quantity::text as quantity, is_buyer_maker from market_trade where symbol = ? and ts >= ? and ts < ? order by ts, trade_id`,
        [symbol, from, to],
      );
      return rows.map((r): StoredTrade => ({
        tradeId: Number(r.trade_id),
        ts: Number(r.ts),
        price: r.price,
        quantity: r.quantity,
        isBuyerMaker: r.is_buyer_maker,
      }));
    },
    async latest(kind, symbol) {
      const table = kind === 'orderbook' ? 'market_book_level' : 'market_trade';
      const [row] = await run<{ m: string | null }>(em(), `select max(ts) as m from ${table} where symbol = ?`, [
        symbol,
      ]);
      return row?.m == null ? null : Number(row.m);
    },
    coverage: () => coverage(em()),
  };
}

export async function coverage(em: EntityManager): Promise<SeriesCoverage[]> {
  const rows = await run<{
    kind: SeriesCoverage['kind'];
    symbol: string;
    interval: string | null;
    n: string;
    a: string;
    b: string;
  }>(
    em,
    `
    select 'klines' as kind, symbol, interval, count(*) as n, min(open_time) as a, max(open_time) as b from market_kline group by symbol, interval
    union all select 'orderbook', symbol, null, count(*), min(ts), max(ts) from market_book_level group by symbol
    union all select 'trades', symbol, null, count(*), min(ts), max(ts) from market_trade group by symbol
    order by 1, 2, 3`,
    [],
  );
  return rows.map((r) => ({
    kind: r.kind,
    symbol: r.symbol,
    interval: r.interval,
    rows: Number(r.n),
    first: new Date(Number(r.a)).toISOString(),
    last: new Date(Number(r.b)).toISOString(),
  }));
}
