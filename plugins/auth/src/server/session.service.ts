import type { PluginContext, Principal, PrincipalResolver } from '@app/core/plugin-api';
import type { PermissionGrant } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows } from '@app/core/server';
import type { FastifyRequest } from 'fastify';
import { resolvePermissions, type Role } from '../shared/index.ts';
import { SessionEntity, type User } from './auth.entities.ts';

const SESSION_HOURS = 12;

/** Opens a session (also the login history: date, IP, user agent) and signs its access token. */
export async function openSession(
  em: EntityManager,
  ctx: PluginContext,
  user: User,
  request: FastifyRequest,
): Promise<string> {
  const session = em.create(SessionEntity, {
    organization: user.organization,
    userId: user.id,
    ip: request.ip ?? null,
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

interface PrincipalRow {
  id: string;
  organization: string;
  role: string;
  is_super_user: boolean;
  permission_overrides: string | null;
}

/**
 * A role and its overrides resolve to the same map on every request: resolved once per distinct
 * (role, overrides text) and shared read-only (frozen, so no caller can change another's). One cache
 * per app (its plugins' grants), in the resolver's closure.
 */
function permissionResolver(grants: readonly PermissionGrant[]) {
  const resolved = new Map<string, Principal['permissions']>();
  return (role: string, overridesText: string | null): Principal['permissions'] => {
    const key = `${role}|${overridesText ?? ''}`;
    let map = resolved.get(key);
    if (!map) {
      // jsonb's text is always valid JSON; anything but an object reads as no overrides (overridesOf).
      const overrides: unknown = overridesText === null ? null : JSON.parse(overridesText);
      map = Object.freeze(
        resolvePermissions(role as Role, overridesOf({ permissionOverrides: overrides } as User), grants),
      );
      if (resolved.size >= 1_000) resolved.clear();
      resolved.set(key, map);
    }
    return map;
  };
}

/**
 * A token is valid while its session is open and its user exists (logout and deletion revoke).
 * One round trip per request (session and user joined), a prepared statement (planned once per
 * connection); raw SQL, so the token's organisation is bound by hand as the tenant filter would.
 */
export function principalResolver(grants: readonly PermissionGrant[]): PrincipalResolver {
  const permissionsOf = permissionResolver(grants);
  return async (em, claims) => {
    const [row] = await preparedRows<PrincipalRow>(
      em,
      `select u.id, u.organization, u.role, u.is_super_user, u.permission_overrides::text as permission_overrides
       from auth_session s join auth_user u on u.id = s.user_id
      where s.id = ? and s.user_id = ? and s.organization = ? and u.organization = ? and s.revoked_at is null and s.expires_at > now() and u.deleted_at is null`,
      [claims.sid, claims.sub, claims.org, claims.org],
    );
    if (!row) return null;
    return {
      userId: row.id,
      organizationId: row.organization,
      sessionId: claims.sid,
      role: row.role,
      isSuperUser: row.is_super_user,
      permissions: permissionsOf(row.role, row.permission_overrides),
    };
  };
}
