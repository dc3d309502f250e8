import type { EntityManager } from '@mikro-orm/postgresql';
import { OneTimeTokenEntity, type OneTimeToken } from './auth.entities.ts';
import { randomToken, sha256 } from './crypto.ts';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'view';

/** Issues a random token; only its SHA-256 is stored. */
export async function issueToken(
  em: EntityManager,
  opts: {
    purpose: TokenPurpose;
    userId: string;
    organization: string;
    email?: string;
    ttlSeconds: number;
    sessionId?: string;
    subject?: string;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + opts.ttlSeconds * 1000);
  em.create(OneTimeTokenEntity, {
    purpose: opts.purpose,
    userId: opts.userId,
    organization: opts.organization,
    email: opts.email ?? null,
    tokenHash: sha256(token),
    expiresAt,
    sessionId: opts.sessionId ?? null,
    subject: opts.subject ?? null,
  });
  await em.flush();
  return { token, expiresAt };
}

/** Marks a valid token used and returns it; null when unknown, used or expired. Atomic against double use. */
export async function consumeToken(
  em: EntityManager,
  purpose: TokenPurpose,
  token: string,
): Promise<OneTimeToken | null> {
  const now = new Date();
  const found = await em.findOne(
    OneTimeTokenEntity,
    { tokenHash: sha256(token), purpose, usedAt: null, expiresAt: { $gt: now } },
    { filters: false },
  );
  if (!found) return null;
  const updated = await em.nativeUpdate(
    OneTimeTokenEntity,
    { id: found.id, usedAt: null },
    { usedAt: now },
    { filters: false },
  );
  return updated === 1 ? found : null;
}

/** A still-valid token without consuming it (view tokens are reusable within their 60 s). */
export async function peekToken(em: EntityManager, purpose: TokenPurpose, token: string): Promise<OneTimeToken | null> {
  return em.findOne(
    OneTimeTokenEntity,
    { tokenHash: sha256(token), purpose, usedAt: null, expiresAt: { $gt: new Date() } },
    { filters: false },
  );
}
