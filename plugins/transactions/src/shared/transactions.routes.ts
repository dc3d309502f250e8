import { defineRoute, IdSchema, Nullable, Type } from '@app/core/shared';
import { TRANSACTIONS_PUSH, TRANSACTIONS_READ } from './permissions.ts';
import { TransactionInputSchema } from './model.ts';
import {
  ExportTransactionsQuerySchema,
  ListTransactionsQuerySchema,
  MAX_BATCH,
  TRANSACTION_PAGE_SIZE,
  TransactionClientSchema,
  TransactionSchema,
  TurnoverMonthSchema,
  TurnoverQuerySchema,
  UnlinkedAccountSchema,
} from './transaction.schema.ts';

const tags = ['transactions'];
const strict = { additionalProperties: false } as const;

export const pushTransactions = defineRoute({
  operationId: 'pushTransactions',
  method: 'POST',
  url: 'transactions',
  tags,
  permission: TRANSACTIONS_PUSH,
  summary:
    'Store a batch of 1 to 1,000 transactions (idempotent by account and reference); a bad item refuses the batch, naming its index and field',
  body: Type.Object({ transactions: Type.Array(TransactionInputSchema, { minItems: 1, maxItems: MAX_BATCH }) }, strict),
  // 1,000 full items; the derived limit stops at 1 MB (ADR 0010).
  bodyLimit: 8 * 1024 * 1024,
  response: Type.Object({ inserted: Type.Integer(), duplicates: Type.Integer(), linked: Type.Integer() }),
});

export const listTransactions = defineRoute({
  operationId: 'listTransactions',
  method: 'GET',
  url: 'transactions',
  tags,
  permission: TRANSACTIONS_READ,
  summary:
    'Transactions of the organisation or of one client, filtered, newest booking first, 30 a page; counted up to 1,000 (`total_capped` beyond)',
  querystring: ListTransactionsQuerySchema,
  response: Type.Object({
    transactions: Type.Array(TransactionSchema),
    /** Matches counted up to TRANSACTION_COUNT_CAP; `total_capped` when there are more. */
    total: Type.Integer(),
    total_capped: Type.Boolean(),
    page: Type.Integer(),
    page_size: Type.Literal(TRANSACTION_PAGE_SIZE),
  }),
});

export const unlinkedAccounts = defineRoute({
  operationId: 'unlinkedTransactionAccounts',
  method: 'GET',
  url: 'transactions/unlinked-accounts',
  tags,
  permission: TRANSACTIONS_READ,
  summary: 'Accounts of stored transactions that no client dossier holds, with their transaction counts (most first)',
  response: Type.Object({ accounts: Type.Array(UnlinkedAccountSchema) }),
});

export const getTransaction = defineRoute({
  operationId: 'getTransaction',
  method: 'GET',
  url: 'transactions/:id',
  tags,
  permission: TRANSACTIONS_READ,
  summary: 'One stored transaction with the client it is linked to (404 outside the organisation)',
  querystring: Type.Object({ id: IdSchema }, strict),
  response: Type.Object({ transaction: TransactionSchema, client: Nullable(TransactionClientSchema) }),
});

export const exportTransactions = defineRoute({
  operationId: 'exportTransactions',
  method: 'GET',
  url: 'transactions/export.csv',
  tags,
  permission: TRANSACTIONS_READ,
  summary:
    'The filtered list as CSV (every match, newest booking first), streamed; the header is the model field names, so the file reads back through a mapping',
  querystring: ExportTransactionsQuerySchema,
  response: Type.Unknown(),
});

export const transactionTurnover = defineRoute({
  operationId: 'transactionTurnover',
  method: 'GET',
  url: 'transactions/turnover',
  tags,
  permission: TRANSACTIONS_READ,
  summary:
    "A client's monthly incoming and outgoing sums (in the account currency) and counts, oldest month first; months without transactions are left out",
  querystring: TurnoverQuerySchema,
  response: Type.Object({ from: Type.String(), months: Type.Array(TurnoverMonthSchema) }),
});
