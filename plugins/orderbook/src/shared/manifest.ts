export const orderbookManifest = { id: 'orderbook', title: 'Order-book check' } as const;
