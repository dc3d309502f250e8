import { normalizeAccount, type TransactionField } from '../shared/model.ts';

/**
 * Field parsers of SWIFT MT940 (customer statement), per the SWIFT Standards MT category 9 field
 * formats. Each returns a value or a reason; nothing is repaired (ADR 0023): a value the format
 * does not allow is refused with a hint, never rewritten.
 */

/** A refusal may name the model field it would have filled (for the error list's `field`). */
export type Parsed<T> = { ok: T } | { reason: string; value?: string; field?: TransactionField };

export interface SwiftDate {
  y: number;
  m: number;
  d: number;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (y: number, m: number) =>
  m === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0) ? 29 : DAYS[m - 1]!;
const valid = (y: number, m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (date: SwiftDate) => `${date.y}-${pad(date.m)}-${pad(date.d)}`;
const serial = (date: SwiftDate) => Date.UTC(date.y, date.m - 1, date.d) / 86_400_000;

/**
 * `6!n` YYMMDD. The century is not in the format: 00–79 is 20YY and 80–99 is 19YY (the pivot
 * SWIFT users apply; statements from before 1980 are not bank exports we will meet).
 */
export function swiftDate(raw: string): SwiftDate | null {
  if (!/^\d{6}$/.test(raw)) return null;
  const yy = Number(raw.slice(0, 2));
  const date = { y: yy < 80 ? 2000 + yy : 1900 + yy, m: Number(raw.slice(2, 4)), d: Number(raw.slice(4, 6)) };
  return valid(date.y, date.m, date.d) ? date : null;
}

/**
 * `4!n` MMDD entry date of a `:61:` line: its year is the one (value year −1, 0 or +1) that puts it
 * closest to the value date, so a booking on 31 Dec valued 2 Jan (or the reverse) crosses the year.
 * Half a year or more away, the year cannot be told (29 Feb in a year without one): refused.
 */
export function entryDate(value: SwiftDate, mmdd: string): SwiftDate | null {
  const m = Number(mmdd.slice(0, 2));
  const d = Number(mmdd.slice(2, 4));
  let best: SwiftDate | null = null;
  for (const y of [value.y - 1, value.y, value.y + 1]) {
    if (!valid(y, m, d)) continue;
    const candidate = { y, m, d };
    if (!best || Math.abs(serial(candidate) - serial(value)) < Math.abs(serial(best) - serial(value))) best = candidate;
  }
  return best && Math.abs(serial(best) - serial(value)) <= 183 ? best : null;
}

/**
 * `15d`: digits with a mandatory decimal comma and at least one integer digit (`1234,56`,
 * `1234,`; leading zeros as Rabobank pads them). Returned as the model's decimal string. More than
 * four decimals is refused unless the extra ones are zeros (the value is then exactly the same).
 */
export function swiftAmount(raw: string): Parsed<string> {
  const m = /^(\d*),(\d*)$/.exec(raw);
  if (!m) {
    const hint = /^\d+$/.test(raw) ? ` (no decimal comma: write ${raw},)` : /[.']/.test(raw) ? ' (no separators)' : '';
    return { reason: `amount is not a SWIFT amount: digits with one decimal comma${hint}`, value: raw };
  }
  if (m[1] === '') return { reason: `amount has no integer digit (SWIFT requires one, e.g. 0${raw})`, value: raw };
  if (raw.length > 15) return { reason: 'amount is longer than 15 characters', value: raw };
  const int = m[1]!.replace(/^0+(?=\d)/, '');
  let frac = m[2]!;
  if (frac.length > 4) {
    if (/[1-9]/.test(frac.slice(4))) return { reason: 'amount has more than 4 decimals', value: raw };
    frac = frac.slice(0, 4);
  }
  return { ok: frac ? `${int}.${frac}` : int };
}

/** `:60F:`/`:60M:`/`:62F:`… balance: `1!a6!n3!a15d`, mark, date, currency, amount. */
export function balance(raw: string): Parsed<{ currency: string; date: SwiftDate; amount: string }> {
  const m = /^([CD])(\d{6})([A-Z]{3})(.*)$/.exec(raw.trim());
  if (!m) return { reason: 'balance is not D/C mark, YYMMDD date, currency and amount', value: raw };
  const date = swiftDate(m[2]!);
  if (!date) return { reason: `balance date ${m[2]} is not a valid YYMMDD date`, value: raw };
  const amount = swiftAmount(m[4]!);
  if ('reason' in amount) return amount;
  return { ok: { currency: m[3]!, date, amount: amount.ok } };
}

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
export const isBic = (s: string) => BIC.test(s);

/** ISO 13616 check digits (mod 97): tells an IBAN from an IBAN with a currency glued on. */
export function ibanValid(s: string): boolean {
  if (!IBAN.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = ch <= '9' ? ch.charCodeAt(0) - 48 : ch.charCodeAt(0) - 55;
    rest = (v > 9 ? rest * 100 + v : rest * 10 + v) % 97;
  }
  return rest === 1;
}

/**
 * `:25:` account identification (35x). Seen in the wild: a bare IBAN (`NL91ABNA0417164300`), an
 * IBAN followed by the account currency (ING, Deutsche Bank: `DE89370400440532013000EUR`), `BIC/IBAN`
 * and German `BLZ/Kontonummer` (`12345678/0001234567`). The currency is cut only when what is left
 * passes the IBAN check digits and the whole does not; a BIC before `/` is cut only when an IBAN
 * follows. Anything else is kept as given (normalizeAccount): a BLZ/Konto pair is not turned into
 * an IBAN, since German banks have their own IBAN rules for that.
 */
export function accountId(raw: string): Parsed<string> {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (!compact) return { reason: 'account identification is empty', value: raw };
  const slash = compact.indexOf('/');
  if (slash > 0 && isBic(compact.slice(0, slash)) && ibanValid(compact.slice(slash + 1))) {
    return { ok: compact.slice(slash + 1) };
  }
  const suffix = /^(.+)([A-Z]{3})$/.exec(compact);
  if (suffix && !ibanValid(compact) && ibanValid(suffix[1]!)) return { ok: suffix[1]! };
  return { ok: normalizeAccount(raw) };
}

export interface StatementLine {
  value: SwiftDate;
  entry: SwiftDate;
  /** `C`, `D`, `RC` (reversal of a credit: money goes out) or `RD` (reversal of a debit: money comes back). */
  mark: 'C' | 'D' | 'RC' | 'RD';
  direction: 'credit' | 'debit';
  fundsCode: string;
  amount: string;
  /** `N`/`F`/`S` and its 3-character code, e.g. `NTRF`, `FCHG`, `S103`. */
  type: string;
  customerRef: string;
  bankRef: string;
  supplementary: string;
}

/**
 * `:61:` statement line: `6!n[4!n]2a[1!a]15d1!a3!c16x[//16x]` and `[34x]` supplementary details
 * on the next line. The reversal marks keep the money's real movement: RD (a debit undone) is a
 * credit, RC (a credit undone) is a debit; the reader says "reversal" in the description.
 */
export function statementLine(lines: string[]): Parsed<StatementLine> {
  const raw = lines[0]!.trimEnd();
  const m = /^(\d{6})(\d{4})?(RC|RD|C|D)?([A-Z])?([^A-Za-z]*)([A-Za-z])?([A-Z0-9]{0,3})(.*)$/.exec(raw);
  if (!m) return { reason: 'statement line does not start with a YYMMDD value date', value: raw };
  const [, v, e, mark, funds, amountRaw, typeLetter, typeCode, rest] = m;
  const value = swiftDate(v!);
  if (!value) return { reason: `value date ${v} is not a valid YYMMDD date`, value: raw, field: 'value_at' };
  const entry = e ? entryDate(value, e) : value;
  if (!entry)
    return {
      reason: `entry date ${e} is not a MMDD date within half a year of the value date`,
      value: raw,
      field: 'booked_at',
    };
  if (!mark)
    return {
      reason: 'debit/credit mark missing: C, D, RC or RD must follow the dates',
      value: raw,
      field: 'direction',
    };
  const amount = swiftAmount(amountRaw!);
  if ('reason' in amount) return { ...amount, field: 'amount' };
  if (!typeLetter || !'NFS'.includes(typeLetter) || typeCode!.length !== 3) {
    return { reason: 'transaction type must be N, F or S and a 3-character code (e.g. NTRF)', value: raw };
  }
  if (typeLetter === 'S' && !/^\d{3}$/.test(typeCode!)) {
    return { reason: 'transaction type S must be followed by a 3-digit SWIFT message type', value: raw };
  }
  const sep = rest!.indexOf('//');
  const customerRef = sep < 0 ? rest! : rest!.slice(0, sep);
  const bankRef = sep < 0 ? '' : rest!.slice(sep + 2);
  if (!customerRef)
    return {
      reason: 'reference for the account owner missing (NONREF when there is none)',
      value: raw,
      field: 'reference',
    };
  if (customerRef.length > 16)
    return { reason: 'reference for the account owner is longer than 16', value: raw, field: 'reference' };
  if (bankRef.length > 16)
    return { reason: 'bank reference (after //) is longer than 16', value: raw, field: 'reference' };
  if (lines.length > 2) return { reason: 'statement line has more than one supplementary line', value: lines[2] };
  const supplementary = lines[1]?.trimEnd() ?? '';
  if (supplementary.length > 34) return { reason: 'supplementary details are longer than 34', value: supplementary };
  const direction = mark === 'C' || mark === 'RD' ? 'credit' : 'debit';
  return {
    ok: {
      value,
      entry,
      mark: mark as StatementLine['mark'],
      direction,
      fundsCode: funds ?? '',
      amount: amount.ok,
      type: typeLetter + typeCode!,
      customerRef,
      bankRef,
      supplementary,
    },
  };
}
