import type { FieldError } from '@app/core/shared';
import { YEAR_MIN, yearMax } from '../options.ts';

/** Seed texts of the subsidiary screen [001:452–460] (kept as written) and ours where it is silent. */
export const SUBSIDIARY_MESSAGES = {
  added: (name: string) => `Subsidiary ${name} added successfully`,
  edited: (name: string) => `Subsidiary ${name} edited successfully`,
  deleted: 'Subsidiary has been deleted successfully',
  addError: 'There was an error adding subsidiary.\nPlease try again or contact the support',
  editError: 'There was an error editing subsidiary.\nPlease try again or contact the support',
  listError: 'There was an error loading subsidiaries. Please try again or contact the support',
  listSuffix: '(Subsidiary list)',
  notFound: 'Associated object was not found',
  noData: 'No Data Found',
  // Ours
  nameRequired: 'Subsidiary name is required',
  nameLength: 'Subsidiary name must be 2 to 200 characters',
  yearRequired: 'Last annual account on file is required',
  yearRange: (min: number, max: number) => `Choose a year from ${min} to ${max}`,
  commentLength: 'Comment must be at most 5000 characters',
} as const;

export interface SubsidiaryInput {
  name?: string | null;
  last_annual_account_on_file?: number | string | null;
  comment?: string | null;
}
export interface SubsidiaryValues {
  name: string;
  last_annual_account_on_file: number;
  comment: string | null;
}

/** Name 2–200 characters, year 1990 … this year + 15 (ADR 0026), comment optional. */
export function validateSubsidiary(
  input: SubsidiaryInput,
  now = new Date(),
): { errors: FieldError[]; values: SubsidiaryValues | null } {
  const errors: FieldError[] = [];
  const name = (input.name ?? '').trim();
  if (!name) errors.push({ field: 'name', message: SUBSIDIARY_MESSAGES.nameRequired });
  else if (name.length < 2 || name.length > 200)
    errors.push({ field: 'name', message: SUBSIDIARY_MESSAGES.nameLength });
  const rawYear = input.last_annual_account_on_file;
  const year = rawYear === null || rawYear === undefined || rawYear === '' ? null : Number(rawYear);
  if (year === null) errors.push({ field: 'last_annual_account_on_file', message: SUBSIDIARY_MESSAGES.yearRequired });
  else if (!Number.isInteger(year) || year < YEAR_MIN || year > yearMax(now)) {
    errors.push({
      field: 'last_annual_account_on_file',
      message: SUBSIDIARY_MESSAGES.yearRange(YEAR_MIN, yearMax(now)),
    });
  }
  const comment = (input.comment ?? '').trim();
  if (comment.length > 5000) errors.push({ field: 'comment', message: SUBSIDIARY_MESSAGES.commentLength });
  return {
    errors,
    values: errors.length ? null : { name, last_annual_account_on_file: year!, comment: comment || null },
  };
}
