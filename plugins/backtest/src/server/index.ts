import { defineServerPlugin } from '@app/core/plugin-api';
import { marketDataReader } from '../market/market-data.service.ts';
import { marketEntities } from '../market/market.entities.ts';
import { backtestManifest, backtestRoutes as r, type BacktestServices } from '../shared/index.ts';
import { backtest } from './backtest.service.ts';
import { marketHandlers } from './market.handlers.ts';

/** The MA-crossover backtest and the platform's market data (klines, order books, trades). */
export const backtestServerPlugin = defineServerPlugin({
  manifest: backtestManifest,
  entities: marketEntities,
  routes(app, ctx) {
    app.route(r.backTestData, async ({ em, body }) => ({ data: await backtest(em, body) }));
    marketHandlers(app, ctx);
  },
  services: (ctx): BacktestServices => ({ marketData: marketDataReader(ctx.orm) }),
});

export { backtest, parseMarket } from './backtest.service.ts';
