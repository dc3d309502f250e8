import { getJobRoute } from '@app/core/shared';
import { createMember, registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { UserEntity } from '@app/plugin-auth/server';
import { buildServerTestApp } from '@app/server/testing';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

const api = await buildServerTestApp(t);
const jobs = api.ctx.jobs;
const orgOf = async (id: string) =>
  (await api.orm.em.fork().findOneOrFail(UserEntity, { id }, { filters: false })).organization;

t.test('a job runs on the queue, stores its progress and output; its owner organisation follows it', async (t) => {
  const a = await registerAdmin(api);
  const b = await registerAdmin(api);
  const client = await createMember(api, a, 'CLIENT');
  await jobs.define<{ upTo: number }>('test.count', {
    async handler(job) {
      let sum = 0;
      for (let i = 1; i <= job.data.upTo; i++) {
        sum += i;
        await job.progress(i, job.data.upTo, `counted ${i}`);
      }
      return { sum };
    },
  });
  const id = await jobs.send('test.count', { upTo: 5 }, { organizationId: await orgOf(a.id), userId: a.id });
  const done = await jobs.waitFor(id, 30_000);
  t.equal(done.state, 'completed');
  t.same(done.output, { sum: 15 });
  t.same(done.progress, { done: 5, total: 5, message: 'counted 5' });
  t.ok(done.startedAt && done.finishedAt);

  const own = await api.call(getJobRoute, { id }, a.token);
  t.equal(own.status, 200);
  t.equal(own.body.state, 'completed');
  t.equal(
    (await api.call(getJobRoute, { id }, client.token)).status,
    200,
    'any member of the organisation may follow it',
  );
  t.equal((await api.call(getJobRoute, { id }, b.token)).status, 404, 'another organisation sees nothing');
  t.equal((await api.call(getJobRoute, { id }, null)).status, 401);
  t.equal((await api.call(getJobRoute, { id: 'not-a-uuid' }, a.token)).status, 400);
  t.equal((await api.call(getJobRoute, { id: '00000000-0000-4000-8000-000000000000' }, a.token)).status, 404);
});

t.test('a failing job is retried, then failed with its error; a singleton key holds one job', async (t) => {
  let attempts = 0;
  await jobs.define<object>('test.fail', {
    retryLimit: 1,
    async handler() {
      attempts++;
      throw new Error(`broken input (attempt ${attempts})`);
    },
  });
  const id = await jobs.send('test.fail', {});
  const done = await jobs.waitFor(id, 30_000);
  t.equal(done.state, 'failed');
  t.equal(attempts, 2, 'first run plus one retry');
  t.match(done.error, /broken input \(attempt 2\)/);

  await jobs.define<object>('test.slow', {
    async handler() {
      await new Promise((r) => setTimeout(r, 1500));
      return { ok: true };
    },
  });
  const first = await jobs.send('test.slow', {}, { singletonKey: 'org-1' });
  const second = await jobs.send('test.slow', {}, { singletonKey: 'org-1' });
  t.equal(second, first, 'the queued job is handed back instead of a duplicate');
  t.equal((await jobs.waitFor(first, 30_000)).state, 'completed');
});

t.test('a job whose worker is killed mid-run is retried by another worker, never left running', async (t) => {
  const name = 'test.crash';
  const worker = spawn(
    process.execPath,
    ['--import=tsx', path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/job-worker.ts')],
    {
      env: { ...process.env, JOB_DB_URL: api.orm.config.get('clientUrl') as string, JOB_NAME: name },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  t.teardown(() => void worker.kill('SIGKILL'));
  let out = '';
  const seen = (word: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker never said ${word}: ${out}`)), 30_000);
      const check = () => out.includes(word) && (clearTimeout(timer), resolve());
      worker.stdout!.on('data', (d: Buffer) => ((out += d), check()));
      check();
    });
  await seen('ready');
  const id = await jobs.send(name, { n: 1 });
  await seen(`active ${id}`);
  t.equal((await jobs.get(id))!.state, 'active');
  worker.kill('SIGKILL');

  let resumedAttempt = -1;
  await jobs.define<{ n: number }>(name, {
    retryLimit: 2,
    async handler(job) {
      resumedAttempt = job.attempt;
      await job.progress(10, 10);
      return { resumed: true };
    },
  });
  const done = await jobs.waitFor(id, 60_000);
  t.equal(done.state, 'completed', 'the lost job was picked up again');
  t.same(done.output, { resumed: true });
  t.ok(resumedAttempt >= 1, `ran again as a retry (attempt ${resumedAttempt})`);
});

t.test(
  'a job is recorded before it is queued; a record whose job never reached the queue ends failed, freeing its singleton key',
  async (t) => {
    const sql = (q: string, p: unknown[] = []) => api.orm.em.fork().execute<Record<string, unknown>[]>(q, p);
    // A worker that takes the job at once finds its row: its state and first progress are kept.
    await jobs.define<object>('test.instant', {
      async handler(job) {
        await job.progress(1, 1, 'at once');
        return { ok: 1 };
      },
    });
    const id = await jobs.send('test.instant', {});
    const done = await jobs.waitFor(id, 30_000);
    t.same([done.state, done.progress.done, done.output], ['completed', 1, { ok: 1 }]);
    t.ok(done.startedAt, 'the active state was recorded on the row');

    // A sender that stopped between the two: the row is there, the queue has nothing.
    const lost = '00000000-0000-4000-8000-00000000abcd';
    await sql(
      `insert into core_job (id, name, singleton_key, state, done, total, created_at, updated_at) values (?, 'test.slow', 'org-lost', 'created', 0, 0, now() - interval '2 minutes', now() - interval '2 minutes')`,
      [lost],
    );
    const status = await jobs.get(lost);
    t.same([status!.state, status!.error], ['failed', 'The job was never queued']);
    const fresh = await jobs.send('test.slow', {}, { singletonKey: 'org-lost' });
    t.not(fresh, lost, 'the key takes a new job');
    t.equal((await jobs.waitFor(fresh, 30_000)).state, 'completed');
  },
);

t.test(
  "a row read before its worker finished still reports the output: the row is read again, else pg-boss's output is kept",
  async (t) => {
    const sql = (q: string, p: unknown[] = []) => api.orm.em.fork().execute<Record<string, unknown>[]>(q, p);
    await jobs.define<object>('test.answer', {
      async handler() {
        return { answer: 42 };
      },
    });
    const id = await jobs.send('test.answer', {});
    t.same((await jobs.waitFor(id, 30_000)).output, { answer: 42 });
    // As a worker that died after pg-boss completed the job but before our row was: only pg-boss has the output.
    await sql(`update core_job set state = 'active', output = null, finished_at = null where id = ?`, [id]);
    const status = await jobs.get(id);
    t.same([status!.state, status!.output], ['completed', { answer: 42 }]);
    const [row] = await sql('select state, output from core_job where id = ?', [id]);
    t.same([row!.state, row!.output], ['completed', { answer: 42 }], 'the row is repaired');
  },
);

t.test('the CLI progress line shows state, percent and counts', async (t) => {
  const { progressLine } = await import('@app/core/client');
  t.equal(
    progressLine('Import', { state: 'active', progress: { done: 50, total: 200, message: 'parsing' }, error: null }),
    `Import [######..................]  25%  50/200  parsing`,
  );
  t.equal(
    progressLine('Import', { state: 'completed', progress: { done: 3, total: 0 }, error: null }),
    `Import [########################] 100%`,
  );
  t.match(
    progressLine('Import', { state: 'failed', progress: { done: 1, total: 4 }, error: 'bad file' }),
    /failed: bad file$/,
  );
});
