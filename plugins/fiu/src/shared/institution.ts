import { defineRoute, Type, type Static } from '@app/core/shared';
import { TRANSACTIONS_PUSH, TRANSACTIONS_READ } from '@app/plugin-transactions/shared';
import { COUNTRY_CODES } from './countries.ts';
import { REPORT_MESSAGES } from './report.routes.ts';
import { SWIFT_BIC } from './validation-helpers.ts';

const tags = ['fiu'];

/**
 * Our institution: the organisation's own bank details that every goAML report from stored
 * transactions writes on the customer's side (the bank of the customer accounts) and its local
 * currency. Kept once per organisation so `app fiu report` and `app fiu convert --mapping` need no
 * flags for them; a report request may still give its own (issue 26 §3, ADR 0078 amendment).
 */
export const InstitutionSchema = Type.Object(
  {
    name: Type.String({ maxLength: 255 }),
    swift: Type.String({ maxLength: 11 }),
    currency_code_local: Type.String({ maxLength: 3 }),
    non_bank_institution: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Institution = Static<typeof InstitutionSchema>;

export const InstitutionResponseSchema = Type.Object({
  institution: InstitutionSchema,
  /** Name, SWIFT/BIC and currency are all set. */
  complete: Type.Boolean(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
export type InstitutionResponse = Static<typeof InstitutionResponseSchema>;

export const INSTITUTION_MESSAGES = {
  name: 'Enter the name of our institution (the bank of the customer accounts)',
  swift: REPORT_MESSAGES.swift,
  swiftCountry: 'The SWIFT/BIC names no known country (letters 5 and 6)',
  currency: 'Local currency: a three-letter ISO code such as KES or EUR',
  saved: 'Our institution saved',
  missing: (fields: string[]) =>
    `Our institution has no ${fields.join(', ')}: set it under goAML Report → Our institution (or \`app fiu institution\`), or give it with the report`,
} as const;

export const emptyInstitution = (): Institution => ({
  name: '',
  swift: '',
  currency_code_local: '',
  non_bank_institution: false,
});

/** Trimmed, codes upper-cased: what is validated and saved. */
export const normalizeInstitution = (v: Institution): Institution => ({
  name: v.name.trim(),
  swift: v.swift.trim().toUpperCase(),
  currency_code_local: v.currency_code_local.trim().toUpperCase(),
  non_bank_institution: v.non_bank_institution,
});

/** Every failing field of a normalised institution with its message (all of them, so a form marks each). */
export function validateInstitution(v: Institution): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (!v.name) errors.push({ field: 'name', message: INSTITUTION_MESSAGES.name });
  if (!SWIFT_BIC.test(v.swift)) errors.push({ field: 'swift', message: INSTITUTION_MESSAGES.swift });
  else if (!COUNTRY_CODES.has(v.swift.slice(4, 6)))
    errors.push({ field: 'swift', message: INSTITUTION_MESSAGES.swiftCountry });
  if (!/^[A-Z]{3}$/.test(v.currency_code_local))
    errors.push({ field: 'currency_code_local', message: INSTITUTION_MESSAGES.currency });
  return errors;
}

export const getInstitution = defineRoute({
  operationId: 'getFiuInstitution',
  method: 'GET',
  url: 'fiu/institution',
  tags,
  permission: TRANSACTIONS_READ,
  summary: "Our institution: the organisation's bank name, SWIFT/BIC and local currency for goAML reports",
  response: InstitutionResponseSchema,
});

export const saveInstitution = defineRoute({
  operationId: 'saveFiuInstitution',
  method: 'PUT',
  url: 'fiu/institution',
  tags,
  permission: TRANSACTIONS_PUSH,
  body: InstitutionSchema,
  response: Type.Intersect([Type.Object({ message: Type.String() }), InstitutionResponseSchema]),
});
