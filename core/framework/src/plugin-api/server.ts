import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  AnyRoute,
  PermissionGrant,
  PermissionMap,
  RouteBody,
  RouteQuery,
  RouteResponse,
} from '../shared/index.ts';
import type { Mailer } from '../server/mail.ts';
import type { Storage } from '../server/storage.ts';
import type { AppConfig } from '../server/config.ts';
import type { JobDefinition, JobService } from '../server/jobs.ts';
import type { MigrationObject } from '@mikro-orm/core';
import type { ResolvedDeps, ServiceRef, ServiceRefs, ServiceRegistry } from './service-ref.ts';
import type { AuditEvent, AuditEventInput } from '../server/audit-trail.ts';

/** Who is calling, resolved once per request by the plugin that owns accounts. */
export interface Principal {
  userId: string;
  organizationId: string;
  sessionId: string;
  role: string;
  isSuperUser: boolean;
  permissions: PermissionMap;
}

export interface TokenClaims {
  sub: string;
  sid: string;
  org: string;
}

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
  /** Every permission name registered by all plugins (their `permissions` and `grants`). */
  permissionNames: readonly string[];
  /** The permissions plugins add to the role matrix, with their default roles (auth resolves them). */
  permissionGrants: readonly PermissionGrant[];
  /** The organisation's append-only, hash-chained audit trail (written inside the caller's transaction). */
  audit: { record(em: EntityManager, event: AuditEventInput): Promise<AuditEvent> };
  /** Signs an access token for a session. */
  signToken(claims: TokenClaims, expiresIn?: string): string;
}

export interface RouteRegistrar {
  route<C extends AnyRoute>(contract: C, handler: RouteHandler<C>): void;
  /** The plugin's encapsulated Fastify scope, for anything beyond contract routes. */
  fastify: FastifyInstance;
}

export interface PluginManifest {
  id: string;
  title: string;
}

/** What a plugin's `setup` hands back: its routes, the service it provides, its jobs and hooks. */
export interface PluginSetup<S> {
  /** The implementation of the plugin's `provides` reference. */
  service?: S;
  routes?(r: RouteRegistrar): Promise<void> | void;
  /** Durable job handlers by name, defined before any plugin's `onReady`. */
  jobs?: Readonly<Record<string, JobDefinition<any>>>;
  /** Runs once every plugin is set up and routed (schedules, warm-up, registrations on deps). */
  onReady?(): Promise<void> | void;
  /** Stops timers and releases resources when the app closes. */
  onClose?(): Promise<void> | void;
  /** Exactly one plugin (auth) resolves principals from verified token claims. */
  principalResolver?: PrincipalResolver;
}

/** The v2 plugin contract (ADR 0001): declared deps in, one typed service out, state in `setup`'s closure. */
export interface ServerPluginDefinition<D extends ServiceRefs, S> {
  manifest: PluginManifest;
  permissions?: readonly string[];
  /** New permission names this plugin adds to the role matrix, with their default roles. */
  grants?: readonly PermissionGrant[];
  entities?: readonly any[];
  /** The plugin's own migrations; the host runs every plugin's, ordered by name. */
  migrations?: readonly MigrationObject[];
  deps?: D;
  provides?: ServiceRef<S>;
  setup(ctx: PluginContext, deps: ResolvedDeps<D>): PluginSetup<S> | Promise<PluginSetup<S>>;
}

/** A plugin as the host sees it: deps resolved through the registry. */
export interface ServerPlugin {
  manifest: PluginManifest;
  permissions?: readonly string[];
  grants?: readonly PermissionGrant[];
  entities?: readonly any[];
  migrations?: readonly MigrationObject[];
  deps?: ServiceRefs;
  provides?: ServiceRef<any>;
  start(ctx: PluginContext, services: ServiceRegistry): Promise<PluginSetup<unknown>>;
}

export function defineServerPlugin<D extends ServiceRefs = Record<never, never>, S = never>(
  definition: ServerPluginDefinition<D, S>,
): ServerPlugin {
  const { setup, ...rest } = definition;
  return {
    ...rest,
    async start(ctx, services) {
      const out = await setup(ctx, services.resolve(definition.deps));
      if (definition.provides) {
        if (out.service === undefined)
          throw new Error(
            `Plugin ${definition.manifest.id} declares provides ${definition.provides.id} but its setup returned no service`,
          );
        services.provide(definition.provides, out.service);
      }
      return out;
    },
  };
}
