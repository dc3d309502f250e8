import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal, PrincipalResolver, TokenClaims } from '../plugin-api/server.ts';
import type { AnyRoute } from '../shared/index.ts';
import { isAllowed } from '../shared/index.ts';
import { NO_ORGANIZATION, TENANT_FILTER } from './database.ts';
import { forbidden, unauthorized } from './http-error.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

type Verified = { claims: TokenClaims; expiresMs: number };
const KEPT_TOKENS = 5_000;
/** Per app (each has its own secret): token → its verified claims, until the token's expiry. */
const keptTokens = new WeakMap<object, Map<string, Verified>>();

/**
 * A bearer token's claims, or null when it is invalid or expired. A token's signature is checked
 * once and its claims kept by the token itself until its `exp` (bounded, oldest out first): the
 * JWT library's own cache hashed every token with SHA-256 on each request (ADR 0060). The session
 * behind the claims is still read on every request.
 */
export function verifiedClaims(app: FastifyInstance, token: string): TokenClaims | null {
  let kept = keptTokens.get(app.jwt);
  if (!kept) keptTokens.set(app.jwt, (kept = new Map()));
  const now = Date.now();
  const hit = kept.get(token);
  if (hit) {
    if (hit.expiresMs > now) return hit.claims;
    kept.delete(token);
  }
  let claims: (TokenClaims & { exp?: number }) | null;
  try {
    claims = app.jwt.verify<TokenClaims & { exp?: number }>(token);
  } catch {
    return null;
  }
  if (typeof claims.exp === 'number') {
    if (kept.size >= KEPT_TOKENS) kept.delete(kept.keys().next().value!);
    kept.set(token, { claims, expiresMs: claims.exp * 1000 });
  }
  return claims;
}

/** Resolves the caller of a contract route and applies superUser/permission rules. */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  em: EntityManager,
  route: AnyRoute,
  resolve: PrincipalResolver | undefined,
): Promise<Principal | null> {
  const token = bearerToken(request);
  let principal: Principal | null = null;
  if (token && resolve) {
    const claims = verifiedClaims(app, token);
    if (claims) em.setFilterParams(TENANT_FILTER, { organization: claims.org });
    principal = claims ? await resolve(em, claims) : null;
    if (!principal && !route.public) throw unauthorized('Your session has expired, please sign in again');
  }
  em.setFilterParams(TENANT_FILTER, { organization: principal?.organizationId ?? NO_ORGANIZATION });
  if (route.public) return principal;
  if (!principal) throw unauthorized('Authentication required');
  if (route.superUser && !principal.isSuperUser) throw forbidden();
  if (route.permission && !isAllowed(principal.permissions, route.permission)) throw forbidden();
  return principal;
}
