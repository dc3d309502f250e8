import type { FieldError } from '@app/core/shared';

/**
 * Field checks of persons and legal entities [001:345–356] and the add dialogs [001:321–331]. Kept
 * small on purpose: the generic validators of 002 §5 (rules area) can replace the `check*` helpers.
 * Seed texts are kept as written; where the seed has none, the message follows its style (ADR 0030).
 */
export const PEOPLE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  locationRequired: 'Location type is required',
  directorTypeRequired: 'Director type is required',
  percentRequired: 'Percentage of shares held is required',
  shareholderTypeRequired: 'Shareholder type is required',
  percentMax: 'Percentage of shares held must be less than 100',
  percentMin: 'Percentage of shares held must be greater than 0',
  percentRemaining: (remaining: string) => `Percentage of shares held must be less than ${remaining}%`,
  name: 'Name should be from 3 to 20 characters long',
  address: 'Address should be from 15 to 100 characters long',
  dateIssuedFuture: 'Date Issued cannot be in the future',
  dateExpiryPast: 'Date Expiry cannot be in the past',
  // Ours (the seed gives the rule, not the text)
  passport: 'Passport number should be at least 5 characters long',
  secondDocument: 'Document number should be at least 5 characters long',
  tin: 'TIN should be exactly 10 digits',
  city: 'City should be from 3 to 255 characters long',
  zip: 'Zip should be exactly 5 characters long',
  title: 'Choose a title: Director, Secretary, MD or Registered Agent',
  birthDate: 'Birth date is not valid (year 1930 to 2005)',
  entityName: 'Entity name should be from 8 to 200 characters long',
  date: 'Enter a date as YYYY-MM-DD',
  choice: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}`,
  mdOwnerAboveTen: 'Only owners of more than 10% are listed for a managing director',
} as const;

export const PERSON_TITLES = ['Director', 'Secretary', 'MD', 'Registered Agent'] as const;
export const SECOND_ID_TYPES = ['id_card', 'driver_license'] as const;
export const SECOND_ID_LABELS: Record<(typeof SECOND_ID_TYPES)[number], string> = {
  id_card: 'ID Card',
  driver_license: 'Driver License',
};
export const SHAREHOLDER_TYPES = ['person', 'entity'] as const;
export type ShareholderType = (typeof SHAREHOLDER_TYPES)[number];
export const SHAREHOLDER_TYPE_LABELS: Record<ShareholderType, string> = { person: 'Individual', entity: 'Corporate' };
export const DIRECTOR_TYPE_LABELS: Record<ShareholderType, string> = { person: 'Individual', entity: 'Legal entity' };
export const ORIGIN_LABELS = { local: 'Resident', abroad: 'Non-resident' } as const;
/** Natural persons at or above this effective ownership are UBOs (002 §9, ADR 0030). */
export const UBO_THRESHOLD = 25;
/** A managing director's shareholders block lists owners above this share [001:469]. */
export const MD_OWNER_THRESHOLD = 10;

export const PERSON_FIELD_NAMES = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'placeofBirth',
  'passportNumber',
  'passportCountry',
  'dateIssued',
  'dateExpiry',
  'tinNumber',
  'address_line_1',
  'address_line_2',
  'address_date_issues',
  'city',
  'address_country',
  'zip',
  'location_type',
  'percentage_held',
  'title',
  'secondPassportType',
  'secondPassportNumber',
  'secondPassportCountry',
  'secondDateIssued',
  'secondDateExpiry',
] as const;
export type PersonField = (typeof PERSON_FIELD_NAMES)[number];
export const ENTITY_FIELD_NAMES = [
  'name',
  'supervised',
  'location_type',
  'address_line_1',
  'address_line_2',
  'city',
  'address_country',
  'zip',
] as const;
export type EntityField = (typeof ENTITY_FIELD_NAMES)[number];

export const PERSON_LABELS: Record<PersonField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  dateOfBirth: 'Date of Birth',
  placeofBirth: 'Place of Birth',
  passportNumber: 'Passport Number',
  passportCountry: 'Passport Country',
  dateIssued: 'Date Issued',
  dateExpiry: 'Date Expiry',
  tinNumber: 'TIN',
  address_line_1: 'Address Line 1',
  address_line_2: 'Address Line 2',
  address_date_issues: 'Proof of Address Date',
  city: 'City',
  address_country: 'Country',
  zip: 'Zip',
  location_type: 'Origin',
  percentage_held: 'Percentage held',
  title: 'Title',
  secondPassportType: 'Second ID Type',
  secondPassportNumber: 'Second ID Number',
  secondPassportCountry: 'Second ID Country',
  secondDateIssued: 'Second ID Date Issued',
  secondDateExpiry: 'Second ID Date Expiry',
};
export const ENTITY_LABELS: Record<EntityField, string> = {
  name: 'Company Name',
  supervised: 'Supervised',
  location_type: 'Origin',
  address_line_1: 'Address Line 1',
  address_line_2: 'Address Line 2',
  city: 'City',
  address_country: 'Country',
  zip: 'Zip',
};

type Values = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const present = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayOf = (v: string) => {
  const m = ISO.exec(v);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate() ? { y, mo, d } : null;
};
const todayIso = (now: Date) => now.toISOString().slice(0, 10);

export const checkLength = (min: number, max: number, message: string) => (v: unknown) =>
  str(v).length >= min && str(v).length <= max ? null : message;
export const checkDate = (v: unknown) => (dayOf(str(v)) ? null : PEOPLE_MESSAGES.date);
export const checkNotFuture = (v: unknown, now = new Date()) =>
  checkDate(v) ?? (str(v) > todayIso(now) ? PEOPLE_MESSAGES.dateIssuedFuture : null);
export const checkNotPast = (v: unknown, now = new Date()) =>
  checkDate(v) ?? (str(v) < todayIso(now) ? PEOPLE_MESSAGES.dateExpiryPast : null);
export const checkBirthDate = (v: unknown) => {
  const d = dayOf(str(v));
  return d && d.y >= 1930 && d.y <= 2005 ? null : PEOPLE_MESSAGES.birthDate;
};
const oneOf = (label: string, values: readonly string[]) => (v: unknown) =>
  values.includes(str(v)) ? null : PEOPLE_MESSAGES.choice(label, values);
const M = PEOPLE_MESSAGES;

const PERSON_CHECKS: Partial<Record<PersonField, (v: unknown, now: Date) => string | null>> = {
  firstName: checkLength(3, 20, M.name),
  lastName: checkLength(3, 20, M.name),
  dateOfBirth: checkBirthDate,
  passportNumber: checkLength(5, 50, M.passport),
  secondPassportNumber: checkLength(5, 50, M.secondDocument),
  tinNumber: (v) => (/^\d{10}$/.test(str(v)) ? null : M.tin),
  dateIssued: checkNotFuture,
  secondDateIssued: checkNotFuture,
  address_date_issues: checkNotFuture,
  dateExpiry: checkNotPast,
  secondDateExpiry: checkNotPast,
  address_line_1: checkLength(15, 100, M.address),
  address_line_2: checkLength(15, 100, M.address),
  city: checkLength(3, 255, M.city),
  zip: checkLength(5, 5, M.zip),
  title: oneOf('Title', PERSON_TITLES),
  location_type: oneOf('Origin', ['local', 'abroad']),
  secondPassportType: oneOf('Second ID Type', SECOND_ID_TYPES),
  placeofBirth: checkLength(1, 100, M.city),
  passportCountry: checkLength(2, 100, M.choice('Country', ['a country of the list'])),
  address_country: checkLength(2, 100, M.choice('Country', ['a country of the list'])),
  secondPassportCountry: checkLength(2, 100, M.choice('Country', ['a country of the list'])),
};

const ENTITY_CHECKS: Partial<Record<EntityField, (v: unknown) => string | null>> = {
  name: checkLength(8, 200, M.entityName),
  location_type: oneOf('Origin', ['local', 'abroad']),
  address_line_1: checkLength(15, 100, M.address),
  address_line_2: checkLength(15, 100, M.address),
  city: checkLength(3, 255, M.city),
  zip: checkLength(5, 5, M.zip),
  address_country: checkLength(2, 100, M.choice('Country', ['a country of the list'])),
  supervised: (v) => (typeof v === 'boolean' ? null : M.choice('Supervised', ['Yes', 'No'])),
};

/** The percentage rules of a share: required, above 0, at most 100, at most what remains. */
export function checkPercent(v: unknown, remaining = 100): string | null {
  if (!present(v)) return M.percentRequired;
  const n = Number(v);
  if (!Number.isFinite(n)) return M.percentRequired;
  if (n <= 0) return M.percentMin;
  if (n > 100) return M.percentMax;
  if (n > remaining + 1e-9) return M.percentRemaining(formatPercent(remaining));
  return null;
}

export const formatPercent = (n: number) => String(Math.round(n * 100) / 100);
/** '{n}% remaining' [001:468]. */
export const remainingLabel = (remaining: number) => `${formatPercent(Math.max(0, remaining))}% remaining`;

/** Checks the given values of a person (only fields that are set; clearing is allowed except names on creation). */
export function validatePersonValues(values: Values, opts: { creating?: boolean; now?: Date } = {}): FieldError[] {
  const now = opts.now ?? new Date();
  const errors: FieldError[] = [];
  if (opts.creating || 'firstName' in values)
    if (!present(values.firstName)) errors.push({ field: 'firstName', message: M.firstNameRequired });
  if (opts.creating || 'lastName' in values)
    if (!present(values.lastName)) errors.push({ field: 'lastName', message: M.lastNameRequired });
  for (const [field, check] of Object.entries(PERSON_CHECKS) as [
    PersonField,
    (v: unknown, now: Date) => string | null,
  ][]) {
    if (!present(values[field]) || errors.some((e) => e.field === field)) continue;
    const message = check(values[field], now);
    if (message) errors.push({ field, message });
  }
  if (present(values.percentage_held)) {
    const message = checkPercent(values.percentage_held);
    if (message) errors.push({ field: 'percentage_held', message });
  }
  return errors;
}

export function validateEntityValues(values: Values, opts: { creating?: boolean } = {}): FieldError[] {
  const errors: FieldError[] = [];
  if ((opts.creating || 'name' in values) && !present(values.name))
    errors.push({ field: 'name', message: M.companyNameRequired });
  for (const [field, check] of Object.entries(ENTITY_CHECKS) as [EntityField, (v: unknown) => string | null][]) {
    if (!present(values[field]) || errors.some((e) => e.field === field)) continue;
    const message = check(values[field]);
    if (message) errors.push({ field, message });
  }
  return errors;
}
