import { bindRoutes, type Http } from '@app/core/client';
import * as backtestRoutes from './backtest.routes.ts';

export * from './messages.ts';
export * from './backtest.schema.ts';
export * from './manifest.ts';
export * from './market-data.contract.ts';
export { backtestRoutes };

const { MARKET_IMPORT_PATH: _path, BACKTEST_PERMISSION: _perm, importMarketData: _import, ...calls } = backtestRoutes;
export const backtestApi = calls;
export const { MARKET_IMPORT_PATH, BACKTEST_PERMISSION } = backtestRoutes;
export const createBacktestClient = (http: Http) => bindRoutes(http, backtestApi);
export type BacktestClient = ReturnType<typeof createBacktestClient>;
export * from './service.ts';
