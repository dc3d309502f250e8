/**
 * The replica test (issue 29 §2, ADR 0085): three app processes on one PostgreSQL (and one S3 server
 * when the storage driver is configured) behind nginx round-robin, a mixed workload through nginx
 * while one replica is SIGKILLed and restarted, then the checks. Prints each check, the counts and
 * `N passed, N failed`; exits 1 when a check failed.
 *
 *   npx tsx tests/replica/run.ts [--clients 4] [--seconds 30] [--rows 100000]
 */
import { liveNotificationInBrowser } from './browser.ts';
import { createSuperUser } from '@app/plugin-auth/server';
import { authRoutes } from '@app/plugin-auth/shared';
import path from 'node:path';
import { ROOT, startCluster, type Cluster } from './cluster.ts';
import { killDuringConversion, readyToConvert, type KillOutcome } from './kill-job.ts';
import { remoteApi } from './remote-api.ts';
import {
  doubleApproval,
  importList,
  listImportReachesAll,
  liveNotificationAcross,
  rateLimitAcrossReplicas,
  type Check,
} from './scenarios.ts';
import { migrateOnce } from './setup.ts';
import { verify } from './verify.ts';
import { client, newLedger, newOrg } from './workload.ts';

const args = process.argv.slice(2);
const arg = (name: string, def: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const CLIENTS = arg('clients', 4);
const MIN_SECONDS = arg('seconds', 30);
const ROWS = arg('rows', 100_000);
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
const SUPER = { email: 'replica-super@example.com', password: 'replica-super-pass-1' };

let db: Awaited<ReturnType<typeof migrateOnce>> | null = null;
let cluster: Cluster | null = null;
// Once, whichever comes first: the end of the run or a signal (both may, and the second waits for the first).
let cleaning: Promise<void> | null = null;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await db?.close().catch(() => undefined);
    await cluster?.stop();
  })());
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void cleanUp().then(() => process.exit(130)));

const checks: Check[] = [];
let failure: unknown = null;
try {
  cluster = await startCluster({
    replicas: 3,
    log,
    async prepare(url, env, build) {
      db = await migrateOnce(url, env, build);
      await createSuperUser(db.orm, SUPER);
    },
  });
  const c = cluster;
  const api = remoteApi(c.nginx.url, db!.orm);
  const direct = c.replicas.map((x) => ({ ...x, api: remoteApi(x.url, db!.orm) }));
  const superToken = (await api.call(authRoutes.login, SUPER)).body.token as string;
  // Screening answers 409 until a list is there: the EU sample first (the UN list is the import under test).
  await importList(c.nginx.url, superToken, 'eu', [
    path.join(ROOT, 'plugins/screening/src/readers/fixtures/eu-sample.xml'),
  ]);
  const orgs = await Promise.all(Array.from({ length: CLIENTS + 1 }, () => newOrg(api)));
  const probeOrg = orgs.pop()!;
  await readyToConvert(api, orgs[0]!, superToken);
  log(`${CLIENTS} organisations (administrator, maker, checker each) ready`);

  const ledger = newLedger();
  let stop = false;
  // Each client from its own address (per-IP limits such as the due-diligence links' count per client).
  const clients = orgs.map((org, i) =>
    client(remoteApi(c.nginx.url, db!.orm, { forwardedFor: `198.51.100.${i + 1}` }), org, ledger, () => stop),
  );
  const workloadStarted = Date.now();

  checks.push(await rateLimitAcrossReplicas(api, probeOrg));
  checks.push(await doubleApproval(direct, probeOrg));
  checks.push(await liveNotificationAcross(c.nginx.url, direct, probeOrg));
  checks.push(await liveNotificationInBrowser(c.nginx.url, direct, probeOrg));
  const kill: KillOutcome = await killDuringConversion(api, c, db!.orm, orgs[0]!, ROWS, log);
  checks.push(...kill.checks);
  checks.push(await listImportReachesAll(api, c.nginx.url, direct, superToken, probeOrg.checker.token));
  const left = MIN_SECONDS * 1000 - (Date.now() - workloadStarted);
  if (left > 0) await new Promise((res) => setTimeout(res, left));
  stop = true;
  const rounds = (await Promise.all(clients)).reduce((a, b) => a + b, 0);
  const seconds = (Date.now() - workloadStarted) / 1000;
  log(`workload: ${CLIENTS} clients, ${rounds} rounds in ${seconds.toFixed(0)} s`);

  const verified = await verify(api, db!.orm, ledger);
  checks.push(...verified.checks);
  const k = verified.counts;
  const lastCut = ledger.cutOffAt.length ? Math.max(...ledger.cutOffAt) : null;
  console.log(
    [
      '',
      `writes acknowledged ${k.acknowledged}, found ${k.found}, missing ${k.missing}, duplicates ${k.duplicates}, changes approved twice ${k.approvedTwice}`,
      `cut off by the kill: ${ledger.cutOff} requests (${k.unacknowledgedPresent} of the cut-off client creations were stored anyway, once)`,
      `logins ${ledger.logins}, screenings ${ledger.screenings}, due diligences approved ${ledger.dds.filter((d) => d.approved).length}, files ${ledger.files.filter((f) => f.downloaded).length} downloaded intact`,
      `kill: ${kill.killed} SIGKILLed; restarted and answering after ${kill.restartMs} ms; interrupted conversion done after ${kill.jobRecoverMs} ms; last request cut off ${lastCut ? `${lastCut - kill.killedAt} ms after the kill` : ': none'}`,
    ].join('\n'),
  );
} catch (error) {
  failure = error;
} finally {
  await cleanUp();
}

console.log('');
for (const x of checks) console.log(`${x.ok ? 'ok    ' : 'FAILED'} ${x.name}: ${x.detail}`);
if (failure) console.log(`FAILED the run stopped: ${failure instanceof Error ? failure.stack : String(failure)}`);
const failed = checks.filter((x) => !x.ok).length + (failure ? 1 : 0);
console.log(`\nreplica test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${checks.length - checks.filter((x) => !x.ok).length} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
