import { backtestMigrations } from './migrations/index.ts';
import { defineServerPlugin } from '@app/core/plugin-api';
import { marketDataReader } from '../market/market-data.service.ts';
import { marketEntities } from '../market/market.entities.ts';
import { SeriesCache } from '../market/series-cache.ts';
import { backtestManifest, backtestRoutes as r, backtestService, type BacktestData } from '../shared/index.ts';
import { backtest } from './backtest.service.ts';
import { marketHandlers } from './market.handlers.ts';

/** The MA-crossover backtest and the platform's market data (klines, order books, trades). */
export const backtestServerPlugin = defineServerPlugin({
  manifest: backtestManifest,
  migrations: backtestMigrations,
  entities: marketEntities,
  provides: backtestService,
  setup(ctx) {
    const windows = new SeriesCache();
    return {
      service: { marketData: marketDataReader(ctx.orm) },
      routes(app) {
        app.route(r.backTestData, async ({ em, body, reply }) => {
          const data = await backtest(em, body, { cache: windows });
          // Five arrays of up to 175k numbers: native JSON.stringify is 2-3x faster than the serializer
          // compiled from the response schema (bench/market, ADR 0051); the object follows the schema.
          void reply.type('application/json; charset=utf-8');
          return JSON.stringify({ data }) as unknown as { data: BacktestData };
        });
        marketHandlers(app, ctx);
      },
    };
  },
});

export { backtest, parseMarket } from './backtest.service.ts';
