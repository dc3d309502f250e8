import { ELEMENT_FIELD_KIND, RICH_TEXT_FIELDS, YES_NO_FIELDS } from './constants.ts';

export const VALUE_MESSAGES = {
  yesNo: 'Please choose YES or NO',
  date: 'Please provide a valid date',
  email: 'Please provide a valid email',
  percent: 'Please provide a percentage from 0 to 100',
  identity: 'Please choose ID Card or Driver License',
  tooLong: 'The text is too long',
} as const;

const DATE_FIELDS = new Set([
  'date_when_signed',
  ...Object.entries(ELEMENT_FIELD_KIND)
    .filter(([, k]) => k === 'date')
    .map(([f]) => f),
]);
const YES_NO = new Set<string>([...YES_NO_FIELDS, 'is_relevant', 'politically_exposed_person']);
const EMAILS = new Set(['compliance_officer_email', 'contact_email_address']);

const validDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Normalises one answer (trim, '' → null) or returns the message that refuses it. */
export function normaliseValue(field: string, raw: unknown): { value: string | number | null } | { error: string } {
  if (raw === null || raw === undefined) return { value: null };
  if (field === 'amount_of_shares_holding') {
    if (typeof raw === 'string' && !raw.trim()) return { value: null };
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    return Number.isFinite(n) && n >= 0 && n <= 100 ? { value: n } : { error: VALUE_MESSAGES.percent };
  }
  const text = String(raw).trim();
  if (!text) return { value: null };
  if (text.length > (RICH_TEXT_FIELDS.includes(field) ? 20000 : 1000)) return { error: VALUE_MESSAGES.tooLong };
  if (YES_NO.has(field)) return text === 'YES' || text === 'NO' ? { value: text } : { error: VALUE_MESSAGES.yesNo };
  if (DATE_FIELDS.has(field)) return validDate(text) ? { value: text } : { error: VALUE_MESSAGES.date };
  if (EMAILS.has(field))
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? { value: text } : { error: VALUE_MESSAGES.email };
  if (field === 'identity_document')
    return text === 'id_card' || text === 'driver_license' ? { value: text } : { error: VALUE_MESSAGES.identity };
  return { value: text };
}
