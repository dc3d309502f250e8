import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HandlerContext, Principal, PrincipalResolver, RouteRegistrar } from '../plugin-api/server.ts';
import { ErrorBodySchema, routePath, type AnyRoute } from '../shared/index.ts';
import { authenticate } from './auth-context.ts';
import { bodyLimitOf } from './body-limit.ts';
import { badRequest } from './http-error.ts';
import { findBadText } from './json-body.ts';
import { multipartRules } from './multipart-fields.ts';
import { API_COMPRESSION } from './security-headers.ts';

/**
 * The request's scope (EM fork and principal), kept on the request itself. A module-level WeakMap
 * did the same, but its table lives in the old generation, and its entries kept every in-flight
 * request's fork alive through minor collections: ~1.5 MB promoted per scavenge under load
 * (ADR 0061), so major collections came twice as often.
 */
const SCOPE = Symbol('contract-route-scope');
type Scoped = FastifyRequest & { [SCOPE]?: { em: EntityManager; principal: Principal | null } };

/** Registers contract routes in a plugin's scope: prefix, schemas, auth, permission, request-scoped EM. */
export function registerContractRoutes(
  scope: FastifyInstance,
  orm: MikroORM,
  resolver: () => PrincipalResolver | undefined,
): RouteRegistrar {
  return {
    fastify: scope,
    route(contract, handler) {
      const c = contract as AnyRoute;
      const secured = !c.public;
      scope.route({
        method: c.method,
        url: routePath(c),
        bodyLimit: bodyLimitOf(c),
        compress: API_COMPRESSION,
        // Read by the multipart guard (multipart-fields.ts) when a request is multipart.
        config: c.multipart ? { multipartRules: multipartRules(c.multipart) } : {},
        schema: {
          operationId: c.operationId,
          summary: c.summary ?? describe(c),
          tags: c.tags ?? [],
          ...(c.querystring ? { querystring: c.querystring } : {}),
          ...(c.body ? { body: c.body } : {}),
          response: { 200: c.response, '4xx': ErrorBodySchema },
          ...(secured ? { security: [{ bearerAuth: [] }] } : {}),
        },
        // Who may call is decided before the input is validated: 401/403 come before 400.
        preValidation: async (request) => {
          mergePathParams(request, c);
          // JSON bodies were checked by the parser; the query string and path get the same text rules.
          const bad = findBadText(request.query, '', 0) ?? findBadText(request.params, '', 0);
          const em = orm.em.fork();
          const principal = await authenticate(scope, request, em, c, resolver());
          (request as Scoped)[SCOPE] = { em, principal };
          if (bad) throw badRequest(bad.message, bad.path || 'query');
        },
        handler: async (request, reply) => {
          const { em, principal } = (request as Scoped)[SCOPE]!;
          const ctx = { query: request.query, body: request.body, em, principal, request, reply } as HandlerContext<
            typeof contract
          >;
          return handler(ctx);
        },
      });
    },
  };
}

/** Path parameters are validated with the querystring (reads) or body (writes) they are declared in. */
function mergePathParams(request: FastifyRequest, c: AnyRoute): void {
  const params = request.params as Record<string, string> | undefined;
  if (!params || !Object.keys(params).length) return;
  if (c.method === 'GET' || c.method === 'DELETE') request.query = { ...(request.query as object), ...params };
  else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body))
    request.body = { ...(request.body as object), ...params };
  else request.body = { ...params };
}

function describe(c: AnyRoute): string {
  if (c.public) return 'Public';
  if (c.superUser) return 'Super user only';
  return c.permission ? `Needs permission ${c.permission}` : 'Any signed-in user';
}
