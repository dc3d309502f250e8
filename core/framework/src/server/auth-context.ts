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
    let claims: TokenClaims | null;
    try {
      claims = app.jwt.verify<TokenClaims>(token);
    } catch {
      claims = null;
    }
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
