import { DEFAULT_STRATEGY, runBacktest, WARMUP_CANDLES } from '../../engine/backtest.ts';
import type { BacktestData } from '../../shared/index.ts';

/** A fixed, deterministic series (damped waves around a trend) run through the real engine. */
export function storyBacktest(): BacktestData {
  const t0 = Date.UTC(2025, 0, 1) - WARMUP_CANDLES * 14_400_000;
  const candles = Array.from({ length: WARMUP_CANDLES + 900 }, (_, i) => ({
    openTime: t0 + i * 14_400_000,
    close: Math.round((90_000 + i * 12 + 6_000 * Math.sin(i / 45) + 2_500 * Math.sin(i / 11)) * 100) / 100,
  }));
  const result = runBacktest(candles, { ...DEFAULT_STRATEGY, maType: 'EMA', risk: 1 }, WARMUP_CANDLES);
  return {
    params: {
      symbol: 'BTC',
      market: 'BTCUSDT',
      interval: '4h',
      from: '2025-01-01',
      to: '2025-05-30',
      maType: 'EMA',
      risk: 1,
      ...DEFAULT_STRATEGY,
      warmupCandles: WARMUP_CANDLES,
    },
    ...result,
    notices: [],
  };
}
