import type { TestApp } from '@app/core/testing';
import { boRoutes } from '@app/plugin-admin/shared';
import { fiuRoutes as f, suggestMapping } from '@app/plugin-fiu/shared';
import { CODES, EXPORT_HEADER, exportLine, validUserChanges } from '@app/plugin-fiu/testing';
import type { Cluster } from './cluster.ts';
import type { MikroORM } from './remote-api.ts';
import type { Check } from './scenarios.ts';
import type { Org } from './workload.ts';

const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));
const schema = 'unodc-5.0.1' as const;

export interface KillOutcome {
  checks: Check[];
  killed: string;
  killedAt: number;
  /** From the SIGKILL until the restarted replica answered again. */
  restartMs: number;
  /** From the SIGKILL until the interrupted conversion was done (on another process). */
  jobRecoverMs: number;
}

/** Which replica's database connections wrote the conversion's progress (each replica has its own application_name). */
async function runnerOf(orm: MikroORM): Promise<string | null> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ application_name: string }[]>(
      `select application_name from pg_stat_activity
       where application_name like 'replica-%' and query ilike 'update core_job set done%'
       order by query_start desc limit 1`,
    );
  return rows[0]?.application_name ?? null;
}

async function must(what: string, p: Promise<{ status: number; body: any }>) {
  const res = await p;
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/** The officer may convert: complete user info and credits from the super user. */
export async function readyToConvert(api: TestApp, org: Org, superToken: string): Promise<void> {
  await must('user info', api.call(f.saveUserChanges, validUserChanges(), org.checker.token));
  await must(
    'credits',
    api.call(boRoutes.giveCredit, { user_id: org.checker.id, amount: 1_000_000, comment: 'replica test' }, superToken),
  );
}

/**
 * A goAML conversion (a durable job on pg-boss) is started, the replica running it is found and
 * SIGKILLed mid-run while the workload goes on, then restarted. The conversion must end done,
 * once: one report, one charge, its job completed by another process after the dead worker's
 * heartbeat ran out.
 */
export async function killDuringConversion(
  api: TestApp,
  cluster: Cluster,
  orm: MikroORM,
  org: Org,
  rows: number,
  log: (line: string) => void,
): Promise<KillOutcome> {
  const token = org.checker.token;
  const lines = [EXPORT_HEADER];
  for (let i = 1; i <= rows; i++) lines.push(exportLine(i, schema));
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\r\n')}\r\n`]), 'replica-export.csv');
  const up = await fetch(`${cluster.nginx.url}${f.UPLOAD_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const uploaded = (await up.json()) as { file: { _id: string }; headers: string[] };
  if (!up.ok) throw new Error(`export upload: ${up.status} ${JSON.stringify(uploaded)}`);
  const fileId = uploaded.file._id;
  await must(
    'convert',
    api.call(
      f.startConversion,
      {
        file_id: fileId,
        schema,
        report_code: CODES[schema].reportCode,
        indicators: [CODES[schema].indicator],
        currency_code_local: CODES[schema].currency,
        mapping: suggestMapping(uploaded.headers),
      },
      token,
    ),
  );
  // As soon as a worker has taken the job (its first progress write names its process), kill that one.
  let runner: string | null = null;
  for (const end = Date.now() + 60_000; Date.now() < end && !runner; await sleep(25)) {
    runner = await runnerOf(orm);
    if (runner) break;
    const state = await must('conversion', api.call(f.getConversion, { id: fileId }, token));
    if (state.file.status === 'done' || state.file.status === 'failed')
      throw new Error(`the conversion ended (${state.file.status}) before it could be interrupted: use more rows`);
  }
  const victim = cluster.replicas.find((x) => x.name === runner);
  if (!victim) throw new Error('could not tell which replica runs the conversion');
  const killedAt = Date.now();
  cluster.kill(victim);
  log(`SIGKILL ${victim.name} while it ran the conversion of ${rows} rows`);
  await sleep(500);
  await cluster.start(victim);
  const restartMs = Date.now() - killedAt;
  log(`${victim.name} restarted in ${restartMs} ms`);
  let final: any = null;
  for (const end = Date.now() + 120_000; Date.now() < end; await sleep(250)) {
    const state = await api.call(f.getConversion, { id: fileId }, token);
    if (state.status === 200 && (state.body.file.status === 'done' || state.body.file.status === 'failed')) {
      final = state.body.file;
      break;
    }
  }
  const jobRecoverMs = Date.now() - killedAt;
  const conn = orm.em.fork().getConnection();
  const charges = await conn.execute<{ n: string }[]>(
    `select count(*) as n from admin_credit_entry where amount < 0 and (reference::text = ? or comment like ?)`,
    [fileId, `%replica-export.csv%`],
  );
  // The file reads done inside the handler; the job row turns completed just after it returns.
  let job: { state: string; retries: number | null }[] = [];
  for (const end = Date.now() + 10_000; Date.now() < end; await sleep(100)) {
    job = await conn.execute<{ state: string; retries: number | null }[]>(
      `select j.state, b.retry_count as retries from core_job j join fiu_file f on f.job_id = j.id::text
       left join pgboss.job b on b.id::text = j.id::text where f.id::text = ?`,
      [fileId],
    );
    if (job[0]?.state !== 'active') break;
  }
  const checks: Check[] = [
    {
      name: 'the job that was running on the killed replica completes once on another',
      ok: final?.status === 'done' && Boolean(final?.report) && job[0]?.state === 'completed',
      detail: `conversion ${final?.status ?? 'not finished'} after ${jobRecoverMs} ms, job ${job[0]?.state ?? 'missing'} after ${job[0]?.retries ?? '?'} retries`,
    },
    {
      name: 'the interrupted conversion is charged once',
      ok: Number(charges[0]?.n) === 1,
      detail: `${charges[0]?.n} charges`,
    },
  ];
  return { checks, killed: victim.name, killedAt, restartMs, jobRecoverMs };
}
