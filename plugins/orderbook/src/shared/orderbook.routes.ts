import { defineRoute } from '@app/core/shared';
import {
  CheckInputSchema,
  FillRateDataSchema,
  OpenOrdersDataSchema,
  OrderBookDataSchema,
  TradesDataSchema,
} from './orderbook.schema.ts';

/** The order-book check of /admin/check: back office, super users (seed 002 §8). */
const bo = { surface: 'bo' as const, superUser: true as const, tags: ['order-book check'] };

export const orderBookData = defineRoute({
  ...bo,
  operationId: 'orderBookData',
  method: 'POST',
  url: 'order-book-data',
  summary: 'Depth of the latest snapshot and liquidity per 10-minute bucket inside the price band',
  body: CheckInputSchema,
  response: OrderBookDataSchema,
});
export const tradesData = defineRoute({
  ...bo,
  operationId: 'tradesData',
  method: 'POST',
  url: 'trades-data',
  summary: 'Trades in the window and band, bucketed per 10 minutes by taker side',
  body: CheckInputSchema,
  response: TradesDataSchema,
});
export const volumeFillRate = defineRoute({
  ...bo,
  operationId: 'volumeFillRate',
  method: 'GET',
  url: 'volume-fill-rate',
  summary: 'Traded quantity / quoted quantity in the band (or at one level) per 10-minute bucket, in percent',
  querystring: CheckInputSchema,
  response: FillRateDataSchema,
});
export const openOrders = defineRoute({
  ...bo,
  operationId: 'openOrders',
  method: 'POST',
  url: 'open-orders',
  summary: 'Resting levels of the latest snapshot in the window inside the band',
  body: CheckInputSchema,
  response: OpenOrdersDataSchema,
});
