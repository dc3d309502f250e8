import fastifyCors from '@fastify/cors';
import fastifyJwt from '@fastify/jwt';
import fastifyMultipart from '@fastify/multipart';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PluginContext, PluginSetup, PrincipalResolver, ServerPlugin } from '../plugin-api/server.ts';
import { ServiceRegistry } from '../plugin-api/service-ref.ts';
import type { AppConfig } from './config.ts';
import { installErrorHandling } from './errors.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail.ts';
import { orderPlugins, validatePlugins, permissionGrants } from './plugin-order.ts';
import { registerContractRoutes } from './register-routes.ts';
import { openStorage } from './storage.ts';
import { createValidatorCompiler } from './validation.ts';
import { createSerializerCompiler } from './serialization.ts';
import { installJsonParser } from './json-body.ts';
import { installRequestGuards } from './request-guards.ts';
import { installMultipartGuard } from './multipart-fields.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { registerOpenApi } from './openapi.ts';
import { createJobService } from './jobs.ts';
import { registerJobRoutes } from './jobs.routes.ts';
import { recordAudit } from './audit-trail.ts';
import { closePdfRenderer } from './pdf.ts';
import { drainAndClose, installReadiness, trackEventStreams } from './lifecycle.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: PluginContext;
  /** The services the plugins provide, by reference (hosts and tests: `services.get(screeningService)`). */
  services: ServiceRegistry;
  /**
   * Graceful stop (SIGTERM): /readyz 503, no new requests, those in flight finished, running jobs
   * handed back, then closed (ADR 0084). The database is the host's to close afterwards.
   */
  shutdown(): Promise<void>;
}

export interface BuildOptions {
  orm: MikroORM;
  mailer?: Mailer;
  logger?: boolean;
}

/** Composes the Fastify app from feature plugins: one scope per plugin, contract routes, OpenAPI. */
export async function buildApp(config: AppConfig, plugins: ServerPlugin[], opts: BuildOptions): Promise<BuiltApp> {
  const ordered = orderPlugins(plugins);
  const permissionNames = validatePlugins(ordered);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
              censor: '[redacted]',
            },
          },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Contract routes set their own limit (body-limit.ts); this is the ceiling for anything else.
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  app.setValidatorCompiler(createValidatorCompiler({ lazy: config.lazySchemas }));
  app.setSerializerCompiler(createSerializerCompiler({ lazy: config.lazySchemas }));
  installErrorHandling(app);
  installRequestGuards(app);
  installJsonParser(app);
  await installSecurityHeaders(app);
  // Verified tokens are kept by `verifiedClaims` (auth-context.ts, ADR 0060), not by the library's
  // cache, which hashed every token on every request.
  await app.register(fastifyJwt, { secret: config.jwtSecret, sign: { expiresIn: config.jwtExpiresIn } });
  await app.register(fastifyMultipart, { limits: { fileSize: 50 * 1024 * 1024 } });
  installMultipartGuard(app);
  // Widgets embedded on an operator's site call the API cross-origin; only listed origins may.
  if (config.corsOrigins.length)
    await app.register(fastifyCors, { origin: config.corsOrigins, allowedHeaders: ['content-type', 'authorization'] });
  await registerOpenApi(app);

  const services = new ServiceRegistry();
  const ctx: PluginContext = {
    config,
    orm: opts.orm,
    log: app.log,
    mailer:
      opts.mailer ??
      (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(opts.orm)),
    storage: openStorage(config),
    jobs: createJobService(opts.orm, app.log, { workers: config.jobWorkers, stopGraceMs: config.jobStopGraceMs }),
    permissionNames,
    permissionGrants: permissionGrants(ordered),
    audit: { record: recordAudit },
    signToken: (claims, expiresIn) => app.jwt.sign(claims, expiresIn ? { expiresIn } : undefined),
  };
  const started: PluginSetup<unknown>[] = [];
  for (const plugin of ordered) started.push(await plugin.start(ctx, services));
  const resolvers = started.flatMap((s) => (s.principalResolver ? [s.principalResolver] : []));
  if (resolvers.length > 1) throw new Error('More than one plugin resolves principals');
  const resolver: PrincipalResolver | undefined = resolvers[0];

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await opts.orm.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ message: 'Database unreachable' });
    }
  });
  const readiness = installReadiness(app, { orm: opts.orm, storage: ctx.storage });
  const streams = trackEventStreams(app);

  await app.register(async (scope) =>
    registerJobRoutes(
      registerContractRoutes(scope, opts.orm, () => resolver),
      ctx.jobs,
    ),
  );
  for (const setup of started) {
    if (!setup.routes) continue;
    await app.register(async (scope) => {
      await setup.routes!(registerContractRoutes(scope, opts.orm, () => resolver));
    });
  }
  for (const setup of started)
    for (const [name, job] of Object.entries(setup.jobs ?? {})) await ctx.jobs.define(name, job);
  for (const setup of started) await setup.onReady?.();
  app.addHook('onClose', async () => {
    for (const setup of [...started].reverse()) await setup.onClose?.();
    await ctx.jobs.stop();
    await closePdfRenderer();
  });
  const shutdown = () =>
    drainAndClose(
      app,
      { readiness, streams, stopJobs: () => ctx.jobs.stop() },
      { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs },
    );
  return { app, ctx, services, shutdown };
}
