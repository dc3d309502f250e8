import type { MikroORM } from '@mikro-orm/postgresql';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { defineServerPlugin, type ServerPlugin } from '../plugin-api/server.ts';
import { defineRoute, fillPath, Type } from '../shared/index.ts';
import { buildTestApp } from '../testing/index.ts';
import { buildApp, type BuiltApp } from './build-app.ts';
import type { AppConfig } from './config.ts';
import { createOrm } from './database.ts';
import { coreEntities } from './entities.ts';
import { collectMigrations } from './plugin-migrations.ts';

/** A request that takes a while, and a job that runs until its worker stops (then, on a retry, finishes). */
const slow = defineRoute({
  operationId: 'lifecycleSlow',
  method: 'POST',
  url: 'lifecycle-test/slow',
  public: true,
  body: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({ status: Type.String() }),
});
/** A server-sent event stream that never ends by itself. */
const stream = defineRoute({
  operationId: 'lifecycleStream',
  method: 'GET',
  url: 'lifecycle-test/stream',
  public: true,
  response: Type.Any(),
});
const LONG_JOB = 'lifecycle-test.long';
const entered = { slow: 0 };
const plugin: ServerPlugin = defineServerPlugin({
  manifest: { id: 'lifecycle-test', title: 'Lifecycle test' },
  setup: () => ({
    routes: (r) => {
      r.route(slow, async () => {
        entered.slow++;
        await new Promise((resolve) => setTimeout(resolve, 700));
        return { status: 'done' };
      });
      r.route(stream, async ({ reply }) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
        reply.raw.write('event: ready\ndata: {}\n\n');
        return reply;
      });
    },
    jobs: {
      [LONG_JOB]: {
        retryLimit: 2,
        async handler(job) {
          if (job.attempt > 0) return { finishedOnAttempt: job.attempt };
          await new Promise((_, reject) => job.signal.addEventListener('abort', () => reject(new Error('stopped'))));
        },
      },
    },
  }),
});

// Replica one only provides the database (no job workers); the others are built on it as replicas are.
const first = await buildTestApp(t, { plugins: [plugin], config: { jobWorkers: false } });

async function replica(config: Partial<AppConfig> = {}, extraMigrations = 0): Promise<BuiltApp & { orm: MikroORM }> {
  const migrations = collectMigrations([plugin]);
  for (let i = 0; i < extraMigrations; i++)
    migrations.push({ name: `Migration2999010100000${i}_not_run`, class: class {} as never });
  const orm = await createOrm({ clientUrl: first.config.databaseUrl!, entities: coreEntities, migrations });
  const built = await buildApp({ ...first.config, jobWorkers: true, ...config }, [plugin], { orm, logger: false });
  await built.app.ready();
  t.teardown(async () => {
    await built.app.close().catch(() => undefined);
    await orm.close(true);
  });
  return { ...built, orm };
}

const readyz = (base: string) =>
  fetch(`${base}/readyz`).then(async (r) => ({ status: r.status, body: await r.json() }));

t.test('/readyz: 200 with database, migrations and storage checked', async (t) => {
  const res = await first.app.inject({ url: '/readyz' });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  t.equal(res.headers['cache-control'], 'no-store');
});

t.test('/readyz: 503 naming pending migrations, and an unreachable store', async (t) => {
  const behind = await replica({ jobWorkers: false }, 1);
  const pending = await behind.app.inject({ url: '/readyz' });
  t.equal(pending.statusCode, 503);
  t.match(pending.json().checks, { database: 'ok', migrations: /1 pending \(run: app db migrate\)/ });
  t.equal((await behind.app.inject({ url: '/healthz' })).statusCode, 200, 'alive, just not ready');

  const blocker = path.join(first.config.dataDir, 'not-a-directory');
  writeFileSync(blocker, 'x');
  const noStore = await replica({ jobWorkers: false, storageDir: path.join(blocker, 'files') });
  const res = await noStore.app.inject({ url: '/readyz' });
  t.equal(res.statusCode, 503);
  t.equal(res.json().checks.database, 'ok');
  t.not(res.json().checks.storage, 'ok');
});

t.test(
  'shutdown: readyz 503 at once, requests in flight finish, the running job goes to another replica',
  async (t) => {
    const leaving = await replica({ shutdownDelayMs: 400, jobStopGraceMs: 1000 });
    const base = await leaving.app.listen({ port: 0, host: '127.0.0.1' });
    t.equal((await readyz(base)).status, 200);

    const jobId = await first.ctx.jobs.send(LONG_JOB, {});
    for (let i = 0; i < 100 && (await first.ctx.jobs.get(jobId))?.state !== 'active'; i++)
      await new Promise((r) => setTimeout(r, 100));
    t.equal((await first.ctx.jobs.get(jobId))?.state, 'active', 'the leaving replica runs the job');

    const before = entered.slow;
    const inFlight = fetch(`${base}${fillPath(slow, {}).path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    while (entered.slow === before) await new Promise((r) => setTimeout(r, 10));

    const events = await fetch(`${base}${fillPath(stream, {}).path}`, { headers: { accept: 'text/event-stream' } });
    const reader = events.body!.getReader();
    t.match(new TextDecoder().decode((await reader.read()).value), /event: ready/, 'an event stream is open');

    const began = Date.now();
    const stopped = leaving.shutdown();
    const draining = await readyz(base);
    t.same(draining, { status: 503, body: { status: 'draining' } }, 'the load balancer is told first');
    const answer = await inFlight;
    t.equal(answer.status, 200, 'the request in flight finished');
    t.same(await answer.json(), { status: 'done' });
    await stopped;
    t.ok((await reader.read()).done, 'the event stream was ended (the browser reconnects elsewhere)');
    t.ok(Date.now() - began < 5_000, 'closed without waiting for the timeout (kept-alive connections closed)');
    await t.rejects(fetch(`${base}/healthz`), 'no new connections after the shutdown');

    const handedBack = await first.ctx.jobs.get(jobId);
    t.ok(handedBack && ['retry', 'created'].includes(handedBack.state), `handed back (${handedBack?.state})`);
    await replica();
    const done = await first.ctx.jobs.waitFor(jobId, 30_000);
    t.equal(done.state, 'completed', 'another replica ran it');
    t.same(done.output, { finishedOnAttempt: 1 });
  },
);
