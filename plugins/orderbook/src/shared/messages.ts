export const CHECK_SYMBOLS = ['eureuri', 'euriusdt'] as const;
export const DEFAULT_BAND = { min: '0.9994', max: '1.0004' } as const;
/** Markets quoted at the peg: the band is absolute there, relative to the median mid elsewhere (MARKET-TOOLS §2.8). */
export const ABSOLUTE_BAND_MARKETS = ['EUREURI'];
export const MAX_WINDOW_HOURS = 24 * 7;

export const ORDERBOOK_MESSAGES = {
  noDataInBand: 'no data in band',
  badWindow: 'Start and end must be ISO-8601 times with start before end',
  windowTooLong: `The window may span at most ${MAX_WINDOW_HOURS} hours`,
  badBand: 'The price filter needs a minimum below its maximum',
  badSymbol: 'Symbol must be a market such as eureuri or euriusdt',
  noBook: (market: string) =>
    `No order-book snapshots of ${market} are stored. Import them in Back office → Market data, or with: app market import orderbook ${market}-….csv`,
  noTrades: (market: string) =>
    `No trades of ${market} are stored. Import them in Back office → Market data, or with: app market import trades ${market}-….csv`,
  nothingInWindow: (what: string) => `No ${what} in the window`,
} as const;
