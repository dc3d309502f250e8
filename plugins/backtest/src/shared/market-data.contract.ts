/**
 * The market-data contract the backtest plugin (owner of the market-data tables and imports)
 * offers to other plugins as `backtestService` (`.marketData`; the orderbook plugin reads book
 * levels and trades through it). Times are epoch ms UTC; prices and quantities decimal text.
 */
export interface StoredBookLevel {
  ts: number;
  side: 'bid' | 'ask';
  price: string;
  quantity: string;
}
export interface StoredTrade {
  tradeId: number;
  ts: number;
  price: string;
  quantity: string;
  isBuyerMaker: boolean | null;
}
export interface SeriesCoverage {
  kind: 'klines' | 'orderbook' | 'trades';
  symbol: string;
  interval: string | null;
  rows: number;
  first: string;
  last: string;
}

export interface MarketDataReader {
  /** Levels of every snapshot with from <= ts < to (ordered by ts, side, price). */
  bookLevels(symbol: string, from: number, to: number): Promise<StoredBookLevel[]>;
  /** Trades with from <= ts < to, in time order. */
  trades(symbol: string, from: number, to: number): Promise<StoredTrade[]>;
  /** Newest stored time of a kind for a symbol, or null when nothing is stored. */
  latest(kind: 'orderbook' | 'trades', symbol: string): Promise<number | null>;
  coverage(): Promise<SeriesCoverage[]>;
}

export interface BacktestServices {
  marketData: MarketDataReader;
}
