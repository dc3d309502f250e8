export * from './model.ts';
export * from './market.entities.ts';
export * from './import.service.ts';
export * from './kline.reader.ts';
export * from './orderbook.reader.ts';
export * from './trades.reader.ts';
export * from './market-data.service.ts';
export type { Gap } from './gaps.ts';
export { SeriesCache } from './series-cache.ts';
