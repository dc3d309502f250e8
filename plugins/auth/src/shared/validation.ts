import { MESSAGES } from './messages.ts';

/** Client-side mirrors of the server rules, so the UI shows the same seed messages before a call. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const validateEmail = (v: string) => (EMAIL.test(v.trim()) ? null : MESSAGES.invalidEmail);
export const validatePassword = (v: string) => (v.length >= 6 && v.length <= 30 ? null : MESSAGES.passwordLength);
export const validateUsername = (v: string) =>
  v.trim().length >= 3 && v.length <= 20 ? null : MESSAGES.usernameLength;

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Seed 000 §5 change-password rules, in the seed's order; null when valid. */
export function validateChangePassword(
  v: ChangePasswordInput,
): { field: keyof ChangePasswordInput; message: string } | null {
  if (!v.currentPassword) return { field: 'currentPassword', message: MESSAGES.currentPasswordRequired };
  if (v.newPassword.length < 8) return { field: 'newPassword', message: MESSAGES.newPasswordLength };
  if (v.newPassword.length > 30) return { field: 'newPassword', message: MESSAGES.passwordTooLong };
  if (v.newPassword === v.currentPassword) return { field: 'newPassword', message: MESSAGES.newPasswordSame };
  if (v.newPassword !== v.confirmPassword) return { field: 'confirmPassword', message: MESSAGES.passwordsDoNotMatch };
  return null;
}

export function validateResetPassword(password: string, confirm: string): string | null {
  if (!password) return MESSAGES.passwordRequired;
  if (password.length < 8) return MESSAGES.newPasswordLength;
  if (password.length > 30) return MESSAGES.passwordTooLong;
  if (password !== confirm) return MESSAGES.passwordsDoNotMatch;
  return null;
}

/** Contact-form limits the storage and the mail really take (auth_attempt.email and the outbox subject are the tight ones). */
export const CONTACT_LIMITS = { name: 200, email: 254, companyName: 200, message: 5000 } as const;

export function contactFormComplete(v: { name: string; email: string; companyName: string; message: string }): boolean {
  return [v.name, v.email, v.companyName, v.message].every((s) => s.trim().length > 0);
}

/** 14-character password of letters and digits (seed 000 §5), from a CSPRNG. */
export function generatePassword(length = 14): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint32Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => chars[b % chars.length]).join('');
}
