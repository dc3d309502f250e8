import { defineMultipartRoute, defineRoute, routePath, Type } from '@app/core/shared';
import {
  BacktestDataSchema,
  BacktestRequestSchema,
  CoverageSchema,
  ImportRecordSchema,
  ImportSummarySchema,
} from './backtest.schema.ts';

/** Permission of the backtest page and call (ADR 0019: the seed's "View chart" permission). */
export const BACKTEST_PERMISSION = 'view_chart';

export const backTestData = defineRoute({
  operationId: 'backTestData',
  method: 'POST',
  url: 'back-test-data',
  permission: BACKTEST_PERMISSION,
  tags: ['backtest'],
  summary:
    'Moving-average crossover backtest on stored klines (fastSMA/slowSMA/longSMA hold EMA values when indicatorType is EMA)',
  body: BacktestRequestSchema,
  response: Type.Object({ data: BacktestDataSchema }),
});

export const listMarketData = defineRoute({
  operationId: 'listMarketData',
  method: 'GET',
  url: 'market/datasets',
  surface: 'bo',
  superUser: true,
  tags: ['market data'],
  summary: 'Stored market data per kind, symbol and interval, and the latest imports',
  response: Type.Object({ coverage: Type.Array(CoverageSchema), imports: Type.Array(ImportRecordSchema) }),
});

/** Multipart upload: fields kind, optional symbol and interval, then one or more files (streamed). */
export const importMarketData = defineMultipartRoute({
  operationId: 'importMarketData',
  method: 'POST',
  url: 'market/import',
  surface: 'bo',
  superUser: true,
  tags: ['market data'],
  summary:
    'Import kline, order-book or trades files (multipart: kind, symbol?, interval?, files); one summary per file',
  multipart: Type.Object(
    {
      kind: Type.String({ maxLength: 16 }),
      symbol: Type.String({ maxLength: 32 }),
      interval: Type.String({ maxLength: 8 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ imports: Type.Array(ImportSummarySchema) }),
});
export const MARKET_IMPORT_PATH = routePath(importMarketData);
