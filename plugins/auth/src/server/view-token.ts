import type { EntityManager } from '@mikro-orm/postgresql';
import { OneTimeTokenEntity, SessionEntity } from './auth.entities.ts';
import { peekToken } from './one-time-token.ts';

export interface ViewTokenHolder {
  userId: string;
  organizationId: string;
}

/**
 * A 60-second view token opens `subject` (the id in the view URL) only, and only while the session
 * that made it is open: logging out, or any other session revocation, ends it (issue 24 §3). A
 * token made without an id binds to the first id it opens, atomically, so it never opens a second.
 */
export async function verifyViewToken(
  em: EntityManager,
  token: string,
  subject: string,
): Promise<ViewTokenHolder | null> {
  if (!subject || subject.length > 64) return null;
  const found = await peekToken(em, 'view', token);
  if (!found?.sessionId) return null;
  const open = await em.count(
    SessionEntity,
    { id: found.sessionId, userId: found.userId, revokedAt: null, expiresAt: { $gt: new Date() } },
    { filters: false },
  );
  if (!open) return null;
  if (found.subject !== subject) {
    const bound =
      found.subject === null &&
      (await em.nativeUpdate(OneTimeTokenEntity, { id: found.id, subject: null }, { subject }, { filters: false })) ===
        1;
    if (!bound) return null;
  }
  return { userId: found.userId, organizationId: found.organization };
}
