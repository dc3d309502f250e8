import { badRequest, HttpError } from '@app/core/server';
import type { MarketDataReader } from '@app/plugin-backtest/shared';
import { compareDecimal } from '../engine/decimal.ts';
import { bucketOf, BUCKET_MS, toSnapshots, type Band, type Snapshot } from '../engine/model.ts';
import { depth, fillRate, inBand, liquidity, makeBand, openOrders } from '../engine/metrics.ts';
import {
  ABSOLUTE_BAND_MARKETS,
  DEFAULT_BAND,
  MAX_WINDOW_HOURS,
  ORDERBOOK_MESSAGES as M,
  type CheckInput,
  type FillRateData,
  type OpenOrdersData,
  type OrderBookData,
  type TradesData,
} from '../shared/index.ts';

const HOUR = 3_600_000;

interface Window {
  symbol: string;
  market: string;
  start: number;
  end: number;
}

function parseInstant(text: string | undefined, field: string): number | null {
  if (text === undefined || text === '') return null;
  const ms = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) throw badRequest(M.badWindow, field);
  return ms;
}

/**
 * W = [end − 24 h, end). Without an end: now, or just after the newest stored row when the data
 * is older (an imported sample stays visible; the effective window is returned and shown).
 */
export async function resolveWindow(
  reader: MarketDataReader,
  input: CheckInput,
  kind: 'orderbook' | 'trades',
  now = Date.now(),
): Promise<Window> {
  if (!/^[A-Za-z0-9]{5,20}$/.test(input.symbol)) throw badRequest(M.badSymbol, 'symbol');
  const market = input.symbol.toUpperCase();
  const [own, other] = await Promise.all([
    reader.latest(kind, market),
    reader.latest(kind === 'orderbook' ? 'trades' : 'orderbook', market),
  ]);
  if (own === null) throw new HttpError(409, kind === 'orderbook' ? M.noBook(market) : M.noTrades(market));
  // Book and trades calls of one check share the default window: it ends after the newer of the two.
  const latest = Math.max(own, other ?? own);
  let end = parseInstant(input.end, 'end');
  let start = parseInstant(input.start, 'start');
  if (end === null) end = start !== null ? start + 24 * HOUR : Math.min(now, latest + 1);
  if (start === null) start = end - 24 * HOUR;
  if (start >= end) throw badRequest(M.badWindow, 'end');
  if (end - start > MAX_WINDOW_HOURS * HOUR) throw badRequest(M.windowTooLong, 'end');
  return { symbol: input.symbol.toLowerCase(), market, start, end };
}

function bandOf(input: CheckInput, market: string, snapshots: Snapshot[], fallbackRef?: number): Band {
  const min = input.priceMin ?? DEFAULT_BAND.min;
  const max = input.priceMax ?? DEFAULT_BAND.max;
  if (compareDecimal(min, max) >= 0) throw badRequest(M.badBand, 'priceMax');
  const relative = !ABSOLUTE_BAND_MARKETS.includes(market);
  const band = makeBand(min, max, relative, snapshots);
  if (relative && band.reference === null && fallbackRef)
    return makeBand(min, max, true, [
      { ts: 0, bids: new Map([[String(fallbackRef), 1]]), asks: new Map([[String(fallbackRef), 1]]) },
    ]);
  return band;
}

const windowWire = (w: Window) => ({
  start: new Date(w.start).toISOString(),
  end: new Date(w.end).toISOString(),
  symbol: w.symbol,
  market: w.market,
});

async function book(reader: MarketDataReader, input: CheckInput) {
  const w = await resolveWindow(reader, input, 'orderbook');
  const snapshots = toSnapshots(await reader.bookLevels(w.market, w.start, w.end));
  return { w, snapshots, band: bandOf(input, w.market, snapshots) };
}

const anyInBand = (snapshots: Snapshot[], band: Band) => {
  const ok = inBand(band);
  return snapshots.some((s) => [...s.bids.keys(), ...s.asks.keys()].some(ok));
};

