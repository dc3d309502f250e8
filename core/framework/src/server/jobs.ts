import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { JobState, JobStatus } from '../shared/jobs.routes.ts';

export interface JobRun<T> {
  id: string;
  data: T;
  /** 0 on the first attempt, then 1, 2… after a failure or a crashed worker. */
  attempt: number;
  /** Aborted when the job expires or the app stops. */
  signal: AbortSignal;
  /** Stores progress (shown by the web progress bar and the CLI bar). */
  progress(done: number, total: number, message?: string): Promise<void>;
}

export interface JobDefinition<T> {
  handler(job: JobRun<T>): Promise<object | void>;
  /** Retries after a failure or a lost worker (default 2). */
  retryLimit?: number;
  /** Seconds before a running job counts as stuck and is retried (default 2 h). */
  expireInSeconds?: number;
  /** Parallel jobs of this name per node (default 1). */
  concurrency?: number;
}

export interface SendOptions {
  organizationId?: string;
  userId?: string;
  /** At most one queued or running job per key (e.g. one re-screen per organisation). */
  singletonKey?: string;
  startAfter?: Date | number;
}

/** The durable job service: pg-boss on the application's PostgreSQL (ADR 0025). */
export interface JobService {
  define<T extends object>(name: string, definition: JobDefinition<T>): Promise<void>;
  /** Queues a job; returns its id (the running job's id when a singleton key is taken). */
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<string>;
  /** Runs `name` on a cron expression (UTC); one schedule per name and key, across replicas. */
  schedule(name: string, cron: string, data?: object, opts?: { key?: string }): Promise<void>;
  get(id: string): Promise<JobStatus | null>;
  /** Jobs of an organisation, newest first (for "running now" bars). */
  list(filter: { organizationId?: string; name?: string; states?: JobState[]; limit?: number }): Promise<JobStatus[]>;
  /** Resolves when the job has finished (completed, failed or cancelled); for CLI and tests. */
  waitFor(id: string, timeoutMs?: number): Promise<JobStatus>;
  stop(): Promise<void>;
}

/** How often a worker proves it is alive; a job whose worker is silent for this long is retried. */
const HEARTBEAT_SECONDS = 10;
const FINISHED: readonly JobState[] = ['completed', 'failed', 'cancelled'];

