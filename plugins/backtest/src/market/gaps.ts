import type { Sql } from './pg-session.ts';

export interface Gap {
  from: string;
  to: string;
  missing: number;
}

/**
 * Holes in the stored series between `from` and `to`: candles (by open time, `step` = interval)
 * or trade ids (step 1). `from`/`to` of a gap are the last value before and the first after it.
 */
export async function findGaps(
  sql: Sql,
  what: 'kline' | 'trade',
  o: { symbol: string; interval?: string; from: number; to: number; step: number },
): Promise<Gap[]> {
  const text =
    what === 'kline'
      ? `select prev, cur from (select open_time as cur, lag(open_time) over (order by open_time) as prev from market_kline where symbol = $1 and interval = $2 and open_time between $3 and $4) x where cur - prev > $5 order by cur limit 1000`
      : `select prev, cur from (select trade_id as cur, lag(trade_id) over (order by trade_id) as prev from market_trade where symbol = $1 and trade_id between $2 and $3) x where cur - prev > $4 order by cur limit 1000`;
  const params = what === 'kline' ? [o.symbol, o.interval, o.from, o.to, o.step] : [o.symbol, o.from, o.to, o.step];
  const rows = await sql<{ prev: string; cur: string }>(text, params);
  const label = (v: number) => (what === 'kline' ? new Date(v).toISOString() : String(v));
  return rows.map((r) => ({
    from: label(Number(r.prev)),
    to: label(Number(r.cur)),
    missing: (Number(r.cur) - Number(r.prev)) / o.step - 1,
  }));
}
