import { IdSchema, Type, type Static } from '@app/core/shared';
import { DECIMAL_PATTERN, TransactionInputSchema } from './model.ts';

const strict = { additionalProperties: false } as const;
export const MAX_BATCH = 1000;
export const TRANSACTION_PAGE_SIZE = 30;
/**
 * The list counts matches up to this many: a page of a client with a million transactions stays an index
 * read of 30 rows plus a bounded count, never a count of every row (issue 26 §5). Beyond it the list says
 * "more than 1,000" (`total_capped`) and still pages on; the CSV export has every row.
 */
export const TRANSACTION_COUNT_CAP = 1_000;
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const decimal = Type.String({ pattern: DECIMAL_PATTERN, maxLength: 21 });

/**
 * A stored transaction: the model's fields (absent ones left out), its id, the client it is linked to and
 * the import it came from. One object, not an intersection: the serializer keeps exactly these keys.
 */
export const TransactionSchema = Type.Object({
  _id: Type.String(),
  ...TransactionInputSchema.properties,
  company_id: Type.Union([Type.String(), Type.Null()]),
  import_id: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type Transaction = Static<typeof TransactionSchema>;

/** The list's filters; the CSV export takes the same ones without the page. */
const listFilters = {
  /** One client; a client the organisation does not hold is a 404. */
  company_id: Type.Optional(IdSchema),
  account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  import_id: Type.Optional(IdSchema),
  /** Booking day, inclusive (UTC). */
  from: Type.Optional(Type.String({ pattern: DATE, maxLength: 10 })),
  to: Type.Optional(Type.String({ pattern: DATE, maxLength: 10 })),
  direction: Type.Optional(Type.Union([Type.Literal('credit'), Type.Literal('debit')])),
  amount_min: Type.Optional(decimal),
  amount_max: Type.Optional(decimal),
  /** Part of the counterparty's name or account. */
  counterparty: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', maxLength: 2 })),
  /** The channel: a transmode code. */
  channel: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
};
export const ListTransactionsQuerySchema = Type.Object(
  { ...listFilters, page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) },
  strict,
);
export type ListTransactionsQuery = Static<typeof ListTransactionsQuerySchema>;
export const ExportTransactionsQuerySchema = Type.Object(listFilters, strict);
export type TransactionFilters = Static<typeof ExportTransactionsQuerySchema>;

export const UnlinkedAccountSchema = Type.Object({
  account: Type.String(),
  account_name: Type.Union([Type.String(), Type.Null()]),
  count: Type.Integer(),
  first_booked_at: Type.String(),
  last_booked_at: Type.String(),
});
export type UnlinkedAccount = Static<typeof UnlinkedAccountSchema>;

/** The client a stored transaction is linked to, for the detail's link to its dossier. */
export const TransactionClientSchema = Type.Object({ _id: Type.String(), name: Type.String() });

export const TURNOVER_MAX_MONTHS = 36;
export const TurnoverQuerySchema = Type.Object(
  {
    client_id: IdSchema,
    /** Calendar months up to and including the current one (UTC); 12 when absent. */
    months: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$', maxLength: 2 })),
  },
  strict,
);
/** One month and currency of a client's turnover: sums in the account currency, never converted. */
export const TurnoverMonthSchema = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  currency: Type.String(),
  incoming: Type.String(),
  incoming_count: Type.Integer(),
  outgoing: Type.String(),
  outgoing_count: Type.Integer(),
});
export type TurnoverMonth = Static<typeof TurnoverMonthSchema>;
