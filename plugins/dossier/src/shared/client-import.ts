import { Nullable, Type, type Static } from '@app/core/shared';
import { Literals } from './fields.ts';
import {
  ACCOUNT_HOLDER_LABELS,
  ACCOUNT_HOLDER_TYPES,
  COMPANY_TYPES,
  LOCATION_LABELS,
  LOCATION_TYPES,
  RISK_LEVELS,
  REVIEW_DATE_TYPES,
} from './options.ts';

/**
 * Bulk client import (issue 30 §4, ADR 0072): a CSV of existing clients, checked row by row with
 * create-company's and the dashboard save's own rules, then created as pending creation requests.
 */

/** The documented header set: create-company's fields, the review fields and the account numbers. */
export const IMPORT_COLUMNS = [
  { field: 'company_type', aliases: ['client_kind', 'kind'], help: 'corporate or account_holder (Account Holder)' },
  { field: 'name', aliases: ['company_name', 'client_name', 'company'], help: 'corporate: the company name' },
  {
    field: 'location_type',
    aliases: ['location', 'onshore_offshore'],
    help: 'corporate: local (Onshore) or abroad (Offshore)',
  },
  { field: 'first_name', aliases: ['firstname', 'given_name'], help: 'account holder: first name' },
  { field: 'last_name', aliases: ['lastname', 'surname', 'family_name'], help: 'account holder: last name' },
  {
    field: 'account_holder_type',
    aliases: ['holder_type', 'client_type'],
    help: 'account holder: bank, credit_union, pention (Pension), insurance, player',
  },
  { field: 'risk_level', aliases: ['risk'], help: 'low, medium or high' },
  {
    field: 'previous_review_date',
    aliases: ['last_review_date', 'previous_review', 'last_review'],
    help: 'YYYY-MM-DD',
  },
  {
    field: 'next_review_date_type',
    aliases: ['review_date_type'],
    help: 'automatic (default: next = previous + 3/2/1 years by risk) or manual',
  },
  {
    field: 'next_review_date',
    aliases: ['next_review', 'proposed_review_date'],
    help: 'YYYY-MM-DD; only with next_review_date_type manual, else computed',
  },
  {
    field: 'date_final_compliance_review',
    aliases: ['final_compliance_review_date', 'final_compliance_review'],
    help: 'YYYY-MM-DD',
  },
  {
    field: 'account_numbers',
    aliases: ['account_number', 'accounts', 'account_nos', 'policy_numbers', 'player_ids', 'pension_numbers'],
    help: 'one or more, separated by semicolons in one cell',
  },
] as const;
export type ImportField = (typeof IMPORT_COLUMNS)[number]['field'];
export const IMPORT_FIELDS = IMPORT_COLUMNS.map((c) => c.field) as ImportField[];

/** 'Company Name ' → 'company_name'; a trailing plural s is dropped for lookup. */
export const normalizeHeader = (header: string) =>
  header
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

const HEADER_LOOKUP = new Map<string, ImportField>(
  IMPORT_COLUMNS.flatMap((c) =>
    [c.field, ...c.aliases].flatMap(
      (h) =>
        [
          [h, c.field],
          [h.replace(/s$/, ''), c.field],
        ] as [string, ImportField][],
    ),
  ),
);
/** The import field a header names, or null (the column is ignored). */
export function importFieldOf(header: string): ImportField | null {
  const key = normalizeHeader(header);
  return HEADER_LOOKUP.get(key) ?? HEADER_LOOKUP.get(key.replace(/s$/, '')) ?? null;
}

