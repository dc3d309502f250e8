import { defineRoute, IdSchema, Type, type Static } from '@app/core/shared';
import { TRANSACTIONS_READ } from '@app/plugin-transactions/shared';
import { FileItemSchema, SchemaIdSchema } from './fiu.schema.ts';

const tags = ['fiu'];
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * A goAML report from stored transactions (issue 26 §3). The selection is exactly one of: an import
 * (`import_id`), a booking period (`from`/`to`, days, both included) optionally of one client
 * (`client_id`), or explicit `transaction_ids`. Our institution (name and SWIFT/BIC) is the bank of
 * the customer's account; with the local currency it defaults to the organisation's saved one. `parties`: `my_client` (default) writes the customer as a my-client party
 * from the dossier or the mapped customer columns; `account` writes the customer's account as a plain
 * account (for exports without the client's KYC data).
 */
export const ReportRequestSchema = Type.Object(
  {
    import_id: Type.Optional(IdSchema),
    from: Type.Optional(day),
    to: Type.Optional(day),
    client_id: Type.Optional(IdSchema),
    transaction_ids: Type.Optional(Type.Array(IdSchema, { minItems: 1, maxItems: 10_000 })),
    schema: SchemaIdSchema,
    report_code: Type.String({ minLength: 1, maxLength: 10 }),
    reason: Type.Optional(Type.String({ maxLength: 4000 })),
    action: Type.Optional(Type.String({ maxLength: 4000 })),
    indicators: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 20 }),
    /** Absent: our institution's (`fiu/institution`); so are the two below. */
    currency_code_local: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
    institution_name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    institution_swift: Type.Optional(Type.String({ minLength: 4, maxLength: 11 })),
    non_bank_institution: Type.Optional(Type.Boolean()),
    transmode_comment: Type.Optional(Type.String({ maxLength: 50 })),
    parties: Type.Optional(Type.Union([Type.Literal('my_client'), Type.Literal('account')])),
  },
  { additionalProperties: false },
);
export type ReportRequest = Static<typeof ReportRequestSchema>;

/** Queues the report on the job service; the report is a file of the file list once done, its row errors paged by `getConversionErrors`. */
export const createReport = defineRoute({
  operationId: 'createFiuReport',
  method: 'POST',
  url: 'fiu/reports',
  tags,
  permission: TRANSACTIONS_READ,
  body: ReportRequestSchema,
  response: Type.Object({ file: FileItemSchema, transactions: Type.Integer(), message: Type.String() }),
});

/** Texts of reports from stored transactions. */
export const REPORT_MESSAGES = {
  oneSelection: 'Choose one selection: an import, a period (from and to, optionally a client) or transaction ids',
  clientWithPeriod: 'A client narrows a period: give from and to with it',
  fromAndTo: 'A period needs both from and to',
  notADay: (day: string) => `${day} is not a date of the calendar`,
  fromAfterTo: 'from is after to',
  unknownCurrency: (code: string) => `Unknown currency code "${code}" for this schema`,
  swift: 'Our institution SWIFT/BIC: 8 or 11 characters, upper case',
  lkSwift: 'FIU Sri Lanka accepts only a Sri Lankan BIC (letters 5 and 6 "LK") for our institution',
  lkInstitution: 'FIU Sri Lanka accepts an institution name of 3 or more letters, digits and simple punctuation',
  asciiOnly: (field: string) => `FIU Sri Lanka accepts only plain ASCII text in ${field}`,
  transmodeComment: 'This schema requires a one-character conduction comment (transmode_comment)',
  noTransmodeComment: 'This schema has no conduction comment',
  clientNotFound: 'Client not found',
  emptySelection: 'The selection holds no stored transaction',
  queued: (n: number) => `Report of ${n} ${n === 1 ? 'transaction' : 'transactions'} started`,
} as const;
