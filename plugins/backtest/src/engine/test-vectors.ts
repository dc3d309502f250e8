import type { Candle, StrategyParams } from './backtest.ts';

/** MARKET-TOOLS.md Part 4 inputs: closes on consecutive 4h candles from 2025-01-01. */
export const T0 = Date.UTC(2025, 0, 1);
export const candlesOf = (closes: readonly number[], step = 4 * 3_600_000): Candle[] =>
  closes.map((close, i) => ({ openTime: T0 + i * step, close }));
export const V1 = [10, 11, 12, 13, 14, 13, 12, 11];
export const V2 = Array.from({ length: 130 }, (_, i) => i + 1);
export const V3 = [10, 10, 10, 10, 9, 8, 9, 11, 12, 13, 12, 10, 9, 9, 11, 13, 14];
export const V4 = [
  ...Array(100).fill(100),
  ...Array(5).fill(98),
  ...Array(10).fill(104),
  ...Array(10).fill(110),
  ...Array(30).fill(106),
] as number[];
export const base: StrategyParams = {
  fastPeriod: 12,
  slowPeriod: 24,
  longPeriod: 100,
  initialCapital: 1000,
  feeRate: 0,
  maType: 'SMA',
  risk: 1,
};
export const small: StrategyParams = { ...base, fastPeriod: 2, slowPeriod: 3, longPeriod: 4 };
