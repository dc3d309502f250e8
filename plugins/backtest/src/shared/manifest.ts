export const backtestManifest = { id: 'backtest', title: 'Backtest and market data', dependsOn: ['auth'] } as const;
