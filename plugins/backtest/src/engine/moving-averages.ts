/** A series value that is not defined yet (warm-up of an average). */
export type MaybeNumber = number | null;

/** Simple moving average: SMA_t = mean of the last `period` closes, null before index period-1. */
export function sma(values: readonly number[], period: number): MaybeNumber[] {
  assertPeriod(period);
  const out: MaybeNumber[] = new Array(values.length).fill(null);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= period) sum -= values[i - period]!;
    if (i >= period - 1) out[i] = sum / period;
  }
  return out;
}

/**
 * Exponential moving average with k = 2/(n+1), seeded with the SMA of the first `period` closes
 * (TA-Lib default, technicalindicators): null before index period-1 (MARKET-TOOLS.md §1.3).
 */
export function ema(values: readonly number[], period: number): MaybeNumber[] {
  assertPeriod(period);
  const out: MaybeNumber[] = new Array(values.length).fill(null);
  if (values.length < period) return out;
  const k = 2 / (period + 1);
  let seed = 0;
  for (let i = 0; i < period; i++) seed += values[i]!;
  let prev = seed / period;
  out[period - 1] = prev;
  for (let i = period; i < values.length; i++) {
    prev = prev + k * (values[i]! - prev);
    out[i] = prev;
  }
  return out;
}

export type MaType = 'EMA' | 'SMA';

export const movingAverage = (type: MaType, values: readonly number[], period: number) => (type === 'EMA' ? ema(values, period) : sma(values, period));

function assertPeriod(period: number) {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`period must be a positive integer, got ${period}`);
}
