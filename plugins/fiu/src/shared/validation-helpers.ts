/**
 * The field validation helpers of seed 002 §5, one function per table row, each returning the
 * message or null. Shared by the FIU user info and (later) the KYC dossier: import them from
 * `@app/plugin-fiu/shared`. Where the seed gives no text, the message follows the seed's style.
 */
export const HELPER_MESSAGES = {
  idNumber: 'Please provide ID Number',
  idNumberLength: 'ID Number should be at least 9 characters long',
  value: 'Please provide a value',
  dateIssuedFuture: 'Date Issued cannot be in the future',
  dateExpiryPast: 'Date Expiry cannot be in the past',
  email: 'Please provide a valid email',
  organizationId: 'Organization Id should be at least 3 characters long',
  branchName: 'Entity branch name should be from 5 to 255 characters long',
  entityName: 'Entity name should be from 8 to 200 characters long',
  entityAddress: 'Address should be from 15 to 100 characters long',
  city: 'City should be from 3 to 255 characters long',
  country: 'Please select a country',
  zip: 'Zip should be exactly 5 characters long',
  name: 'Name should be from 3 to 20 characters long',
  passport: 'Passport number should be at least 5 characters long',
  tin: 'TIN should be exactly 10 digits',
  address: 'Address should be from 15 to 100 characters long',
  secondDocument: 'Please provide a value',
  title: 'Title should be from 4 to 30 characters long',
  occupation: 'Occupation should be from 3 to 100 characters long',
  stateTown: 'Should be from 3 to 255 characters long',
  named: 'Should be from 3 to 100 characters long',
  phone: 'Phone number is not valid',
  password: 'Password should be from 6 to 30 characters long',
  birthDate: 'Birth date is not valid (year 1930 to 2005)',
} as const;

type Check = (value: string | null | undefined) => string | null;
const M = HELPER_MESSAGES;
const len = (v: string | null | undefined) => (v ?? '').trim().length;
const between =
  (min: number, max: number, message: string, required = true): Check =>
  (v) => {
    const n = len(v);
    if (!n) return required ? M.value : null;
    return n >= min && n <= max ? null : message;
  };
const today = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const asDate = (v: string) => (/^\d{4}-\d{2}-\d{2}/.test(v) ? new Date(`${v.slice(0, 10)}T00:00:00Z`) : null);

/** A real calendar day (leap years included) in the given year range. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    !Number.isInteger(day) ||
    month < 1 ||
    month > 12 ||
    day < 1
  )
    return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const helpers = {
  idNumber: ((v) => (!len(v) ? M.idNumber : len(v) >= 9 ? null : M.idNumberLength)) as Check,
  required: ((v) => (len(v) ? null : M.value)) as Check,
  dateIssued: (v: string | null | undefined, now = new Date()) => {
    const d = v ? asDate(v) : null;
    if (!d) return M.value;
    return d > today(now) ? M.dateIssuedFuture : null;
  },
  dateExpiry: (v: string | null | undefined, now = new Date()) => {
    const d = v ? asDate(v) : null;
    if (!d) return M.value;
    return d < today(now) ? M.dateExpiryPast : null;
  },
  email: ((v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((v ?? '').trim()) ? null : M.email)) as Check,
  organizationId: ((v) => (!len(v) ? M.value : len(v) >= 3 ? null : M.organizationId)) as Check,
  branchName: between(5, 255, M.branchName),
  entityName: between(8, 200, M.entityName, false),
  entityAddressLine: between(15, 100, M.entityAddress),
  city: between(3, 255, M.city),
  country: ((v) => (len(v) ? null : M.country)) as Check,
  zip: ((v) => (!len(v) ? M.value : len(v) === 5 ? null : M.zip)) as Check,
  personName: between(3, 20, M.name),
  passportNumber: ((v) => (!len(v) ? M.value : len(v) >= 5 ? null : M.passport)) as Check,
  tin: ((v) => (!len(v) ? M.value : /^\d{10}$/.test((v ?? '').trim()) ? null : M.tin)) as Check,
  personAddressLine: between(15, 100, M.address),
  /** Second document type, country, issue and expiry date: required unless the person is local. */
  secondDocument: (v: string | null | undefined, isLocal: boolean) => (isLocal || len(v) ? null : M.secondDocument),
  title: between(4, 30, M.title, false),
  occupation: between(3, 100, M.occupation),
  stateTown: between(3, 255, M.stateTown, false),
  namedInput: between(3, 100, M.named, false),
  phone: ((v) => (/^\d{7,14}$/.test((v ?? '').replace(/[\s-]/g, '')) ? null : M.phone)) as Check,
  password: ((v) => ((v ?? '').length >= 6 && (v ?? '').length <= 30 ? null : M.password)) as Check,
  name: between(3, 20, M.name, false),
  /** ISO date (YYYY-MM-DD...) with year 1930 to 2005, month 1 to 12, day within the month. */
  birthDate: ((v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v ?? '');
    if (!m) return M.birthDate;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return y >= 1930 && y <= 2005 && isCalendarDate(y, mo, d) ? null : M.birthDate;
  }) as Check,
};

/** A SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3); upper case. */
export const SWIFT_BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
