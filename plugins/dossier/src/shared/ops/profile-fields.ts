import type { FieldError } from '@app/core/shared';
import { effective, type Field } from '../fields.ts';

/** Transaction profile bands of 001:164–166 and 483–487 (values as the seed writes them). */
export const TRANSACTION_VALUE_BANDS = [
  'less_than_3_000',
  '3_001_10_000',
  '10_001_50_000',
  'more_than_50_000',
] as const;
export const MONTHLY_TURNOVER_BANDS = [
  'less_than_10_000',
  '10_001_50_000',
  '50_001_100_000',
  'more_than_100_000',
] as const;
export const MONTHLY_FREQUENCY_BANDS = ['less_than_10', '11_50', '51_100', 'more_than_100'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;

export const BAND_LABELS: Record<string, string> = {
  less_than_3_000: 'Less than 3,000',
  '3_001_10_000': '3,001 to 10,000',
  '10_001_50_000': '10,001 to 50,000',
  more_than_50_000: 'More than 50,000',
  less_than_10_000: 'Less than 10,000',
  '50_001_100_000': '50,001 to 100,000',
  more_than_100_000: 'More than 100,000',
  less_than_10: 'Up to 10',
  '11_50': '11 to 50',
  '51_100': '51 to 100',
  more_than_100: 'More than 100',
};

type Def =
  | { label: string; kind: 'text'; max: number; required?: boolean }
  | { label: string; kind: 'enum'; values: readonly string[] };
const text = (label: string, max: number, required = false): Def => ({ label, kind: 'text', max, required });
const band = (label: string, values: readonly string[]): Def => ({ label, kind: 'enum', values });

/**
 * The editable fields of a transaction profile [001:162–168]; `account_number` is the reference to the
 * profile's account (fixed at creation, ADR 0038). The first counterparty of each direction is mandatory.
 */
export const PROFILE_FIELDS = {
  name_bank: text('Name of the bank', 200),
  currency: band('Currency', CURRENCIES),
  expected_transaction_incoming_info: text('Expected incoming payments from (countries)', 1000),
  expected_transaction_outgoing_info: text('Expected outgoing payments to (countries)', 1000),
  transaction_value_incoming: band('Average incoming transaction value', TRANSACTION_VALUE_BANDS),
  transaction_value_outgoing: band('Average outgoing transaction value', TRANSACTION_VALUE_BANDS),
  monthly_turnover_incoming: band('Monthly incoming turnover', MONTHLY_TURNOVER_BANDS),
  monthly_turnover_outgoing: band('Monthly outgoing turnover', MONTHLY_TURNOVER_BANDS),
  monthly_frequency_of_transaction_incoming: band('Monthly incoming transactions', MONTHLY_FREQUENCY_BANDS),
  monthly_frequency_of_transaction_outgoing: band('Monthly outgoing transactions', MONTHLY_FREQUENCY_BANDS),
  incoming_counterparty: text('Incoming counterparty 1', 200, true),
  incoming_counterparty_2: text('Incoming counterparty 2', 200),
  incoming_counterparty_3: text('Incoming counterparty 3', 200),
  outgoing_counterparty: text('Outgoing counterparty 1', 200, true),
  outgoing_counterparty_2: text('Outgoing counterparty 2', 200),
  outgoing_counterparty_3: text('Outgoing counterparty 3', 200),
  comments: text('Comments', 5000),
} as const satisfies Record<string, Def>;
export type ProfileField = keyof typeof PROFILE_FIELDS;
export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FIELDS) as ProfileField[];
export type ProfileValues = Partial<Record<ProfileField, string | null>>;

export const OPS_MESSAGES = {
  counterpartyRequired: 'Counterparty name is required',
  chooseOption: (label: string, values: readonly string[]) =>
    `${label}: choose one of ${values.map((v) => BAND_LABELS[v] ?? v).join(', ')}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  accountNumberFixed: 'The account of a transaction profile cannot be changed; add a new account number instead',
  accountNumberLength: 'Account number must be 1 to 64 characters',
  accountNumberAdded: (label: string) => `${label} added successfully`,
  profileNotFound: 'Transaction profile not found',
  accountNumberNotFound: 'Account number not found',
  saved: 'Data saved successfully',
  nothingToSave: 'Nothing to save',
  profileError: 'There was an error during transaction profile.\nPlease try again or contact the support',
  accountNumberError: 'There was an error during account number.\nPlease try again or contact the support',
} as const;

/**
 * Checks a proposed profile change against the profile as the maker sees it (pending values
 * preferred): bands from their lists, lengths, and both first counterparties present afterwards.
 */
export function validateProfile(
  proposed: Record<string, unknown>,
  current: Record<string, Field | undefined> = {},
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(proposed)) {
    const def = (PROFILE_FIELDS as Record<string, Def>)[name];
    if (!def || value === null || value === undefined || value === '') continue;
    if (typeof value !== 'string')
      errors.push({
        field: name,
        message:
          def.kind === 'enum'
            ? OPS_MESSAGES.chooseOption(def.label, def.values)
            : OPS_MESSAGES.tooLong(def.label, def.max),
      });
    else if (def.kind === 'enum' && !def.values.includes(value))
      errors.push({ field: name, message: OPS_MESSAGES.chooseOption(def.label, def.values) });
    else if (def.kind === 'text' && value.length > def.max)
      errors.push({ field: name, message: OPS_MESSAGES.tooLong(def.label, def.max) });
  }
  for (const name of ['outgoing_counterparty', 'incoming_counterparty'] as const) {
    const after = name in proposed ? proposed[name] : effective(current[name]);
    if (typeof after !== 'string' || !after.trim())
      errors.push({ field: name, message: OPS_MESSAGES.counterpartyRequired });
  }
  return errors;
}

/** Trims text values; blank becomes null. */
export const cleanProfileValues = (values: Record<string, unknown>): ProfileValues =>
  Object.fromEntries(
    PROFILE_FIELD_NAMES.filter((f) => values[f] !== undefined).map((f) => {
      const v = values[f];
      return [f, typeof v === 'string' ? v.trim() || null : (v as null)];
    }),
  );