function emptyMessage(count: number, what: string, hasInBand: boolean) {
  if (!count) return M.nothingInWindow(what);
  return hasInBand ? null : M.noDataInBand;
}

export async function orderBookData(reader: MarketDataReader, input: CheckInput): Promise<OrderBookData> {
  const { w, snapshots, band } = await book(reader, input);
  const has = anyInBand(snapshots, band);
  const levels = [...new Set(snapshots.flatMap((s) => [...s.bids.keys(), ...s.asks.keys()]).filter(inBand(band)))].sort(
    compareDecimal,
  );
  return {
    window: windowWire(w),
    band,
    noDataInBand: !has,
    message: emptyMessage(snapshots.length, 'order-book snapshots', has),
    snapshots: snapshots.length,
    levels,
    depth: snapshots.length && has ? depth(snapshots.at(-1)!, band) : null,
    liquidity: liquidity(snapshots, band, w.start, w.end, input.level),
  };
}

export async function openOrdersData(reader: MarketDataReader, input: CheckInput): Promise<OpenOrdersData> {
  const { w, snapshots, band } = await book(reader, input);
  const last = snapshots.at(-1);
  const o = last ? openOrders(last, band) : null;
  const has = !!o && o.asks.length + o.bids.length > 0;
  return {
    window: windowWire(w),
    band,
    noDataInBand: !has,
    message: emptyMessage(snapshots.length, 'order-book snapshots', has),
    snapshotTime: o?.snapshotTime ?? null,
    asks: o?.asks ?? [],
    bids: o?.bids ?? [],
    totals: o?.totals ?? { ask: 0, bid: 0 },
    levelCount: o?.levelCount ?? { ask: 0, bid: 0 },
  };
}

export async function volumeFillRate(reader: MarketDataReader, input: CheckInput): Promise<FillRateData> {
  const { w, snapshots, band } = await book(reader, input);
  const trades = await reader.trades(w.market, w.start, w.end);
  const points = fillRate(liquidity(snapshots, band, w.start, w.end, input.level), trades, band, input.level);
  const has = points.some((p) => p.total !== null && p.total > 0);
  return {
    window: windowWire(w),
    band,
    level: input.level ?? null,
    noDataInBand: !has,
    message: emptyMessage(snapshots.length, 'order-book snapshots', has),
    points,
  };
}

export async function tradesData(reader: MarketDataReader, input: CheckInput): Promise<TradesData> {
  const w = await resolveWindow(reader, input, 'trades');
  const [trades, levels] = await Promise.all([
    reader.trades(w.market, w.start, w.end),
    reader.bookLevels(w.market, w.start, w.end),
  ]);
  const prices = trades.map((t) => Number(t.price)).sort((a, b) => a - b);
  const band = bandOf(input, w.market, toSnapshots(levels), prices[Math.floor(prices.length / 2)]);
  const ok = inBand(band);
  const inside = trades.filter((t) => ok(t.price));
  const buckets = new Map<number, { buy: number; sell: number; unknown: number; count: number }>();
  for (const t of inside) {
    const b = buckets.get(bucketOf(t.ts)) ?? { buy: 0, sell: 0, unknown: 0, count: 0 };
    const q = Number(t.quantity);
    if (t.isBuyerMaker === false) b.buy += q;
    else if (t.isBuyerMaker === true) b.sell += q;
    else b.unknown += q;
    b.count++;
    buckets.set(bucketOf(t.ts), b);
  }
  return {
    window: windowWire(w),
    band,
    noDataInBand: inside.length === 0,
    message: emptyMessage(trades.length, 'trades', inside.length > 0),
    trades: trades.length,
    inBand: inside.length,
    buckets: [...buckets]
      .sort(([a], [b]) => a - b)
      .map(([b, v]) => ({ bucket: new Date(b * BUCKET_MS).toISOString(), ...v })),
    rows: inside.slice(-500).map((t) => ({
      ts: new Date(t.ts).toISOString(),
      price: t.price,
      quantity: Number(t.quantity),
      side: t.isBuyerMaker === null ? null : t.isBuyerMaker ? 'sell' : 'buy',
    })),
  };
}
