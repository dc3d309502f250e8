import type { MaybeNumber } from './moving-averages.ts';

export type Cross = 'up' | 'down' | null;

/** Cross codes of `crossSeries`. */
export const CROSS_UP = 1;
export const CROSS_DOWN = -1;

/**
 * Crossings of fast over slow with the last-non-zero-difference rule (backtrader CrossOver):
 * up at t when d_t > 0 and the most recent non-zero d before t was negative; down symmetric.
 * A tie (d = 0) neither creates nor cancels a cross (MARKET-TOOLS.md §1.4). Undefined values
 * (NaN) are skipped. Returns CROSS_UP, CROSS_DOWN or 0 per index.
 */
export function crossSeries(fast: ArrayLike<number>, slow: ArrayLike<number>): Int8Array {
  const out = new Int8Array(fast.length);
  let prevSign = 0;
  for (let t = 0; t < fast.length; t++) {
    const d = fast[t]! - slow[t]!;
    if (Number.isNaN(d)) continue;
    if (d > 0) {
      if (prevSign < 0) out[t] = CROSS_UP;
      prevSign = 1;
    } else if (d < 0) {
      if (prevSign > 0) out[t] = CROSS_DOWN;
      prevSign = -1;
    }
  }
  return out;
}

/** `crossSeries` over plain arrays with null for undefined values. */
export function crossings(fast: readonly MaybeNumber[], slow: readonly MaybeNumber[]): Cross[] {
  const typed = (a: readonly MaybeNumber[]) => Float64Array.from(a, (v) => (v == null ? NaN : v));
  return Array.from(crossSeries(typed(fast), typed(slow)), (c): Cross =>
    c === CROSS_UP ? 'up' : c === CROSS_DOWN ? 'down' : null,
  );
}
