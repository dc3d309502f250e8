import { canonical, compareDecimal, numberText } from './decimal.ts';
import { bucketOf, BUCKET_MS, type Band, type Fill, type Snapshot } from './model.ts';

export const inBand = (band: Band) => (price: string) =>
  compareDecimal(price, band.min) >= 0 && compareDecimal(price, band.max) <= 0;

/** Band on EUREURI: absolute. Elsewhere: the same factors around the window's median mid (MARKET-TOOLS §2.8). */
export function makeBand(min: string, max: string, relative: boolean, snapshots: readonly Snapshot[]): Band {
  if (!relative) return { min: canonical(min), max: canonical(max), relative: false, reference: null };
  const mids = snapshots
    .map(referenceOf)
    .filter((m): m is number => m !== null)
    .sort((a, b) => a - b);
  if (!mids.length) return { min: canonical(min), max: canonical(max), relative: true, reference: null };
  const ref =
    mids.length % 2 ? mids[(mids.length - 1) / 2]! : (mids[mids.length / 2 - 1]! + mids[mids.length / 2]!) / 2;
  return { min: numberText(ref * Number(min)), max: numberText(ref * Number(max)), relative: true, reference: ref };
}

const best = (m: Map<string, number>, dir: 1 | -1) =>
  [...m.keys()].reduce<string | null>((b, p) => (b === null || compareDecimal(p, b) * dir > 0 ? p : b), null);
export const bestBid = (s: Snapshot) => best(s.bids, 1);
export const bestAsk = (s: Snapshot) => best(s.asks, -1);
/** The mid, or the one best price of a one-sided book (a bids-only sample still gets a band). */
const referenceOf = (s: Snapshot) => midOf(s) ?? ((bestBid(s) ?? bestAsk(s)) ? Number(bestBid(s) ?? bestAsk(s)) : null);
export function midOf(s: Snapshot): number | null {
  const b = bestBid(s),
    a = bestAsk(s);
  return b !== null && a !== null ? (Number(a) + Number(b)) / 2 : null;
}

const sideSum = (m: Map<string, number>, ok: (p: string) => boolean) =>
  [...m].reduce((s, [p, q]) => (ok(p) ? s + q : s), 0);

export interface LiquidityPoint {
  bucket: string;
  bid: number | null;
  ask: number | null;
  total: number | null;
  stale: boolean;
  snapshots: number;
}

/** Buckets of the window [start, end): 10-minute, clock-aligned. */
export const bucketsOf = (start: number, end: number) => {
  const out: number[] = [];
  for (let b = bucketOf(start); b <= bucketOf(end - 1); b++) out.push(b);
  return out;
};

/**
 * Q_side(b) = mean over the bucket's snapshots of the side's quantity in B (or at one level);
 * an empty bucket carries the latest earlier snapshot forward (stale), none before → null (§2.4, §2.5).
 */
export function liquidity(
  snapshots: readonly Snapshot[],
  band: Band,
  start: number,
  end: number,
  level?: string,
): LiquidityPoint[] {
  const ok = level ? (p: string) => compareDecimal(p, level) === 0 : inBand(band);
  const per = (s: Snapshot) => ({ bid: sideSum(s.bids, ok), ask: sideSum(s.asks, ok) });
  const out: LiquidityPoint[] = [];
  let i = 0;
  let last: Snapshot | null = null;
  for (const b of bucketsOf(start, end)) {
    const inside: Snapshot[] = [];
    while (i < snapshots.length && bucketOf(snapshots[i]!.ts) <= b) {
      if (bucketOf(snapshots[i]!.ts) === b) inside.push(snapshots[i]!);
      last = snapshots[i]!;
      i++;
    }
    const bucket = new Date(b * BUCKET_MS).toISOString();
    if (inside.length) {
      const sums = inside.map(per);
      const bid = sums.reduce((s, x) => s + x.bid, 0) / sums.length;
      const ask = sums.reduce((s, x) => s + x.ask, 0) / sums.length;
      out.push({ bucket, bid, ask, total: bid + ask, stale: false, snapshots: inside.length });
    } else if (last) {
      const x = per(last);
      out.push({ bucket, bid: x.bid, ask: x.ask, total: x.bid + x.ask, stale: true, snapshots: 0 });
    } else out.push({ bucket, bid: null, ask: null, total: null, stale: false, snapshots: 0 });
  }
  return out;
}

export interface FillRatePoint extends LiquidityPoint {
  filledBid: number;
  filledAsk: number;
  filled: number;
  trades: number;
  /** Percentages; null when the quoted quantity is 0 or unknown. Not clamped (can exceed 100). */
  rateBid: number | null;
  rateAsk: number | null;
  rate: number | null;
}

