export const backtestManifest = { id: 'backtest', title: 'Backtest and market data' } as const;
