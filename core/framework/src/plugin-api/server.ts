import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyRoute, PermissionMap, RouteBody, RouteQuery, RouteResponse } from '../shared/index.ts';
import type { Mailer } from '../server/mail.ts';
import type { Storage } from '../server/storage.ts';
import type { AppConfig } from '../server/config.ts';
import type { JobService } from '../server/jobs.ts';

/** Who is calling, resolved once per request by the plugin that owns accounts. */
export interface Principal {
  userId: string;
  organizationId: string;
  sessionId: string;
  role: string;
  isSuperUser: boolean;
  permissions: PermissionMap;
}

export interface TokenClaims { sub: string; sid: string; org: string }

export type PrincipalResolver = (em: EntityManager, claims: TokenClaims) => Promise<Principal | null>;

export interface HandlerContext<C extends AnyRoute> {
  query: RouteQuery<C>;
  body: RouteBody<C>;
  /** Request-scoped EntityManager with the tenant filter bound to the caller's organisation. */
  em: EntityManager;
  principal: C extends { public: true } ? Principal | null : Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<C extends AnyRoute> = (ctx: HandlerContext<C>) => Promise<RouteResponse<C>>;

export interface PluginContext {
  config: AppConfig;
  orm: MikroORM;
  log: FastifyBaseLogger;
  mailer: Mailer;
  storage: Storage;
  /** Durable background jobs (pg-boss): imports, re-screening, conversions, schedules. */
  jobs: JobService;
  /** Services of the plugins this one declared in `dependsOn`. */
  services: Record<string, unknown>;
  /** Every permission name registered by all plugins. */
  permissionNames: readonly string[];
  /** Signs an access token for a session. */
  signToken(claims: TokenClaims, expiresIn?: string): string;
}

export interface RouteRegistrar {
  route<C extends AnyRoute>(contract: C, handler: RouteHandler<C>): void;
  /** The plugin's encapsulated Fastify scope, for anything beyond contract routes. */
  fastify: FastifyInstance;
}

export interface ServerPlugin {
  manifest: { id: string; title: string; dependsOn?: readonly string[] };
  permissions?: readonly string[];
   
  entities?: readonly any[];
  routes?(r: RouteRegistrar, ctx: PluginContext): Promise<void> | void;
  services?(ctx: PluginContext): object;
  onReady?(ctx: PluginContext): Promise<void>;
  /** Stops timers and releases resources when the app closes. */
  onClose?(ctx: PluginContext): Promise<void> | void;
  /** Exactly one plugin (auth) resolves principals from verified token claims. */
  principalResolver?: (ctx: PluginContext) => PrincipalResolver;
}

export const defineServerPlugin = <P extends ServerPlugin>(plugin: P): P => plugin;
