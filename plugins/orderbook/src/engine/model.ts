import type { StoredBookLevel, StoredTrade } from '@app/plugin-backtest/shared';

export type Level = StoredBookLevel;
export type Fill = StoredTrade;
export const BUCKET_MS = 600_000;

/** The inclusive price band B = [min, max] as decimal text; `relative` when scaled by a reference price. */
export interface Band {
  min: string;
  max: string;
  relative: boolean;
  reference: number | null;
}

export interface Snapshot {
  ts: number;
  bids: Map<string, number>;
  asks: Map<string, number>;
}

/** Groups levels (ordered by ts) into snapshots: all rows of one timestamp form one L2 book. */
export function toSnapshots(levels: readonly Level[]): Snapshot[] {
  const out: Snapshot[] = [];
  let cur: Snapshot | null = null;
  for (const l of levels) {
    if (!cur || cur.ts !== l.ts) {
      cur = { ts: l.ts, bids: new Map(), asks: new Map() };
      out.push(cur);
    }
    (l.side === 'bid' ? cur.bids : cur.asks).set(canonicalKey(l.price), Number(l.quantity));
  }
  return out;
}

const canonicalKey = (d: string) => (d.includes('.') ? d.replace(/0+$/, '').replace(/\.$/, '') : d);

export const bucketOf = (ts: number) => Math.floor(ts / BUCKET_MS);