export function createJobService(
  orm: MikroORM,
  log: Pick<FastifyBaseLogger, 'error'>,
  opts: { workers?: boolean; stopGraceMs?: number } = {},
): JobService {
  const connectionString = orm.config.get('clientUrl') as string;
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopping: Promise<void> | null = null;
  const sql = (q: string, params: unknown[] = []) => orm.em.getConnection().execute(q, params);

  const start = () =>
    (starting ??= (async () => {
      const b = new PgBoss({
        connectionString,
        schema: 'pgboss',
        max: 4,
        superviseIntervalSeconds: 5,
        monitorIntervalSeconds: 30,
      });
      b.on('error', (error) => log.error({ err: error }, 'job service error'));
      await b.start();
      boss = b;
      return b;
    })());

  const ensureQueue = async (b: PgBoss, name: string, def?: JobDefinition<object>) => {
    if (!(await b.getQueue(name))) {
      await b.createQueue(name, {
        retryLimit: def?.retryLimit ?? 2,
        retryDelay: 2,
        expireInSeconds: def?.expireInSeconds ?? 7200,
        heartbeatSeconds: HEARTBEAT_SECONDS,
      });
    }
  };

  const setState = (id: string, state: JobState, extra: { output?: unknown; error?: string } = {}) =>
    sql(
      `update core_job set state = ?, output = coalesce(?::jsonb, output), error = ?, updated_at = now(),
       started_at = case when ? = 'active' then coalesce(started_at, now()) else started_at end,
       finished_at = case when ? in ('completed','failed','cancelled') then now() else null end where id = ?`,
      [state, extra.output === undefined ? null : JSON.stringify(extra.output), extra.error ?? null, state, state, id],
    );

  const service: JobService = {
    async define(name, definition) {
      const b = await start();
      await ensureQueue(b, name, definition as JobDefinition<object>);
      if (opts.workers === false) return;
      await b.work<object>(
        name,
        { batchSize: 1, localConcurrency: definition.concurrency ?? 1, pollingIntervalSeconds: 1 },
        async ([job]) => {
          await setState(job.id, 'active');
          const run: JobRun<never> = {
            id: job.id,
            data: job.data as never,
            attempt: job.retryCount,
            signal: job.signal,
            progress: (done, total, message) =>
              sql('update core_job set done = ?, total = ?, message = ?, updated_at = now() where id = ?', [
                done,
                total,
                message?.slice(0, 500) ?? null,
                job.id,
              ]).then(() => undefined),
          };
          try {
            const output = (await definition.handler(run)) ?? {};
            await setState(job.id, 'completed', { output });
            return output;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const last = job.retryCount >= (definition.retryLimit ?? 2);
            await setState(job.id, last ? 'failed' : 'retry', { error: message.slice(0, 2000) });
            throw error;
          }
        },
      );
    },

    async send(name, data, o = {}) {
      const b = await start();
      await ensureQueue(b, name);
      const options = o.startAfter
        ? { startAfter: o.startAfter instanceof Date ? o.startAfter : new Date(Date.now() + o.startAfter * 1000) }
        : {};
      // The job's row exists before pg-boss can hand the job to a worker: a worker that takes it at
      // once marks it active and reports progress on that row (sending first lost both).
      const record = (id: string, run: typeof sql) =>
        run(
          `insert into core_job (id, name, organization_id, user_id, singleton_key, state, done, total, created_at, updated_at)
           values (?, ?, ?, ?, ?, 'created', 0, 0, now(), now())`,
          [id, name, o.organizationId ?? null, o.userId ?? null, o.singletonKey ?? null],
        );
      const queue = async (id: string) => {
        try {
          await b.send(name, data, { ...options, id });
        } catch (error) {
          await setState(id, 'failed', {
            error: `Not queued: ${error instanceof Error ? error.message : String(error)}`,
          }).catch(() => undefined);
          throw error;
        }
        return id;
      };
      if (!o.singletonKey) {
        const id = randomUUID();
        await record(id, sql);
        return queue(id);
      }
      // One unfinished job per key: decided under an advisory lock, so two senders never both queue;
      // the row is committed before the job is queued.
      const decided = await orm.em.fork().transactional(async (tx) => {
        const run: typeof sql = (q, params = []) => tx.execute(q, params as never[]);
        await run('select pg_advisory_xact_lock(hashtext(?))', [`${name}:${o.singletonKey}`]);
        const open = await run(
          `select * from core_job where name = ? and singleton_key = ? and state not in ('completed','failed','cancelled') order by created_at desc limit 1`,
          [name, o.singletonKey],
        );
        if (open[0] && !FINISHED.includes((await reconcile(open[0])).state))
          return { id: open[0].id as string, existing: true };
        const id = randomUUID();
        await record(id, run);
        return { id, existing: false };
      });
      return decided.existing ? decided.id : queue(decided.id);
    },

    async schedule(name, cron, data = {}, o = {}) {
      const b = await start();
      await ensureQueue(b, name);
      await b.schedule(name, cron, data, { tz: 'UTC', ...(o.key ? { key: o.key } : {}) });
    },

    async get(id) {
      const rows = await sql('select * from core_job where id = ?', [id]);
      if (!rows[0]) return null;
      return reconcile(rows[0]);
    },

    async list(f) {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (clause: string, ...values: unknown[]) => {
        where.push(clause);
        params.push(...values);
      };
      if (f.organizationId) add('organization_id = ?', f.organizationId);
      if (f.name) add('name = ?', f.name);
      if (f.states?.length) add(`state in (${f.states.map(() => '?').join(',')})`, ...f.states);
      const rows = await sql(
        `select * from core_job ${where.length ? `where ${where.join(' and ')}` : ''} order by created_at desc limit ?`,
        [...params, Math.min(f.limit ?? 20, 200)],
      );
      return Promise.all(rows.map(reconcile));
    },

    async waitFor(id, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const status = await service.get(id);
        if (!status) throw new Error(`No job ${id}`);
        if (FINISHED.includes(status.state)) return status;
        if (Date.now() > until) throw new Error(`Job ${id} still ${status.state} after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },

    /**
     * Stops taking jobs; running ones get `stopGraceMs` to finish, then are failed so another worker
     * retries them (a shutdown hands them back). Called twice (a shutdown, then the app's close), the
     * second call waits for the first.
     */
    stop() {
      stopping ??= (async () => {
        const b = boss ?? (starting ? await starting.catch(() => null) : null);
        boss = null;
        starting = null;
        await b?.stop({ graceful: true, timeout: opts.stopGraceMs ?? 5000 });
      })().finally(() => (stopping = null));
      return stopping;
    },
  };

  /** pg-boss is the truth for the state: a worker that died mid-job never reports, the queue does. */
  async function reconcile(row: Record<string, any>): Promise<JobStatus> {
    let state = row.state as JobState;
    let error = row.error as string | null;
    if (!FINISHED.includes(state)) {
      const found = await sql('select state, output from pgboss.job where id = ?', [row.id]).catch(() => null);
      const truth = found?.[0]?.state as JobState | undefined;
      if (found?.length === 0 && state === 'created' && Date.now() - new Date(row.created_at).getTime() > 60_000) {
        // Recorded, then the sender stopped before queueing it (the row is written first).
        state = 'failed';
        error = error ?? 'The job was never queued';
        await setState(row.id, state, { error });
      } else if (truth && truth !== state && (FINISHED.includes(truth) || truth === 'retry')) {
        // The row may have been read just before the worker finished it (then pg-boss): read it again
        // before overriding, so a finished job keeps its own output (seen in CI: completed, output null).
        const [fresh] = await sql('select * from core_job where id = ?', [row.id]);
        row = fresh ?? row;
        error = row.error as string | null;
        if (FINISHED.includes(row.state as JobState)) state = row.state as JobState;
        else {
          state = truth;
          if (truth === 'failed' && !error)
            error =
              typeof found![0].output?.message === 'string'
                ? found![0].output.message
                : 'The job stopped (worker lost)';
          // A completed job's output is what its handler returned, which pg-boss keeps too.
          const output = truth === 'completed' && row.output == null ? (found![0].output ?? undefined) : undefined;
          await setState(row.id, state, { error: error ?? undefined, output });
          if (output !== undefined) row = { ...row, output };
        }
      }
    }
    return {
      id: row.id,
      name: row.name,
      state,
      progress: { done: Number(row.done), total: Number(row.total), ...(row.message ? { message: row.message } : {}) },
      output: row.output ?? null,
      error: error ?? null,
      organizationId: row.organization_id ?? null,
      userId: row.user_id ?? null,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
      finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    };
  }
  return service;
}
