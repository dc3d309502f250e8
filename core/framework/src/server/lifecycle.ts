import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { pendingMigrations } from './database.ts';
import type { Storage } from './storage.ts';

const CHECK_TIMEOUT_MS = 3_000;

export interface Readiness {
  /** True from the start of a shutdown: /readyz answers 503 so a load balancer stops sending. */
  draining: boolean;
}

type Check = 'ok' | string;

/** Rejects after `ms`: a check that hangs (a dead database socket) reads as failed, not as a hung probe. */
const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

const outcome = (work: Promise<unknown>): Promise<Check> =>
  within(CHECK_TIMEOUT_MS, work).then(
    () => 'ok',
    (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200) || 'failed',
  );

/**
 * `/readyz` beside `/healthz` (ADR 0084): 200 when this replica should get traffic — database
 * reachable, every migration run (checked until it first holds: a schema never goes back), storage
 * reachable — else 503 naming what is not; 503 at once when a shutdown has begun.
 */
export function installReadiness(app: FastifyInstance, deps: { orm: MikroORM; storage: Storage }): Readiness {
  const state: Readiness = { draining: false };
  let migrated = false;
  // Answers sent while draining close their connection, so a kept-alive client (a proxy's upstream
  // pool) does not hold the closing server open and opens its next request elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (state.draining) reply.header('connection', 'close');
  });
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (state.draining) return reply.status(503).send({ status: 'draining' });
    const [database, migrations, storage] = await Promise.all([
      outcome(deps.orm.em.getConnection().execute('select 1')),
      migrated
        ? Promise.resolve<Check>('ok')
        : outcome(
            pendingMigrations(deps.orm).then((pending) => {
              if (pending.length) throw new Error(`${pending.length} pending (run: app db migrate)`);
              migrated = true;
            }),
          ),
      outcome(deps.storage.check()),
    ]);
    const checks = { database, migrations, storage };
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
  return state;
}

/**
 * Server-sent event streams never finish on their own, so a graceful close would wait for them to
 * its timeout: they are tracked (by their request's Accept header) and ended first; the browser's
 * EventSource reconnects, through the load balancer, to a replica that is still up.
 */
export function trackEventStreams(app: FastifyInstance): { endAll(): void } {
  const open = new Set<ServerResponse>();
  app.addHook('onRequest', async (request, reply) => {
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) return;
    const res = reply.raw;
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return {
    endAll() {
      for (const res of open) res.end();
      open.clear();
    },
  };
}

export interface ShutdownOptions {
  /** Keep serving (with /readyz at 503) this long first, so a load balancer polling it stops sending (default 0). */
  delayMs?: number;
  /** Requests still running after this are cut off (default 25 s). */
  timeoutMs?: number;
}

/**
 * Graceful stop of one replica: /readyz 503, then stop accepting connections and answer 503 on kept
 * ones, let requests in flight finish, end event streams, and hand back running jobs (pg-boss's
 * graceful stop: finished within its grace, else failed to be retried by another replica), then the
 * plugins' onClose. `close` is `app.close` with its hooks (build-app.ts).
 */
export async function drainAndClose(
  app: FastifyInstance,
  parts: { readiness: Readiness; streams: { endAll(): void }; stopJobs(): Promise<void> },
  opts: ShutdownOptions = {},
): Promise<void> {
  parts.readiness.draining = true;
  if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
  const jobs = parts.stopJobs();
  parts.streams.endAll();
  const closing = app.close();
  const cutOff = setTimeout(() => {
    app.log.warn('requests still running at the shutdown timeout: closing their connections');
    app.server.closeAllConnections();
  }, opts.timeoutMs ?? 25_000);
  cutOff.unref();
  try {
    await closing;
    await jobs;
  } finally {
    clearTimeout(cutOff);
  }
}
