import type { PluginContext, Principal, PrincipalResolver } from '@app/core/plugin-api';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { resolvePermissions, type Role } from '../shared/index.ts';
import { SessionEntity, UserEntity, type User } from './auth.entities.ts';

const SESSION_HOURS = 12;

/** Opens a session (also the login history: date, IP, user agent) and signs its access token. */
export async function openSession(em: EntityManager, ctx: PluginContext, user: User, request: FastifyRequest): Promise<string> {
  const session = em.create(SessionEntity, {
    organization: user.organization, userId: user.id, ip: request.ip ?? null,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512) || null,
    expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000),
  });
  user.lastLogin = new Date();
  await em.flush();
  return ctx.signToken({ sub: user.id, sid: session.id, org: user.organization }, `${SESSION_HOURS}h`);
}

export async function revokeSessions(em: EntityManager, userId: string, exceptSessionId?: string): Promise<void> {
  await em.nativeUpdate(
    SessionEntity,
    { userId, revokedAt: null, ...(exceptSessionId ? { id: { $ne: exceptSessionId } } : {}) },
    { revokedAt: new Date() },
    { filters: false },
  );
}

/**
 * A user's per-user overrides. The column default used to reach new rows as the JSON string "{}"
 * (fixed by Migration20261122220000); anything but an object reads as "no overrides".
 */
export function overridesOf(user: User): Record<string, 'allow' | 'deny'> {
  const o = user.permissionOverrides as unknown;
  return o && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, 'allow' | 'deny'>) : {};
}

export function principalOf(user: User, sessionId: string): Principal {
  return {
    userId: user.id, organizationId: user.organization, sessionId, role: user.role, isSuperUser: user.isSuperUser,
    permissions: resolvePermissions(user.role as Role, overridesOf(user)),
  };
}

/** A token is valid while its session is open and its user exists (logout and deletion revoke). */
export const principalResolver: PrincipalResolver = async (em, claims) => {
  const session = await em.findOne(SessionEntity, { id: claims.sid, userId: claims.sub });
  if (!session || session.revokedAt || session.expiresAt < new Date()) return null;
  const user = await em.findOne(UserEntity, { id: claims.sub, deletedAt: null });
  return user ? principalOf(user, session.id) : null;
};
