import type { MaybeNumber } from './moving-averages.ts';

export type Cross = 'up' | 'down' | null;

/**
 * Crossings of fast over slow with the last-non-zero-difference rule (backtrader CrossOver):
 * up at t when d_t > 0 and the most recent non-zero d before t was negative; down symmetric.
 * A tie (d = 0) neither creates nor cancels a cross (MARKET-TOOLS.md §1.4).
 */
export function crossings(fast: readonly MaybeNumber[], slow: readonly MaybeNumber[]): Cross[] {
  const out: Cross[] = new Array(fast.length).fill(null);
  let prevSign = 0;
  for (let t = 0; t < fast.length; t++) {
    const f = fast[t];
    const s = slow[t];
    if (f == null || s == null) continue;
    const d = f - s;
    if (d > 0 && prevSign < 0) out[t] = 'up';
    else if (d < 0 && prevSign > 0) out[t] = 'down';
    if (d !== 0) prevSign = Math.sign(d);
  }
  return out;
}
