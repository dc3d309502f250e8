import { bindRoutes, type Http } from '@app/core/client';
import * as importsRoutes from './imports.routes.ts';
import * as mappingsRoutes from './mappings.routes.ts';
import * as transactionsRoutes from './transactions.routes.ts';

export * from './model.ts';
export * from './manifest.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './service.ts';
export * from './transaction.schema.ts';
export * from './imports.schema.ts';
export * from './mappings.schema.ts';
export * from './imports.messages.ts';
export { importsRoutes, mappingsRoutes, transactionsRoutes };

// Uploads (multipart) and the CSV download are not JSON calls: `upload()` and a link reach them.
const { startImport: _start, downloadImportErrors: _csv, ...importCalls } = importsRoutes;
const { previewMapping: _preview, ...mappingCalls } = mappingsRoutes;

/** The JSON calls of the transactions API. */
export const transactionsApi = { ...transactionsRoutes, ...importCalls, ...mappingCalls };
export const createTransactionsClient = (http: Http) => bindRoutes(http, transactionsApi);
export type TransactionsClient = ReturnType<typeof createTransactionsClient>;
export * from './mapping.ts';