/** FR per bucket (§2.6): traded quantity in B (or at the level) / quoted quantity. */
export function fillRate(
  points: readonly LiquidityPoint[],
  trades: readonly Fill[],
  band: Band,
  level?: string,
): FillRatePoint[] {
  const ok = level ? (p: string) => compareDecimal(p, level) === 0 : inBand(band);
  const byBucket = new Map<string, { bid: number; ask: number; all: number; n: number }>();
  for (const tr of trades) {
    if (!ok(tr.price)) continue;
    const key = new Date(bucketOf(tr.ts) * BUCKET_MS).toISOString();
    const f = byBucket.get(key) ?? { bid: 0, ask: 0, all: 0, n: 0 };
    const q = Number(tr.quantity);
    if (tr.isBuyerMaker === true) f.bid += q;
    else if (tr.isBuyerMaker === false) f.ask += q;
    f.all += q;
    f.n++;
    byBucket.set(key, f);
  }
  const pct = (num: number, den: number | null) => (den === null || den === 0 ? null : (num / den) * 100);
  return points.map((p) => {
    const f = byBucket.get(p.bucket) ?? { bid: 0, ask: 0, all: 0, n: 0 };
    return {
      ...p,
      filledBid: f.bid,
      filledAsk: f.ask,
      filled: f.all,
      trades: f.n,
      rateBid: level ? null : pct(f.bid, p.bid),
      rateAsk: level ? null : pct(f.ask, p.ask),
      rate: pct(f.all, p.total),
    };
  });
}

export interface DepthLevel {
  price: string;
  bid: number;
  ask: number;
  cumBid: number;
  cumAsk: number;
}
export interface Depth {
  ts: string;
  bestBid: string | null;
  bestAsk: string | null;
  spread: number | null;
  mid: number | null;
  notional: number;
  levels: DepthLevel[];
}

/** Depth chart of one snapshot inside B (§2.3): cumulative bids from the best bid down, asks from the best ask up. */
export function depth(s: Snapshot, band: Band): Depth {
  const ok = inBand(band);
  const prices = [...new Set([...s.bids.keys(), ...s.asks.keys()])].filter(ok).sort(compareDecimal);
  let cumAsk = 0;
  const levels = prices.map((price) => {
    cumAsk += s.asks.get(price) ?? 0;
    return { price, bid: s.bids.get(price) ?? 0, ask: s.asks.get(price) ?? 0, cumBid: 0, cumAsk };
  });
  let cumBid = 0;
  for (let i = levels.length - 1; i >= 0; i--) {
    cumBid += levels[i]!.bid;
    levels[i]!.cumBid = cumBid;
  }
  const bb = bestBid(s),
    ba = bestAsk(s);
  const notional = [...s.bids, ...s.asks].reduce((sum, [p, q]) => (ok(p) ? sum + Number(p) * q : sum), 0);
  return {
    ts: new Date(s.ts).toISOString(),
    bestBid: bb,
    bestAsk: ba,
    spread: bb !== null && ba !== null ? round(Number(ba) - Number(bb)) : null,
    mid: bb !== null && ba !== null ? round((Number(ba) + Number(bb)) / 2) : null,
    notional,
    levels,
  };
}

export interface OpenOrderRow {
  side: 'bid' | 'ask';
  price: string;
  quantity: number;
  notional: number;
  cumulative: number;
}

/** Resting levels of a snapshot in B (§2.7): asks ascending, bids descending, cumulative, totals, level counts. */
export function openOrders(s: Snapshot, band: Band) {
  const ok = inBand(band);
  const rows = (m: Map<string, number>, side: 'bid' | 'ask') => {
    const sorted = [...m]
      .filter(([p, q]) => ok(p) && q > 0)
      .sort(([a], [b]) => compareDecimal(a, b) * (side === 'ask' ? 1 : -1));
    let cum = 0;
    return sorted.map(([price, quantity]): OpenOrderRow => ({
      side,
      price,
      quantity,
      notional: Number(price) * quantity,
      cumulative: (cum += quantity),
    }));
  };
  const asks = rows(s.asks, 'ask');
  const bids = rows(s.bids, 'bid');
  return {
    snapshotTime: new Date(s.ts).toISOString(),
    asks,
    bids,
    totals: { ask: asks.at(-1)?.cumulative ?? 0, bid: bids.at(-1)?.cumulative ?? 0 },
    levelCount: { ask: asks.length, bid: bids.length },
  };
}

/** Differences of decimals shown to 10 places (0.0004, not 0.00039999999999995595). */
const round = (x: number) => Math.round(x * 1e10) / 1e10;
