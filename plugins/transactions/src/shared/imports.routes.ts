import { defineMultipartRoute, defineRoute, IdSchema, Type } from '@app/core/shared';
import {
  BAD_ROW_PAGE_SIZE,
  BadRowSchema,
  BadRowsQuerySchema,
  IMPORT_ERROR_PAGE_SIZE,
  IMPORT_PAGE_SIZE,
  ImportErrorSchema,
  ImportErrorsCsvQuerySchema,
  ImportErrorsQuerySchema,
  ReimportBodySchema,
  ReimportResponseSchema,
  StartImportFieldsSchema,
  StartImportResponseSchema,
  TransactionImportSchema,
} from './imports.schema.ts';
import { TRANSACTIONS_PUSH, TRANSACTIONS_READ } from './permissions.ts';

/**
 * Durable imports (issue 26 §2): a bank file is stored, then read on the job service (progress via
 * `jobs/:id`), its good rows stored, every bad row kept with its errors to be corrected and
 * re-imported (Saved info).
 */
const tags = ['transaction imports'];
const strict = { additionalProperties: false } as const;
const byId = Type.Object({ id: IdSchema }, strict);

export const startImport = defineMultipartRoute({
  operationId: 'startTransactionImport',
  method: 'POST',
  url: 'transactions/imports',
  tags,
  permission: TRANSACTIONS_PUSH,
  summary:
    'Import a bank file (multipart `file`; `format` csv|xlsx|camt052|camt053|camt054|mt940, sniffed when absent; `mapping_id` or `mapping` JSON for csv/xlsx): stored, then read on the job service',
  multipart: StartImportFieldsSchema,
  response: StartImportResponseSchema,
});

export const listImports = defineRoute({
  operationId: 'listTransactionImports',
  method: 'GET',
  url: 'transactions/imports',
  tags,
  permission: TRANSACTIONS_READ,
  summary: 'Imports of the organisation, newest first, 30 a page',
  querystring: Type.Object({ page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) }, strict),
  response: Type.Object({
    imports: Type.Array(TransactionImportSchema),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Literal(IMPORT_PAGE_SIZE),
  }),
});

export const getImport = defineRoute({
  operationId: 'getTransactionImport',
  method: 'GET',
  url: 'transactions/imports/:id',
  tags,
  permission: TRANSACTIONS_READ,
  summary: 'One import: status, counts, job id',
  querystring: byId,
  response: TransactionImportSchema,
});

export const importErrors = defineRoute({
  operationId: 'transactionImportErrors',
  method: 'GET',
  url: 'transactions/imports/:id/errors',
  tags,
  permission: TRANSACTIONS_READ,
  summary: 'Every error of an import, by row, 50 a page; filter by part of the reason or by column',
  querystring: ImportErrorsQuerySchema,
  response: Type.Object({
    errors: Type.Array(ImportErrorSchema),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Literal(IMPORT_ERROR_PAGE_SIZE),
  }),
});

/** Every error of the import matching the filter, as CSV streamed from the database (no cap). */
export const downloadImportErrors = defineRoute({
  operationId: 'downloadTransactionImportErrors',
  method: 'GET',
  url: 'transactions/imports/:id/errors.csv',
  tags,
  permission: TRANSACTIONS_READ,
  summary: 'Every error of an import as CSV (row, column, field, reason, value), streamed',
  querystring: ImportErrorsCsvQuerySchema,
  response: Type.Unknown(),
});

export const listBadRows = defineRoute({
  operationId: 'listTransactionBadRows',
  method: 'GET',
  url: 'transactions/bad-rows',
  tags,
  permission: TRANSACTIONS_READ,
  summary: 'Saved info: rows imports could not store, with their values and errors, by import and row, 30 a page',
  querystring: BadRowsQuerySchema,
  response: Type.Object({
    rows: Type.Array(BadRowSchema),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Literal(BAD_ROW_PAGE_SIZE),
  }),
});

export const reimportBadRows = defineRoute({
  operationId: 'reimportTransactionBadRows',
  method: 'POST',
  url: 'transactions/bad-rows/reimport',
  tags,
  permission: TRANSACTIONS_PUSH,
  summary:
    'Store corrected bad rows (1 to 1,000) and remove them from Saved info; a row that is still not a transaction refuses the call, naming its index and field',
  body: ReimportBodySchema,
  bodyLimit: 8 * 1024 * 1024,
  response: ReimportResponseSchema,
});

export const deleteBadRows = defineRoute({
  operationId: 'deleteTransactionBadRows',
  method: 'POST',
  url: 'transactions/bad-rows/delete',
  tags,
  permission: TRANSACTIONS_PUSH,
  summary: 'Drop bad rows from Saved info without importing them (their errors go with them)',
  body: Type.Object({ ids: Type.Array(IdSchema, { minItems: 1, maxItems: 1000 }) }, strict),
  response: Type.Object({ removed: Type.Integer() }),
});
