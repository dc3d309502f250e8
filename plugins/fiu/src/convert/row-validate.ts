import { TARGET_FIELDS, type TargetField } from '../shared/fields.ts';
import type { ErrorKind } from '../shared/error-kinds.ts';
import { ROW_REASONS as R } from '../shared/messages.ts';
import { SWIFT_BIC } from '../shared/validation-helpers.ts';
import type { Lookups } from './schemas.ts';

/** One transaction in goAML terms, every value already checked (strings as they go into the XML). */
export type Transaction = Record<string, string>;

/** `kind` is set when the row is kept in Saved info (from the reason: the hot path does not compute it). */
export interface RowError {
  row: number;
  column: string;
  field: string;
  reason: string;
  kind?: ErrorKind;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
const RATE = /^\d{1,10}(\.\d{1,8})?$/;
const ACCOUNT = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const IBAN_LIKE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

const pad = (n: number) => String(n).padStart(2, '0');

const daysIn = (y: number, mo: number) =>
  mo === 2
    ? y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
      ? 29
      : 28
    : mo === 4 || mo === 6 || mo === 9 || mo === 11
      ? 30
      : 31;
const num = (s: string | undefined) => (s === undefined ? 0 : Number(s));

/** A calendar date (and time) in ISO or DD.MM.YYYY form -> goAML `YYYY-MM-DDTHH:mm:ss`; other forms are refused, never guessed. */
export function parseDate(raw: string, now = new Date()): { value: string } | { reason: string } {
  // numbers and arithmetic only (no arrays, no Date object): this runs twice for each of a million rows
  const iso = ISO.exec(raw);
  const dotted = iso ? null : DOTTED.exec(raw);
  const m = iso ?? dotted;
  if (!m) return { reason: R.dateFormat };
  const y = num(iso ? m[1] : m[3]);
  const mo = num(m[2]);
  const d = num(iso ? m[3] : m[1]);
  const h = num(m[4]);
  const mi = num(m[5]);
  const s = num(m[6]);
  if (y < 1900 || mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 59)
    return { reason: R.dateInvalid };
  if (Date.UTC(y, mo - 1, d, h, mi, s) > now.getTime() + 86_400_000) return { reason: R.dateFuture };
  if (iso && raw.length === 19 && raw[10] === 'T') return { value: raw }; // already the goAML form
  return { value: `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}` };
}

/** XML 1.0 forbids control characters other than tab and line breaks. */
function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

/** ISO 13616 mod-97 check: letters count as two digits (A = 10 … Z = 35). */
function ibanOk(iban: string): boolean {
  let rest = 0;
  for (let k = 0; k < iban.length; k++) {
    const c = iban.charCodeAt((k + 4) % iban.length);
    rest = c >= 65 ? (rest * 100 + (c - 55)) % 97 : (rest * 10 + (c - 48)) % 97;
  }
  return rest === 1;
}

/** A close code in the lookup list, offered as a suggestion only (the value is not changed). */
function suggestion(value: string, allowed: Set<string>): string {
  const up = value.trim().toUpperCase();
  return up !== value && allowed.has(up) ? ` (did you mean ${up}?)` : '';
}

const LOOKUP_TYPE = {
  country: 'country_type',
  currency: 'currency_type',
  funds: 'funds_type',
  transmode: 'conduction_type',
} as const;
const FX_FIELDS = ['foreign_currency_code', 'foreign_amount', 'foreign_exchange_rate'] as const;

/** A refused value: the reason goes to the row's error list. */
interface Refused {
  reason: string;
}

/** The checked value as it goes into the XML (a plain string: no object per cell), or why it is refused. */
function checkField(
  field: TargetField,
  raw: string,
  lookups: Lookups,
  now: Date,
  accountPattern?: RegExp | null,
): string | Refused {
  switch (field.kind) {
    case 'date': {
      const date = parseDate(raw, now);
      return 'value' in date ? date.value : date;
    }
    case 'amount':
      if (raw.startsWith('-')) return { reason: R.amountNegative };
      if (/^\d+,\d{1,2}$/.test(raw)) return { reason: R.amountComma(raw.replace(',', '.')) };
      if (!AMOUNT.test(raw)) return { reason: R.amountFormat };
      if (Number(raw) === 0) return { reason: R.amountZero };
      return raw;
    case 'rate':
      return RATE.test(raw) && Number(raw) > 0 ? raw : { reason: R.rateFormat };
    case 'country':
    case 'currency':
    case 'funds':
    case 'transmode': {
      const allowed = lookups.values(LOOKUP_TYPE[field.kind]);
      return allowed.has(raw) ? raw : { reason: R.unknownCode(field.kind, raw) + suggestion(raw, allowed) };
    }
    case 'swift':
      return SWIFT_BIC.test(raw) ? raw : { reason: R.swiftFormat };
    case 'account':
      if (raw.length > field.max || !ACCOUNT.test(raw) || (accountPattern && !accountPattern.test(raw)))
        return { reason: accountPattern ? R.accountFormatSchema : R.accountFormat };
      if (IBAN_LIKE.test(raw) && !ibanOk(raw)) return { reason: R.ibanChecksum };
      return raw;
    default:
      if (field.max && raw.length > field.max) return { reason: R.tooLong(field.max) };
      if (hasControlChars(raw)) return { reason: R.controlChars };
      return raw;
  }
}

export interface RowRules {
  lookups: Lookups;
  transmodeCommentRequired: boolean;
  accountPattern?: RegExp | null;
  now?: Date;
}

/**
 * Checks one row (goAML field -> raw cell text) and returns the transaction or every error of the
 * row. Values are trimmed of surrounding spaces and otherwise used as given: never repaired.
 */
export function validateRow(
  row: number,
  values: Record<string, string>,
  columnOf: (field: string) => string,
  rules: RowRules,
): { tx: Transaction } | { errors: RowError[] } {
  const now = rules.now ?? new Date();
  const tx: Transaction = {};
  const errors: RowError[] = [];
  // no closures per row: this runs a million times per large export
  for (const field of TARGET_FIELDS) {
    const raw = (values[field.key] ?? '').trim();
    const required = field.required || (field.key === 'transmode_comment' && rules.transmodeCommentRequired);
    if (!raw) {
      if (required) errors.push({ row, column: columnOf(field.key), field: field.key, reason: R.required });
      continue;
    }
    const checked = checkField(field, raw, rules.lookups, now, rules.accountPattern);
    if (typeof checked === 'string') tx[field.key] = checked;
    else errors.push({ row, column: columnOf(field.key), field: field.key, reason: checked.reason });
  }
  const count =
    Number(filled(values, FX_FIELDS[0])) + Number(filled(values, FX_FIELDS[1])) + Number(filled(values, FX_FIELDS[2]));
  if (count && count < FX_FIELDS.length) {
    for (const k of FX_FIELDS)
      if (!filled(values, k)) errors.push({ row, column: columnOf(k), field: k, reason: R.foreignIncomplete });
  }
  return errors.length ? { errors } : { tx };
}

function filled(values: Record<string, string>, key: string): boolean {
  return (values[key] ?? '').trim() !== '';
}