const option = (values: readonly string[], labels: Record<string, string> = {}) => {
  const byKey = new Map<string, string>();
  for (const v of values) byKey.set(normalizeHeader(v), v);
  for (const [v, label] of Object.entries(labels)) byKey.set(normalizeHeader(label), v);
  return (raw: string) => byKey.get(normalizeHeader(raw)) ?? raw;
};
/** Cell spellings of the option lists (values or their labels, any case) mapped to the stored value; anything else is kept and refused by validation. */
export const IMPORT_OPTIONS: Partial<Record<ImportField, (raw: string) => string>> = {
  company_type: option(COMPANY_TYPES),
  location_type: option(LOCATION_TYPES, LOCATION_LABELS),
  account_holder_type: option(ACCOUNT_HOLDER_TYPES, ACCOUNT_HOLDER_LABELS),
  risk_level: option(RISK_LEVELS),
  next_review_date_type: option(REVIEW_DATE_TYPES),
};

/** Ours (the seed has no import); field rules keep create-company's and the dashboard's messages. */
export const IMPORT_MESSAGES = {
  fileRequired: 'Choose a CSV file to import',
  notUtf8: 'The file is not UTF-8 text; save it as "CSV UTF-8" and try again',
  empty: 'The file has no header row',
  noRows: 'The file has a header but no client rows',
  tooManyRows: (max: number) => `The file has more than ${max.toLocaleString('en')} rows; split it into smaller files`,
  tooLarge: (mb: number) => `The file is larger than ${mb} MB; split it into smaller files`,
  malformed: (line: number, reason: string) => `The file is not valid CSV (line ${line}): ${reason}`,
  duplicateColumn: (field: string, a: string, b: string) => `Columns "${a}" and "${b}" both mean ${field}; keep one`,
  companyTypeColumn: 'The file needs a company_type column (corporate or account_holder)',
  duplicateName: (row: number) => `The same client is on row ${row} of this file`,
  duplicateAccount: (value: string, row: number) => `Account number ${value} is also on row ${row} of this file`,
  existingName: 'A client with this name already exists in your organisation',
  choose: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}`,
  rowsHaveErrors: (n: number) =>
    `${n.toLocaleString('en')} row${n === 1 ? ' has' : 's have'} errors; fix the file, or import only the valid rows`,
  accountsNotAllowed:
    'The file has account numbers, and you may not add account numbers (create_transaction_profile); remove the column or ask an administrator',
  nothingValid: 'No row of the file is valid; nothing to import',
  queued: (n: number) =>
    `Import started: ${n.toLocaleString('en')} client${n === 1 ? '' : 's'} will wait in the Work Flow for a colleague's approval`,
} as const;

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_MB = 10;
/** Preview rows listed in the answer; the counts always cover the whole file. */
export const IMPORT_PREVIEW_ROWS = 500;
export const IMPORT_ERRORS_LISTED = 1000;

const RowError = Type.Object({
  row: Type.Integer(),
  field: Type.String(),
  column: Nullable(Type.String()),
  message: Type.String(),
});
export type ImportRowError = Static<typeof RowError>;
const PlannedClient = Type.Object({
  row: Type.Integer(),
  valid: Type.Boolean(),
  company_type: Nullable(Type.String()),
  /** The name as the client list will show it (corporate name, or first and last name). */
  name: Type.String(),
  location_type: Nullable(Literals(LOCATION_TYPES)),
  account_holder_type: Nullable(Literals(ACCOUNT_HOLDER_TYPES)),
  risk_level: Nullable(Type.String()),
  next_review_date: Nullable(Type.String()),
  account_numbers: Type.Array(Type.String()),
});
export type ImportPlannedClient = Static<typeof PlannedClient>;

export const ImportPreviewSchema = Type.Object({
  rows: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
  delimiter: Type.String(),
  /** Each header of the file and the field it fills (null: ignored). */
  columns: Type.Array(Type.Object({ header: Type.String(), field: Nullable(Type.String()) })),
  errors: Type.Array(RowError),
  errors_total: Type.Integer(),
  warnings: Type.Array(RowError),
  clients: Type.Array(PlannedClient),
});
export type ImportPreview = Static<typeof ImportPreviewSchema>;

/** The result a finished import job carries in `output`. */
export interface ImportJobOutput {
  created: number;
  skipped: number;
  requests: number;
}
