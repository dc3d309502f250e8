import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PluginContext, ServerPlugin } from '../plugin-api/server.ts';
import { buildApp } from '../server/build-app.ts';
import { collectMigrations } from '../server/plugin-migrations.ts';
import type { ServiceRegistry } from '../plugin-api/service-ref.ts';
import { loadConfig, type AppConfig } from '../server/config.ts';
import { createOrm, migrate } from '../server/database.ts';
import { coreEntities } from '../server/entities.ts';
import type { AnyRoute, RouteInput } from '../shared/index.ts';
import { fillPath } from '../shared/index.ts';
import { createTestDatabase } from './database.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface TestApp {
  app: FastifyInstance;
  orm: MikroORM;
  ctx: PluginContext;
  /** The plugins' services by reference: `services.get(workflowService)`. */
  services: ServiceRegistry;
  config: AppConfig;
  smtp: SmtpCapture;
  /** Calls a contract route through Fastify's inject; never throws on 4xx/5xx. */
  call<C extends AnyRoute>(
    route: C,
    input?: RouteInput<C> | Record<string, unknown>,
    token?: string | null,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any }>;
}

/**
 * A real app of the given plugins (a plugin and the providers of its deps: a missing one is refused)
 * on a fresh PostgreSQL database with core's and those plugins' migrations and a real SMTP capture;
 * closed at the end of the test.
 */
export async function buildTestApp(
  t: Teardown,
  opts: { plugins: ServerPlugin[]; config?: Partial<AppConfig> },
): Promise<TestApp> {
  const entities = [...coreEntities, ...opts.plugins.flatMap((p) => p.entities ?? [])];
  const migrations = collectMigrations(opts.plugins);
  const db = await createTestDatabase({
    key: migrations.map((m) => `${m.name}\n${m.class.toString()}`).join('\n'),
    async prepare(url) {
      const orm = await createOrm({ clientUrl: url, entities, migrations });
      try {
        await migrate(orm);
      } finally {
        await orm.close(true);
      }
    },
  });
  const smtp = await startSmtpCapture();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'apptest-'));
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dir, JWT_SECRET: 'test-secret-'.padEnd(48, 'x') }, dir),
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    publicUrl: 'http://app.test',
    logLevel: 'silent',
    lazySchemas: true,
    ...opts.config,
  };
  const orm = await createOrm({ clientUrl: db.url, entities, migrations });
  // A copy of the migrated template: this finds nothing left to run, and still would if it did.
  await migrate(orm);
  const { app, ctx, services } = await buildApp(config, opts.plugins, { orm, logger: false });
  await app.ready();
  t.teardown(async () => {
    await app.close();
    await orm.close(true);
    await smtp.close();
    await db.drop();
  });
  return {
    app,
    orm,
    ctx,
    services,
    config,
    smtp,
    async call(route, input, token, headers = {}) {
      const isRead = route.method === 'GET' || route.method === 'DELETE';
      const filled = fillPath(route, input as Record<string, unknown> | undefined);
      input = filled.rest as typeof input;
      const res = await app.inject({
        method: route.method,
        url: filled.path,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(isRead ? { query: (input ?? {}) as Record<string, string> } : { payload: (input ?? {}) as object }),
      });
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {
        /* non-JSON body stays text */
      }
      return { status: res.statusCode, body };
    },
  };
}
