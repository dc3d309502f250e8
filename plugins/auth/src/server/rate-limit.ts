import { tooManyRequests } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '../shared/index.ts';
import { AuthAttemptEntity } from './auth.entities.ts';

export interface Limit { kind: string; windowSeconds: number; maxPerIp: number; maxPerEmail: number }

/** Login failures: 100 per IP and 10 per account in 15 minutes (an office behind one NAT stays usable). */
export const LOGIN_LIMIT: Limit = { kind: 'login', windowSeconds: 900, maxPerIp: 100, maxPerEmail: 10 };
/** Forgot-password requests: 10 per IP per hour (per-account throttle is the 60 s resend timeout). */
export const FORGOT_LIMIT: Limit = { kind: 'forgot', windowSeconds: 3600, maxPerIp: 10, maxPerEmail: 1000 };
export const CONTACT_LIMIT: Limit = { kind: 'contact', windowSeconds: 600, maxPerIp: 5, maxPerEmail: 1000 };

/** Throws 429 when the IP or the account used up its window; counts failures only (or every attempt when counted so). */
export async function checkLimit(em: EntityManager, limit: Limit, ip: string, email: string): Promise<void> {
  const since = new Date(Date.now() - limit.windowSeconds * 1000);
  const base = { kind: limit.kind, success: false, createdAt: { $gte: since } };
  const [byIp, byEmail] = await Promise.all([em.count(AuthAttemptEntity, { ...base, ip }), em.count(AuthAttemptEntity, { ...base, email })]);
  if (byIp >= limit.maxPerIp || byEmail >= limit.maxPerEmail) {
    const oldest = await em.findOne(AuthAttemptEntity, { ...base, ...(byEmail >= limit.maxPerEmail ? { email } : { ip }) }, { orderBy: { createdAt: 'asc' } });
    const timeout = oldest ? Math.max(1, Math.ceil((oldest.createdAt.getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000)) : limit.windowSeconds;
    throw tooManyRequests(MESSAGES.tooManyAttempts, { timeout });
  }
}

export async function recordAttempt(em: EntityManager, kind: string, ip: string, email: string, success: boolean): Promise<void> {
  em.create(AuthAttemptEntity, { kind, ip, email, success });
  await em.flush();
}
