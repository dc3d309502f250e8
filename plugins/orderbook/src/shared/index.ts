import { bindRoutes, type Http } from '@app/core/client';
import * as orderbookRoutes from './orderbook.routes.ts';

export * from './orderbook.schema.ts';
export * from './messages.ts';
export * from './manifest.ts';
export { orderbookRoutes };
export const orderbookApi = orderbookRoutes;
export const createOrderbookClient = (http: Http) => bindRoutes(http, orderbookApi);
export type OrderbookClient = ReturnType<typeof createOrderbookClient>;
