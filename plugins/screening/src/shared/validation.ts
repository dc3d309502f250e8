import { SCREENING_MESSAGES as M } from './messages.ts';

export interface ScreeningFormInput {
  firstname?: string | null;
  surname?: string | null;
  dob?: string | null;
  nationality?: string | null;
}

/**
 * Seed 001 §5 rules: first name ≥ 3 after trimming; surname checked at 3 after trimming although the
 * message says 2 (kept as the seed has it); date of birth and nationality required. With
 * `shortNames` (screening from a dossier person) any non-empty name is accepted.
 */
export function validateScreeningRequest(
  v: ScreeningFormInput,
  opts: { shortNames?: boolean } = {},
): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  // Screening a dossier person: names of one or two letters (Li, Wu, Vu, Do, Yu, Il) are real names.
  const min = opts.shortNames ? 1 : 3;
  if ((v.firstname ?? '').trim().length < min)
    errors.push({ field: 'firstname', message: opts.shortNames ? M.firstNameRequired : M.firstNameLength });
  if ((v.surname ?? '').trim().length < min)
    errors.push({ field: 'surname', message: opts.shortNames ? M.surnameRequired : M.surnameLength });
  if (!(v.dob ?? '').trim()) errors.push({ field: 'dob', message: M.dobRequired });
  if (!(v.nationality ?? '').trim()) errors.push({ field: 'nationality', message: M.nationalityRequired });
  return errors;
}
