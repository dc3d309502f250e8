import { Type, type Static } from 'typebox';

/**
 * One transaction, seen from our side (issue 26 §1): booked on one of our accounts, held by our
 * customer, with a counterparty. This flat shape is the wire of `POST /api/v1/transactions`, the
 * output of every reader (CSV/XLSX with a mapping, camt.05x, MT940) and the `<field>` vocabulary of
 * mapping files. Amounts are decimal strings (never floats) and always positive: the direction says
 * in or out. Codes (transmode, funds) are those of the chosen goAML schema.
 */
export const TRANSACTION_FIELDS = [
  // our side
  'account', // our account number: IBAN upper-cased without spaces, other numbers as given (leading zeros kept)
  'account_name',
  'customer_type', // person | entity
  'customer_name', // entity name, or a person's full name when first/last are not separate
  'customer_first_name',
  'customer_last_name',
  'customer_birth_date',
  'customer_id_number',
  'customer_nationality',
  'customer_incorporation_number',
  'customer_country',
  // KYC of our account and customer, as core-banking exports carry it (goAML my-client parties)
  'account_type', // account type code of the goAML schema
  'account_status', // account status code of the goAML schema
  'account_opened',
  'account_branch',
  'client_number', // the bank's customer number
  'customer_gender', // M | F
  'customer_occupation',
  'customer_phone', // international form: +<country code> <number>
  'customer_phone_type', // mobile | landline | fax
  'customer_address',
  'customer_city',
  'customer_state',
  'customer_ssn', // national / social security number
  'customer_legal_form', // legal form code of the goAML schema
  'customer_incorporation_date',
  'customer_business', // business activity
  // the other side
  'counterparty_type', // person | entity
  'counterparty_name',
  'counterparty_first_name',
  'counterparty_last_name',
  'counterparty_account',
  'counterparty_institution',
  'counterparty_bic',
  'counterparty_country',
  // the movement
  'direction', // credit (in) | debit (out)
  'amount',
  'currency',
  'amount_local',
  'local_currency',
  'rate',
  'booked_at',
  'value_at',
  'transmode', // channel, as a transmode code of the goAML schema
  'funds', // funds type code of the goAML schema
  'location', // branch / location
  'reference', // unique per organisation and account: re-importing the same statement writes nothing
  'description',
] as const;

export type TransactionField = (typeof TRANSACTION_FIELDS)[number];
/** Fields stored as a day (PostgreSQL `date`); the other date fields are times. */
export const DAY_FIELDS = [
  'customer_birth_date',
  'account_opened',
  'customer_incorporation_date',
] as const satisfies TransactionField[];
const DAYS: ReadonlySet<string> = new Set(DAY_FIELDS);
export const isDayField = (f: string): f is (typeof DAY_FIELDS)[number] => DAYS.has(f);

const text = (max: number) => Type.String({ maxLength: max });
const optional = (max: number) => Type.Optional(text(max));
/** A positive decimal with at most 4 decimals, as a string: no float rounding anywhere. */
export const DECIMAL_PATTERN = '^(0|[1-9][0-9]{0,15})(\\.[0-9]{1,4})?$';
const decimal = Type.String({ pattern: DECIMAL_PATTERN, maxLength: 21 });
const party = Type.Union([Type.Literal('person'), Type.Literal('entity')]);
/** ISO 8601 date or date-time; readers never guess a date (ADR 0023). */
const dateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
  maxLength: 40,
});

/** A phone in international form, `+<country code> <number>`: the prefix is never guessed from the number. */
export const PHONE_PATTERN = '^\\+[1-9][0-9]{0,3} [0-9][0-9 ]{3,40}$';

export const TransactionInputSchema = Type.Object(
  {
    account: text(64),
    account_name: optional(255),
    customer_type: Type.Optional(party),
    customer_name: optional(255),
    customer_first_name: optional(100),
    customer_last_name: optional(100),
    customer_birth_date: Type.Optional(dateTime),
    customer_id_number: optional(64),
    customer_nationality: optional(2),
    customer_incorporation_number: optional(64),
    customer_country: optional(2),
    account_type: optional(32),
    account_status: optional(32),
    account_opened: Type.Optional(dateTime),
    account_branch: optional(255),
    client_number: optional(30),
    customer_gender: Type.Optional(Type.Union([Type.Literal('M'), Type.Literal('F')])),
    customer_occupation: optional(255),
    customer_phone: Type.Optional(Type.String({ pattern: PHONE_PATTERN, maxLength: 50 })),
    customer_phone_type: Type.Optional(
      Type.Union([Type.Literal('mobile'), Type.Literal('landline'), Type.Literal('fax')]),
    ),
    customer_address: optional(255),
    customer_city: optional(255),
    customer_state: optional(255),
    customer_ssn: optional(25),
    customer_legal_form: optional(32),
    customer_incorporation_date: Type.Optional(dateTime),
    customer_business: optional(255),
    counterparty_type: Type.Optional(party),
    counterparty_name: optional(255),
    counterparty_first_name: optional(100),
    counterparty_last_name: optional(100),
    counterparty_account: optional(64),
    counterparty_institution: optional(255),
    counterparty_bic: optional(11),
    counterparty_country: optional(2),
    direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
    amount: decimal,
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    amount_local: Type.Optional(decimal),
    local_currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    rate: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,10})?$', maxLength: 24 })),
    booked_at: dateTime,
    value_at: Type.Optional(dateTime),
    transmode: optional(32),
    funds: optional(32),
    location: optional(255),
    reference: text(140),
    description: optional(4000),
  },
  { additionalProperties: false },
);
export type TransactionInput = Static<typeof TransactionInputSchema>;

/** A row a reader could not turn into a transaction: which row, which column, why. Never repaired. */
export interface RowError {
  /** 1-based data row (CSV/XLSX: the header is row 0), or the entry number of a statement. */
  row: number;
  /** The source column (header) or statement tag, when one is at fault. */
  column: string | null;
  field: TransactionField | null;
  reason: string;
  /** The offending value as read (for the error CSV), when there is one. */
  value?: string;
}

/** What every reader yields, one item per source row/entry, in order. */
export type ReadResult =
  | { row: number; transaction: TransactionInput }
  | {
      row: number;
      errors: RowError[];
      /** The row's fields as far as they were read (a refused field as the source had it), to be corrected (Saved info). */
      values?: Partial<Record<TransactionField, string>>;
    };

/** IBANs upper-cased without spaces; any other account number as given (leading zeros kept), trimmed. */
export function normalizeAccount(raw: string): string {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/.test(compact) ? compact : raw.trim();
}
