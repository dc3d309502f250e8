import fastifyCors from '@fastify/cors';
import fastifyJwt from '@fastify/jwt';
import fastifyMultipart from '@fastify/multipart';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PluginContext, PrincipalResolver, ServerPlugin } from '../plugin-api/server.ts';
import type { AppConfig } from './config.ts';
import { installErrorHandling } from './errors.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail.ts';
import { orderPlugins, validatePlugins } from './plugin-order.ts';
import { registerContractRoutes } from './register-routes.ts';
import { LocalDiskStorage } from './storage.ts';
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

export interface BuiltApp {
  app: FastifyInstance;
  ctx: PluginContext;
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
    logger: opts.logger === false ? false : {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
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
  if (config.corsOrigins.length) await app.register(fastifyCors, { origin: config.corsOrigins, allowedHeaders: ['content-type', 'authorization'] });
  await registerOpenApi(app);

  const services: Record<string, unknown> = {};
  const ctx: PluginContext = {
    config,
    orm: opts.orm,
    log: app.log,
    mailer: opts.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(opts.orm)),
    storage: new LocalDiskStorage(config.storageDir),
    jobs: createJobService(opts.orm, app.log, { workers: config.jobWorkers }),
    services,
    permissionNames,
    audit: { record: recordAudit },
    signToken: (claims, expiresIn) => app.jwt.sign(claims, expiresIn ? { expiresIn } : undefined),
  };
  let resolver: PrincipalResolver | undefined;
  for (const plugin of ordered) {
    if (plugin.principalResolver) resolver = plugin.principalResolver(ctx);
    if (plugin.services) services[plugin.manifest.id] = plugin.services(ctx);
  }

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await opts.orm.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ message: 'Database unreachable' });
    }
  });

  await app.register(async (scope) => registerJobRoutes(registerContractRoutes(scope, opts.orm, () => resolver), ctx.jobs));
  for (const plugin of ordered) {
    if (!plugin.routes) continue;
    await app.register(async (scope) => {
      await plugin.routes!(registerContractRoutes(scope, opts.orm, () => resolver), ctx);
    });
  }
  for (const plugin of ordered) await plugin.onReady?.(ctx);
  app.addHook('onClose', async () => {
    for (const plugin of [...ordered].reverse()) await plugin.onClose?.(ctx);
    await ctx.jobs.stop();
    await closePdfRenderer();
  });
  return { app, ctx };
}
