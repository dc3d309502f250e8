import { SCREENING_MESSAGES as M } from './messages.ts';

export interface ScreeningFormInput { firstname?: string | null; surname?: string | null; dob?: string | null; nationality?: string | null }

/**
 * Seed 001 §5 rules: first name ≥ 3 after trimming; surname checked at 3 after trimming although the
 * message says 2 (kept as the seed has it); date of birth and nationality required.
 */
export function validateScreeningRequest(v: ScreeningFormInput): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if ((v.firstname ?? '').trim().length < 3) errors.push({ field: 'firstname', message: M.firstNameLength });
  if ((v.surname ?? '').trim().length < 3) errors.push({ field: 'surname', message: M.surnameLength });
  if (!(v.dob ?? '').trim()) errors.push({ field: 'dob', message: M.dobRequired });
  if (!(v.nationality ?? '').trim()) errors.push({ field: 'nationality', message: M.nationalityRequired });
  return errors;
}
