import { bindRoutes, type Http } from '@app/core/client';
import * as transactionsRoutes from './transactions.routes.ts';

export * from './model.ts';
export * from './manifest.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './service.ts';
export * from './transaction.schema.ts';
export { transactionsRoutes };

/** The JSON calls of the transactions API. */
export const transactionsApi = transactionsRoutes;
export const createTransactionsClient = (http: Http) => bindRoutes(http, transactionsApi);
export type TransactionsClient = ReturnType<typeof createTransactionsClient>;
export * from './mapping.ts';
