/** Binance kline intervals offered by the backtest, with their length in milliseconds. */
export const INTERVAL_MS = {
  '15m': 15 * 60_000,
  '30m': 30 * 60_000,
  '1h': 3_600_000,
  '2h': 7_200_000,
  '4h': 14_400_000,
  '8h': 28_800_000,
  '12h': 43_200_000,
  '1d': 86_400_000,
} as const;
export type KlineInterval = keyof typeof INTERVAL_MS;
export const INTERVALS = Object.keys(INTERVAL_MS) as KlineInterval[];
export const isInterval = (s: string): s is KlineInterval => s in INTERVAL_MS;
