import { parseDateFormat, type DateToken } from '../shared/mapping.ts';

/**
 * The value parsers of the mapping engine: decimals and dates. Each returns the model's text or the
 * reason the value is refused — never a repaired value (ADR 0023: no abs(), no guessed dates).
 */
export type ParsedValue = { ok: true; value: string } | { ok: false; reason: string };
const fail = (reason: string): ParsedValue => ({ ok: false, reason });

export interface ParsedDecimal {
  negative: boolean;
  /** The unsigned amount in the model's form: `.` decimal, no grouping, no leading zeros. */
  value: string;
}

/**
 * A decimal with the mapping's decimal mark. Grouping is read only strictly: the other mark
 * (`,` when decimal is `.`, `.` when it is `,`), first group 1–3 digits, then groups of exactly
 * three (`1,234,567.89`; `1.234,56`). Spaces, apostrophes and irregular groups (`12,34.5`) are
 * refused, and so is an amount with the wrong mark (`12,50` when decimal is `.`) — a
 * misdeclared decimal mark shows up as errors in the preview rather than as wrong amounts.
 * A leading `-` or `+` is the sign; the caller decides whether a sign is allowed.
 */
export function makeDecimalParser(mark: '.' | ','): (raw: string) => ParsedDecimal | string {
  const group = mark === '.' ? ',' : '.';
  const g = `\\${group}`;
  const m = `\\${mark}`;
  const plain = new RegExp(`^([-+]?)([0-9]+)(?:${m}([0-9]+))?$`);
  const grouped = new RegExp(`^([-+]?)([0-9]{1,3}(?:${g}[0-9]{3})+)(?:${m}([0-9]+))?$`);
  return (raw) => {
    const match = plain.exec(raw) ?? grouped.exec(raw);
    if (!match) {
      if (mark === '.' && /^[-+]?[0-9]+,[0-9]{1,2}$/.test(raw))
        return `"${raw}" is not a decimal with "." as the decimal mark (is the file's decimal "," ?)`;
      if (mark === ',' && /^[-+]?[0-9]+\.[0-9]{1,2}$/.test(raw))
        return `"${raw}" is not a decimal with "," as the decimal mark (is the file's decimal "." ?)`;
      return `"${raw}" is not a decimal number (decimal mark "${mark}", grouping only as 1${group}234${mark}56)`;
    }
    const whole = match[2]!.replaceAll(group, '').replace(/^0+(?=[0-9])/, '');
    const fraction = match[3];
    return { negative: match[1] === '-', value: fraction === undefined ? whole : `${whole}.${fraction}` };
  };
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Whether y-m-d h:mi:s exists on the calendar and the clock (no 24:00, no leap seconds). */
function realDateTime(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): boolean {
  if (mo < 1 || mo > 12 || d < 1) return false;
  if (d > (mo === 2 && leap(y) ? 29 : DAYS[mo - 1]!)) return false;
  return h <= 23 && mi <= 59 && s <= 59;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pad = (s: string) => s.padStart(2, '0');

/**
 * A date parser for one explicit format (see parseDateFormat). The result is ISO 8601 as the
 * model wants it: `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm[:ss[.S…]]` and the zone as written.
 */
export function makeDateParser(format: string): (raw: string) => ParsedValue {
  const tokens = parseDateFormat(format);
  if (typeof tokens === 'string') throw new Error(`date format "${format}": ${tokens}`);
  const order: DateToken['kind'][] = [];
  let source = '^';
  for (const token of tokens) {
    if (token.kind === 'literal') source += escape(token.text);
    else {
      order.push(token.kind);
      if (token.kind === 'zone') source += '(Z|[+-][0-9]{2}:?[0-9]{2})';
      else source += token.exact ? `([0-9]{${token.digits}})` : '([0-9]{1,2})';
    }
  }
  const pattern = new RegExp(`${source}$`);
  return (raw) => {
    const match = pattern.exec(raw);
    if (!match) return fail(`"${raw}" does not match the date format "${format}"`);
    const part: Partial<Record<DateToken['kind'], string>> = {};
    order.forEach((kind, i) => (part[kind] = match[i + 1]));
    return isoFrom(raw, part);
  };
}

function isoFrom(raw: string, part: Partial<Record<DateToken['kind'], string>>): ParsedValue {
  const [y, mo, d] = [part.year!, pad(part.month!), pad(part.day!)];
  const h = part.hour === undefined ? undefined : pad(part.hour);
  if (!realDateTime(+y, +mo, +d, h ? +h : 0, part.minute ? +part.minute : 0, part.second ? +part.second : 0))
    return fail(`"${raw}" is not a real date or time`);
  let iso = `${y}-${mo}-${d}`;
  if (h !== undefined) {
    iso += `T${h}:${part.minute}`;
    if (part.second !== undefined) iso += `:${part.second}`;
    if (part.fraction !== undefined) iso += `.${part.fraction}`;
    if (part.zone !== undefined) iso += part.zone;
  }
  return { ok: true, value: iso };
}

const ISO =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]{1,6}))?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?$/;

/** A date field without a format under `dates`: ISO 8601 only (as the model reads it), checked on the calendar. */
export function parseIsoDate(raw: string): ParsedValue {
  const m = ISO.exec(raw);
  if (!m)
    return fail(
      `"${raw}" is not an ISO 8601 date (YYYY-MM-DD[THH:mm[:ss]]); give the file's format under "dates" to read it`,
    );
  const [, year, month, day, hour, minute, second, fraction, zone] = m;
  return isoFrom(raw, { year, month, day, hour, minute, second, fraction, zone });
}

/** A date cell of an XLSX sheet (exceljs gives the sheet's wall clock as UTC), as ISO text. */
export function isoOfDateCell(date: Date): string {
  const iso = date.toISOString();
  if (iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10);
  return iso.endsWith('.000Z') ? iso.slice(0, 19) : iso.slice(0, 23);
}

/** A decimal field's value: the parse, then the model's limits; the sign is kept in `signed` for the direction. */
export function decimalOf(
  field: 'amount' | 'amount_local' | 'rate',
  text: string,
  parse: ReturnType<typeof makeDecimalParser>,
  signed: Partial<Record<string, ParsedDecimal>>,
): string | { reason: string } {
  const parsed = parse(text);
  if (typeof parsed === 'string') return { reason: parsed };
  const [whole, fraction = ''] = parsed.value.split('.');
  const [maxWhole, maxFraction] = field === 'rate' ? [12, 10] : [16, 4];
  if (fraction.length > maxFraction) return { reason: `"${text}" has more than ${maxFraction} decimals` };
  if (whole!.length > maxWhole) return { reason: `"${text}" is too large` };
  if (field === 'rate' && parsed.negative) return { reason: `"${text}": a rate is never negative` };
  signed[field] = parsed;
  return parsed.value;
}
