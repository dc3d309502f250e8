import { INTERVALS } from '../engine/intervals.ts';

export const BACKTEST_SYMBOLS = ['BTC', 'ETH', 'TRX', 'SOL', 'XRP', 'BNB', 'ADA', 'LTC', 'EURI'] as const;
export const QUOTE_SYMBOLS = ['USDT'] as const;
export { INTERVALS };

/** The seed is silent on backtest messages; these are ours (ADR 0019). */
export const BACKTEST_MESSAGES = {
  badSymbol: `Symbol must be one of ${BACKTEST_SYMBOLS.join(', ')} quoted in USDT (e.g. BTCUSDT)`,
  badDates: 'From and to must be dates (YYYY-MM-DD) with from on or before to',
  badRisk: 'Risk must be greater than 0 and at most 1 (fraction of equity per trade)',
  /** Missing data names exactly what to import. */
  noCandles: (market: string, interval: string, from: string, to: string) =>
    `No closed ${interval} candles of ${market} are stored for ${from} … ${to}. Import them in Back office → Market data, or with: app market import klines ${market}-${interval}-….csv`,
  partial: (market: string, interval: string, first: string, last: string) =>
    `Stored ${interval} candles of ${market} cover only ${first} … ${last} of the range; import more klines to cover it`,
  warmupShort: (n: number) =>
    `Only ${n} candles before the range were available for the averages' warm-up (300 wanted); early values may differ`,
  noImportFile: 'No file uploaded',
  badKind: 'Kind must be klines, orderbook or trades',
} as const;
