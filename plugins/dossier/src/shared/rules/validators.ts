import type { FieldError } from '@app/core/shared';
import { helpers, HELPER_MESSAGES } from '@app/plugin-fiu/shared';
import type { DossierObjectWire } from '../objects.ts';
import { DossierTree, type ReadMode } from './dossier-tree.ts';
import { isLocal } from './people-completeness.ts';

/**
 * Field validation of persons and legal entities [001:345–356; 002 §5 table]. The helper rules and
 * texts are the ones of ADR 0024 (`@app/plugin-fiu/shared`, one definition); this module maps them
 * onto the dossier's seed field names and returns `{field, message}` for each failing field.
 */
export const VALIDATION_MESSAGES = { ...HELPER_MESSAGES } as const;

/** Fixed title options [001:176] are accepted as they are ('MD' is shorter than 4, ADR 0034). */
export const TITLE_OPTIONS = ['Director', 'Secretary', 'MD', 'Registered Agent'] as const;

type Values = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const given = (v: unknown) => str(v).trim() !== '';

export interface PersonContext {
  /** `location_type` local: no second ID required [001:350]. */
  local?: boolean;
  now?: Date;
}

/** Errors of a person's values (only the fields present in `values` unless `all`). */
export function validatePerson(values: Values, ctx: PersonContext = {}, all = true): FieldError[] {
  const now = ctx.now ?? new Date();
  const local = ctx.local ?? values.location_type === 'local';
  const out: FieldError[] = [];
  const check = (field: string, message: string | null) => {
    if ((all || field in values) && message) out.push({ field, message });
  };
  check('firstName', helpers.personName(str(values.firstName)));
  check('lastName', helpers.personName(str(values.lastName)));
  check('passportNumber', helpers.passportNumber(str(values.passportNumber)));
  check('tinNumber', helpers.tin(str(values.tinNumber)));
  check('dateIssued', helpers.dateIssued(str(values.dateIssued) || null, now));
  check('dateExpiry', helpers.dateExpiry(str(values.dateExpiry) || null, now));
  check('address_line_1', helpers.personAddressLine(str(values.address_line_1)));
  // address_line_2 is optional [001:173]; when given it follows the line rule (ADR 0034).
  if (given(values.address_line_2)) check('address_line_2', helpers.personAddressLine(str(values.address_line_2)));
  check('city', helpers.city(str(values.city)));
  check('zip', helpers.zip(str(values.zip)));
  check('address_country', helpers.country(str(values.address_country)));
  if (given(values.dateOfBirth) || all) check('dateOfBirth', helpers.birthDate(str(values.dateOfBirth)));
  if (given(values.title) && !(TITLE_OPTIONS as readonly string[]).includes(str(values.title)))
    check('title', helpers.title(str(values.title)));
  for (const f of [
    'secondPassportType',
    'secondPassportCountry',
    'secondDateIssued',
    'secondDateExpiry',
    'secondPassportNumber',
  ])
    check(f, helpers.secondDocument(str(values[f]), local));
  if (given(values.secondPassportNumber))
    check('secondPassportNumber', helpers.passportNumber(str(values.secondPassportNumber)));
  if (given(values.secondDateIssued)) check('secondDateIssued', helpers.dateIssued(str(values.secondDateIssued), now));
  if (given(values.secondDateExpiry)) check('secondDateExpiry', helpers.dateExpiry(str(values.secondDateExpiry), now));
  return dedupe(out);
}

/** Errors of a legal entity's values [001:355]. */
export function validateEntity(values: Values, all = true): FieldError[] {
  const out: FieldError[] = [];
  const check = (field: string, message: string | null) => {
    if ((all || field in values) && message) out.push({ field, message });
  };
  check('name', given(values.name) ? helpers.entityName(str(values.name)) : HELPER_MESSAGES.value);
  check('address_line_1', helpers.entityAddressLine(str(values.address_line_1)));
  if (given(values.address_line_2)) check('address_line_2', helpers.entityAddressLine(str(values.address_line_2)));
  check('city', helpers.city(str(values.city)));
  check('address_country', helpers.country(str(values.address_country)));
  check('zip', helpers.zip(str(values.zip)));
  return dedupe(out);
}

/** Phone: required, 7 to 14 digits (002 §5). */
export const validatePhone = (field: string, value: unknown): FieldError[] => {
  const message = helpers.phone(str(value));
  return message ? [{ field, message }] : [];
};

/** Birth date parts (year 1930–2005, month 1–12, day within the month, leap years) [001:354]. */
export const validateBirthDate = (field: string, value: unknown): FieldError[] => {
  const message = helpers.birthDate(str(value));
  return message ? [{ field, message }] : [];
};

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
}

export interface ObjectFieldError extends FieldError {
  objectId: string;
  objectType: string;
  name: string;
}

/**
 * Validation over all UBOs, MDs, their persons and their legal entities, collecting the messages
 * [001:356; 002:220].
 */
export function validateDossierPeople(
  objects: readonly DossierObjectWire[],
  mode: ReadMode = 'effective',
  now = new Date(),
): ObjectFieldError[] {
  const tree = new DossierTree(objects, mode);
  const valuesOf = (o: DossierObjectWire) =>
    Object.fromEntries(
      Object.keys(o)
        .filter((k) => !k.startsWith('_'))
        .map((k) => [k, tree.value(o, k)]),
    );
  const out: ObjectFieldError[] = [];
  for (const o of [...tree.ofType('person'), ...tree.ofType('legalEntity')]) {
    const errors =
      o.object_type === 'person'
        ? validatePerson(valuesOf(o), { local: isLocal(tree, o), now })
        : validateEntity(valuesOf(o));
    for (const e of errors) out.push({ ...e, objectId: o._id, objectType: o.object_type, name: tree.nameOf(o) });
  }
  return out;
}
