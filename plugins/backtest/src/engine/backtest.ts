import { crossings } from './crossover.ts';
import { movingAverage, type MaType, type MaybeNumber } from './moving-averages.ts';

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

export const DEFAULT_STRATEGY = { fastPeriod: 12, slowPeriod: 24, longPeriod: 100, initialCapital: 1000, feeRate: 0.001 } as const;
/** Candles computed before `from` so the averages have settled (3 × longPeriod). */
export const WARMUP_CANDLES = 300;

export interface Candle { openTime: number; close: number }

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
  if (!(params.risk > 0 && params.risk <= 1)) throw new RangeError('risk must be in (0, 1]');
  const closes = candles.map((c) => c.close);
  const fast = movingAverage(params.maType, closes, params.fastPeriod);
  const slow = movingAverage(params.maType, closes, params.slowPeriod);
  const long = movingAverage(params.maType, closes, params.longPeriod);
  const cross = crossings(fast, slow);
  const start = Math.max(0, Math.min(firstTradable, candles.length));
  const iso = (i: number) => new Date(candles[i]!.openTime).toISOString();

  const trades: Trade[] = [];
  let equity = params.initialCapital;
  let position: { qty: number; trade: Trade } | null = null;
  const fee = 1 - params.feeRate;
  for (let t = start; t < candles.length; t++) {
    const price = closes[t]!;
    if (!position && cross[t] === 'up' && long[t] != null && price > long[t]!) {
      const stake = params.risk * equity;
      const trade: Trade = { buyDate: iso(t), buyPrice: price, sellDate: null, sellPrice: null, profit: null, profitPct: null, open: true, stake };
      position = { qty: (stake * fee) / price, trade };
      trades.push(trade);
    } else if (position && cross[t] === 'down') {
      const { trade, qty } = position;
      const profit = qty * price * fee - trade.stake;
      Object.assign(trade, { sellDate: iso(t), sellPrice: price, profit, profitPct: (profit / trade.stake) * 100, open: false });
      equity += profit;
      position = null;
    }
  }
  if (position && candles.length) position.trade.unrealizedProfit = position.qty * closes[candles.length - 1]! * fee - position.trade.stake;
  const totalProfit = equity - params.initialCapital;
  const slice = <T>(a: readonly T[]) => a.slice(start);
  return {
    times: isoTimes(candles, start),
    prices: slice(closes),
    fastSMA: slice(fast),
    slowSMA: slice(slow),
    longSMA: slice(long),
    trades,
    completedTrades: trades.filter((tr) => !tr.open).length,
    summary: { totalProfit, totalPct: (totalProfit / params.initialCapital) * 100, finalEquity: equity },
  };
}

const DAY_MS = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * `toISOString()` of every open time from `start`, ~5× faster for long series: the date part is
 * formatted once per day, the time of day by arithmetic (times are whole milliseconds, UTC).
 */
export function isoTimes(candles: readonly Candle[], start = 0): string[] {
  const out: string[] = new Array(Math.max(0, candles.length - start));
  let day = NaN;
  let prefix = '';
  for (let i = start; i < candles.length; i++) {
    const ms = candles[i]!.openTime;
    const d = Math.floor(ms / DAY_MS);
    if (d !== day || !Number.isInteger(ms) || ms < 0 || ms >= 253402300800000) {
      if (!Number.isInteger(ms) || ms < 0 || ms >= 253402300800000) {
        out[i - start] = new Date(ms).toISOString(); // outside years 1970–9999: the general path
        day = NaN;
        continue;
      }
      day = d;
      prefix = new Date(d * DAY_MS).toISOString().slice(0, 11);
    }
    const r = ms - d * DAY_MS;
    out[i - start] = `${prefix}${pad(Math.floor(r / 3_600_000))}:${pad(Math.floor(r / 60_000) % 60)}:${pad(Math.floor(r / 1000) % 60)}.${pad(r % 1000, 3)}Z`;
  }
  return out;
}
