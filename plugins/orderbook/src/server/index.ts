import { defineServerPlugin } from '@app/core/plugin-api';
import { backtestService } from '@app/plugin-backtest/shared';
import { orderbookManifest, orderbookRoutes as r } from '../shared/index.ts';
import { openOrdersData, orderBookData, tradesData, volumeFillRate } from './check.service.ts';

/** The EURI order-book check (/admin/check) on the market data the backtest plugin stores. */
export const orderbookServerPlugin = defineServerPlugin({
  manifest: orderbookManifest,
  deps: { backtest: backtestService },
  setup(_ctx, { backtest }) {
    const reader = backtest.marketData;
    return {
      routes(app) {
        app.route(r.orderBookData, ({ body }) => orderBookData(reader, body));
        app.route(r.tradesData, ({ body }) => tradesData(reader, body));
        app.route(r.volumeFillRate, ({ query }) => volumeFillRate(reader, query));
        app.route(r.openOrders, ({ body }) => openOrdersData(reader, body));
      },
    };
  },
});
