/** A series value that is not defined yet (warm-up of an average). */
export type MaybeNumber = number | null;

/**
 * The averages are computed into Float64Arrays with NaN where a value is not defined yet: one pass
 * per average, no boxed numbers (a 5-year 15m series is 175k values, bench/market). `sma`/`ema`
 * give the same numbers as plain arrays with null.
 */
export type Series = ArrayLike<number>;

/** Simple moving average: SMA_t = mean of the last `period` closes, NaN before index period-1. */
export function smaSeries(values: Series, period: number): Float64Array {
  assertPeriod(period);
  const out = new Float64Array(values.length).fill(NaN);
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
 * (TA-Lib default, technicalindicators): NaN before index period-1 (MARKET-TOOLS.md §1.3).
 */
export function emaSeries(values: Series, period: number): Float64Array {
  assertPeriod(period);
  const out = new Float64Array(values.length).fill(NaN);
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

export const movingAverageSeries = (type: MaType, values: Series, period: number): Float64Array =>
  type === 'EMA' ? emaSeries(values, period) : smaSeries(values, period);

/**
 * A typed series from index `start` as a plain array, null where undefined. Defined values come
 * first as a packed double array (no boxing); only a series with undefined values is converted.
 */
export function maybeNumbers(series: Float64Array, start = 0): MaybeNumber[] {
  const part = series.subarray(Math.min(start, series.length));
  const out: MaybeNumber[] = Array.from(part);
  for (let i = 0; i < part.length; i++) if (Number.isNaN(part[i])) out[i] = null;
  return out;
}

/** Simple moving average as a plain array, null before index period-1. */
export const sma = (values: Series, period: number): MaybeNumber[] => maybeNumbers(smaSeries(values, period));
/** Exponential moving average as a plain array, null before index period-1. */
export const ema = (values: Series, period: number): MaybeNumber[] => maybeNumbers(emaSeries(values, period));
export const movingAverage = (type: MaType, values: Series, period: number): MaybeNumber[] =>
  maybeNumbers(movingAverageSeries(type, values, period));

function assertPeriod(period: number) {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`period must be a positive integer, got ${period}`);
}
