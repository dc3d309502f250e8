import { tooManyRequests } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '../shared/index.ts';
import { AuthAttemptEntity } from './auth.entities.ts';

export interface Limit { kind: string; windowSeconds: number; maxPerIp: number; maxPerEmail: number }

/** Login failures: 100 per IP and 10 per account in 15 minutes (an office behind one NAT stays usable). */
export const LOGIN_LIMIT: Limit = { kind: 'login', windowSeconds: 900, maxPerIp: 100, maxPerEmail: 10 };
/** Forgot-password requests: 10 per IP per hour (per-account throttle is the 60 s resend timeout). */
export const FORGOT_LIMIT: Limit = { kind: 'forgot', windowSeconds: 3600, maxPerIp: 10, maxPerEmail: 1000 };
export const CONTACT_LIMIT: Limit = { kind: 'contact', windowSeconds: 600, maxPerIp: 5, maxPerEmail: 1000 };
/** Wrong current passwords on change-password, per account. */
export const PASSWORD_LIMIT: Limit = { kind: 'password', windowSeconds: 900, maxPerIp: 1000, maxPerEmail: 5 };
/** Client error reports (public): per IP. */
export const ERROR_REPORT_LIMIT: Limit = { kind: 'error', windowSeconds: 600, maxPerIp: 100, maxPerEmail: 100_000 };

/**
 * Records the attempt as a failure first and then counts, so concurrent attempts see each other
 * (no window between check and record); throws 429 with `timeout` when over a limit. Call
 * `attemptSucceeded` when the attempt turns out fine.
 */
export async function beginAttempt(em: EntityManager, limit: Limit, ip: string, email: string): Promise<string> {
  const id = newId();
  await em.insert(AuthAttemptEntity, { id, kind: limit.kind, ip, email, success: false, createdAt: new Date() });
  const since = new Date(Date.now() - limit.windowSeconds * 1000);
  const base = { kind: limit.kind, success: false, createdAt: { $gte: since } };
  const [byIp, byEmail] = await Promise.all([em.count(AuthAttemptEntity, { ...base, ip }), em.count(AuthAttemptEntity, { ...base, email })]);
  if (byIp > limit.maxPerIp || byEmail > limit.maxPerEmail) {
    const overEmail = byEmail > limit.maxPerEmail;
    const [oldest] = await em.find(AuthAttemptEntity, { ...base, ...(overEmail ? { email } : { ip }) }, { orderBy: { createdAt: 'asc' }, limit: 1 });
    const timeout = oldest ? Math.max(1, Math.ceil((oldest.createdAt.getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000)) : limit.windowSeconds;
    throw tooManyRequests(MESSAGES.tooManyAttempts, { timeout });
  }
  return id;
}

export async function attemptSucceeded(em: EntityManager, id: string): Promise<void> {
  await em.nativeUpdate(AuthAttemptEntity, { id }, { success: true });
}
