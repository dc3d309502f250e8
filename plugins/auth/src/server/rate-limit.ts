import { tooManyRequests } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '../shared/index.ts';
import { AuthAttemptEntity } from './auth.entities.ts';

/** `maxPerEmail` counts by the attempt's key: an e-mail address, or a user id for signed-in checks. */
export interface Limit {
  kind: string;
  windowSeconds: number;
  maxPerIp: number;
  maxPerEmail: number;
  message?: string;
}

/**
 * Login failures (ADR 0013): 10 per (account, IP) pair and 100 per IP in 15 minutes (an office behind
 * one NAT stays usable); 50 per account from all IPs puts the account "under attack", where only the
 * right password plus a valid second factor, or a reset link, gets in.
 */
export const LOGIN_LIMIT = {
  kind: 'login',
  windowSeconds: 900,
  maxPerIp: 100,
  maxPerPair: 10,
  maxPerAccount: 50,
} as const;
/** Forgot-password requests: 10 per IP per hour (per-account throttle is the 60 s resend timeout). */
export const FORGOT_LIMIT: Limit = { kind: 'forgot', windowSeconds: 3600, maxPerIp: 10, maxPerEmail: 1000 };
export const CONTACT_LIMIT: Limit = { kind: 'contact', windowSeconds: 600, maxPerIp: 5, maxPerEmail: 1000 };
/** Wrong current passwords on change-password, per account. */
export const PASSWORD_LIMIT: Limit = { kind: 'password', windowSeconds: 900, maxPerIp: 1000, maxPerEmail: 5 };
/** Client error reports (public): per IP. */
export const ERROR_REPORT_LIMIT: Limit = { kind: 'error', windowSeconds: 600, maxPerIp: 100, maxPerEmail: 100_000 };
/**
 * Registrations (every attempt counts, successful or not): per IP and per address in an hour.
 * `AUTH_REGISTER_PER_IP_HOUR` raises the per-IP figure for a test rig that registers many organisations.
 */
export const REGISTER_LIMIT: Limit = {
  kind: 'register',
  windowSeconds: 3600,
  maxPerIp: Number(process.env.AUTH_REGISTER_PER_IP_HOUR) || 100,
  maxPerEmail: 5,
};
/** Wrong two-factor codes, per user (keyed by user id) wherever a code is checked. */
export const TOTP_LIMIT: Limit = {
  kind: 'totp',
  windowSeconds: 900,
  maxPerIp: 1000,
  maxPerEmail: 5,
  message: MESSAGES.tooManyCodes,
};
/** "Address taken" answers of user/account/create, per acting user: the answer cannot be used to probe addresses at speed. */
export const TAKEN_LIMIT: Limit = { kind: 'taken', windowSeconds: 3600, maxPerIp: 1000, maxPerEmail: 20 };

const since = (windowSeconds: number) => new Date(Date.now() - windowSeconds * 1000);

/** Seconds until the oldest failure matching `where` leaves the window. */
async function timeoutOf(em: EntityManager, where: Record<string, unknown>, windowSeconds: number): Promise<number> {
  const [oldest] = await em.find(AuthAttemptEntity, where, { orderBy: { createdAt: 'asc' }, limit: 1 });
  return oldest
    ? Math.max(1, Math.ceil((oldest.createdAt.getTime() + windowSeconds * 1000 - Date.now()) / 1000))
    : windowSeconds;
}

const record = async (em: EntityManager, kind: string, ip: string, email: string) => {
  const id = newId();
  await em.insert(AuthAttemptEntity, { id, kind, ip, email, success: false, createdAt: new Date() });
  return id;
};

/**
 * Records the attempt as a failure first and then counts, so concurrent attempts see each other
 * (no window between check and record); throws 429 with `timeout` when over a limit. Call
 * `attemptSucceeded` when the attempt turns out fine.
 */
export async function beginAttempt(em: EntityManager, limit: Limit, ip: string, email: string): Promise<string> {
  const id = await record(em, limit.kind, ip, email);
  const base = { kind: limit.kind, success: false, createdAt: { $gte: since(limit.windowSeconds) } };
  const [byIp, byEmail] = await Promise.all([
    em.count(AuthAttemptEntity, { ...base, ip }),
    em.count(AuthAttemptEntity, { ...base, email }),
  ]);
  if (byIp > limit.maxPerIp || byEmail > limit.maxPerEmail) {
    const timeout = await timeoutOf(
      em,
      { ...base, ...(byEmail > limit.maxPerEmail ? { email } : { ip }) },
      limit.windowSeconds,
    );
    throw tooManyRequests(limit.message ?? MESSAGES.tooManyAttempts, { timeout });
  }
  return id;
}

/**
 * A login attempt: 429 when this IP, or this (account, IP) pair, is over its limit. Failures of the
 * account from every IP only decide `underAttack`; the caller then asks for more than a password.
 */
export async function beginLoginAttempt(
  em: EntityManager,
  ip: string,
  email: string,
): Promise<{ id: string; underAttack: boolean }> {
  const L = LOGIN_LIMIT;
  const id = await record(em, L.kind, ip, email);
  const base = { kind: L.kind, success: false, createdAt: { $gte: since(L.windowSeconds) } };
  const [byIp, byPair, byAccount] = await Promise.all([
    em.count(AuthAttemptEntity, { ...base, ip }),
    em.count(AuthAttemptEntity, { ...base, ip, email }),
    em.count(AuthAttemptEntity, { ...base, email }),
  ]);
  if (byIp > L.maxPerIp || byPair > L.maxPerPair) {
    const timeout = await timeoutOf(em, { ...base, ip, ...(byPair > L.maxPerPair ? { email } : {}) }, L.windowSeconds);
    throw tooManyRequests(MESSAGES.tooManyAttempts, { timeout });
  }
  return { id, underAttack: byAccount > L.maxPerAccount };
}

/** A password reset through the e-mailed link proves the owner: the account's login failures stop counting. */
export async function clearLoginFailures(em: EntityManager, email: string): Promise<void> {
  await em.nativeDelete(AuthAttemptEntity, { kind: LOGIN_LIMIT.kind, email, success: false });
}

export async function attemptSucceeded(em: EntityManager, id: string): Promise<void> {
  await em.nativeUpdate(AuthAttemptEntity, { id }, { success: true });
}
