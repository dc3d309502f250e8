export const orderbookManifest = { id: 'orderbook', title: 'Order-book check', dependsOn: ['auth', 'backtest'] } as const;
