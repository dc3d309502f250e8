import { DOSSIER_MESSAGES as M } from './messages.ts';
import {
  ACCOUNT_HOLDER_TYPES,
  COMPANY_TYPES,
  LOCATION_TYPES,
  type AccountHolderType,
  type CompanyType,
  type LocationType,
} from './options.ts';
import type { FieldError } from '@app/core/shared';

export interface CreateCompanyInput {
  name?: string | null;
  company_type?: string | null;
  location_type?: string | null;
  account_holder_type?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}
export type ValidCompany =
  | { company_type: 'corporate'; name: string; location_type: LocationType }
  | { company_type: 'account_holder'; first_name: string; last_name: string; account_holder_type: AccountHolderType };

const blank = (v: string | null | undefined) => !v || !v.trim();
const isOneOf = <T extends readonly string[]>(list: T, v: unknown): v is T[number] =>
  typeof v === 'string' && list.includes(v);

/**
 * 'Add New Client' [001:459]: corporate needs a name and the company type (Onshore/Offshore, i.e.
 * `location_type`); an account holder needs first name, last name and client type. A missing or
 * unknown `company_type` is 'Client Type type is required' (ADR 0026).
 */
export function validateNewCompany(input: CreateCompanyInput): { errors: FieldError[]; company?: ValidCompany } {
  if (!isOneOf(COMPANY_TYPES, input.company_type))
    return { errors: [{ field: 'company_type', message: M.clientTypeTypeRequired }] };
  const type: CompanyType = input.company_type;
  const errors: FieldError[] = [];
  if (type === 'corporate') {
    if (blank(input.name)) errors.push({ field: 'name', message: M.nameRequired });
    if (!isOneOf(LOCATION_TYPES, input.location_type))
      errors.push({ field: 'location_type', message: M.companyTypeRequired });
    if (errors.length) return { errors };
    return {
      errors,
      company: {
        company_type: 'corporate',
        name: input.name!.trim(),
        location_type: input.location_type as LocationType,
      },
    };
  }
  if (blank(input.first_name)) errors.push({ field: 'first_name', message: M.firstNameRequired });
  if (blank(input.last_name)) errors.push({ field: 'last_name', message: M.lastNameRequired });
  if (!isOneOf(ACCOUNT_HOLDER_TYPES, input.account_holder_type))
    errors.push({ field: 'account_holder_type', message: M.clientTypeRequired });
  if (errors.length) return { errors };
  return {
    errors,
    company: {
      company_type: 'account_holder',
      first_name: input.first_name!.trim(),
      last_name: input.last_name!.trim(),
      account_holder_type: input.account_holder_type as AccountHolderType,
    },
  };
}
