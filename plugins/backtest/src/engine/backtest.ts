import { CROSS_DOWN, CROSS_UP, crossSeries } from './crossover.ts';
import { maybeNumbers, movingAverageSeries, type MaType, type MaybeNumber } from './moving-averages.ts';

export interface StrategyParams {
  fastPeriod: number;
  slowPeriod: number;
  longPeriod: number;
  initialCapital: number;
  feeRate: number;
  maType: MaType;
  /** Fraction of current equity committed per entry, 0 < risk <= 1 (MARKET-TOOLS.md §1.6). */
  risk: number;
}

export const DEFAULT_STRATEGY = {
  fastPeriod: 12,
  slowPeriod: 24,
  longPeriod: 100,
  initialCapital: 1000,
  feeRate: 0.001,
} as const;
/** Candles computed before `from` so the averages have settled (3 × longPeriod). */
export const WARMUP_CANDLES = 300;

export interface Candle {
  openTime: number;
  close: number;
}

export interface Trade {
  buyDate: string;
  buyPrice: number;
  sellDate: string | null;
  sellPrice: number | null;
  profit: number | null;
  profitPct: number | null;
  open: boolean;
  /** Stake in quote currency committed at entry. */
  stake: number;
  /** Open trades only: profit if sold (with fee) at the last close; not part of the summary. */
  unrealizedProfit?: number;
}

export interface BacktestResult {
  times: string[];
  prices: number[];
  fastSMA: MaybeNumber[];
  slowSMA: MaybeNumber[];
  longSMA: MaybeNumber[];
  trades: Trade[];
  completedTrades: number;
  summary: { totalProfit: number; totalPct: number; finalEquity: number };
}

/**
 * The MA-crossover strategy of MARKET-TOOLS.md Part 1 over `candles` (chronological, warm-up
 * included). Only candles with index >= `firstTradable` are output and traded; earlier ones feed
 * the averages and the cross state. Fills at the signal candle's close, long only, one position.
 */
export function runBacktest(candles: readonly Candle[], params: StrategyParams, firstTradable = 0): BacktestResult {
  return runBacktestSeries(
    Float64Array.from(candles, (c) => c.openTime),
    Float64Array.from(candles, (c) => c.close),
    params,
    firstTradable,
  );
}

/**
 * `runBacktest` over open times and closes as typed arrays (the server's path: one pass per
 * average, no per-candle objects; a 5-year 15m series is 175k candles, bench/market).
 */
export function runBacktestSeries(
  times: Float64Array,
  closes: Float64Array,
  params: StrategyParams,
  firstTradable = 0,
): BacktestResult {
  if (!(params.risk > 0 && params.risk <= 1)) throw new RangeError('risk must be in (0, 1]');
  const n = Math.min(times.length, closes.length);
  const fast = movingAverageSeries(params.maType, closes.subarray(0, n), params.fastPeriod);
  const slow = movingAverageSeries(params.maType, closes.subarray(0, n), params.slowPeriod);
  const long = movingAverageSeries(params.maType, closes.subarray(0, n), params.longPeriod);
  const cross = crossSeries(fast, slow);
  const start = Math.max(0, Math.min(firstTradable, n));
  const iso = (i: number) => new Date(times[i]!).toISOString();

  const trades: Trade[] = [];
  let equity = params.initialCapital;
  let position: { qty: number; trade: Trade } | null = null;
  const fee = 1 - params.feeRate;
  for (let t = start; t < n; t++) {
    const c = cross[t];
    if (c === 0) continue;
    const price = closes[t]!;
    // long[t] > NaN is false: no entry before the long average is defined
    if (!position && c === CROSS_UP && price > long[t]!) {
      const stake = params.risk * equity;
      const trade: Trade = {
        buyDate: iso(t),
        buyPrice: price,
        sellDate: null,
        sellPrice: null,
        profit: null,
        profitPct: null,
        open: true,
        stake,
      };
      position = { qty: (stake * fee) / price, trade };
      trades.push(trade);
    } else if (position && c === CROSS_DOWN) {
      const { trade, qty } = position;
      const profit = qty * price * fee - trade.stake;
      Object.assign(trade, {
        sellDate: iso(t),
        sellPrice: price,
        profit,
        profitPct: (profit / trade.stake) * 100,
        open: false,
      });
      equity += profit;
      position = null;
    }
  }
  if (position && n) position.trade.unrealizedProfit = position.qty * closes[n - 1]! * fee - position.trade.stake;
  const totalProfit = equity - params.initialCapital;
  return {
    times: isoTimeSeries(times.subarray(0, n), start),
    prices: Array.from(closes.subarray(start, n)),
    fastSMA: maybeNumbers(fast, start),
    slowSMA: maybeNumbers(slow, start),
    longSMA: maybeNumbers(long, start),
    trades,
    completedTrades: trades.filter((tr) => !tr.open).length,
    summary: { totalProfit, totalPct: (totalProfit / params.initialCapital) * 100, finalEquity: equity },
  };
}

const DAY_MS = 86_400_000;
const LAST_MS = 253402300800000; // 10000-01-01: toISOString changes shape from here on
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const timeOfDay = (r: number) =>
  `${pad(Math.floor(r / 3_600_000))}:${pad(Math.floor(r / 60_000) % 60)}:${pad(Math.floor(r / 1000) % 60)}.${pad(r % 1000, 3)}Z`;

/**
 * `toISOString()` of every open time from `start`, many times faster for long series: the date
 * part is formatted once per day, each time of day once per call (candles repeat the same few
 * times of day); whole milliseconds of years 1970–9999, anything else by `toISOString()`.
 */
export const isoTimes = (candles: readonly Candle[], start = 0): string[] =>
  isoTimeSeries(
    candles.map((c) => c.openTime),
    start,
  );

export function isoTimeSeries(times: ArrayLike<number>, start = 0): string[] {
  const out: string[] = new Array(Math.max(0, times.length - start));
  const clock = new Map<number, string>();
  let day = NaN;
  let prefix = '';
  for (let i = start; i < times.length; i++) {
    const ms = times[i]!;
    if (!Number.isInteger(ms) || ms < 0 || ms >= LAST_MS) {
      out[i - start] = new Date(ms).toISOString(); // the general path
      continue;
    }
    const d = Math.floor(ms / DAY_MS);
    if (d !== day) {
      day = d;
      prefix = new Date(d * DAY_MS).toISOString().slice(0, 11);
    }
    const r = ms - d * DAY_MS;
    let suffix = clock.get(r);
    if (suffix === undefined) clock.set(r, (suffix = timeOfDay(r)));
    out[i - start] = prefix + suffix;
  }
  return out;
}
