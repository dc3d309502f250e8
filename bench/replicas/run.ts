/**
 * Throughput of the replica test's mixed workload (issue 29 §3) with 1 and with 3 replicas behind
 * nginx on this machine: the same built server, PostgreSQL and S3 server, the same clients (sign in,
 * propose and approve a client, edit and approve, upload, approve and download a document, screen,
 * a due diligence through its link every third round), no kill. Prints requests and rounds per
 * second and where the CPU went (replicas, PostgreSQL, nginx, S3 server, load client); writes
 * bench/replicas/last-results.json.
 *
 *   npx tsx bench/replicas/run.ts [--clients 8] [--seconds 30] [--replicas 1,3]
 */
import { createSuperUser } from '@app/plugin-auth/server';
import { authRoutes } from '@app/plugin-auth/shared';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, startCluster, type Cluster } from '../../tests/replica/cluster.ts';
import { remoteApi } from '../../tests/replica/remote-api.ts';
import { importList } from '../../tests/replica/scenarios.ts';
import { migrateOnce } from '../../tests/replica/setup.ts';
import { client, newLedger, newOrg } from '../../tests/replica/workload.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const arg = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : def;
};
const CLIENTS = Number(arg('clients', '8'));
const SECONDS = Number(arg('seconds', '30'));
const COUNTS = arg('replicas', '1,3').split(',').map(Number);
const IDLE_SECONDS = 10;
const SUPER = { email: 'bench-super@example.com', password: 'bench-super-pass-1' };

/** CPU ticks (user + system) per pid, and each pid's parent. */
function procTable(): Map<number, { ppid: number; ticks: number }> {
  const table = new Map<number, { ppid: number; ticks: number }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(d), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch {
      /* ended meanwhile */
    }
  }
  return table;
}

/** CPU seconds so far of each part: a root pid and all its descendants. */
function cpuOf(roots: Record<string, number[]>): Record<string, number> {
  const table = procTable();
  const out: Record<string, number> = {};
  for (const [part, pids] of Object.entries(roots)) {
    const seen = new Set(pids);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, p] of table)
        if (!seen.has(pid) && seen.has(p.ppid)) {
          seen.add(pid);
          grew = true;
        }
    }
    out[part] = [...seen].reduce((sum, pid) => sum + (table.get(pid)?.ticks ?? 0), 0) / 100;
  }
  return out;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

async function measure(replicas: number) {
  let db = null as Awaited<ReturnType<typeof migrateOnce>> | null;
  let cluster: Cluster | null = null;
  try {
    cluster = await startCluster({
      replicas,
      async prepare(url, env, build) {
        db = await migrateOnce(url, env, build);
        await createSuperUser(db.orm, SUPER);
      },
    });
    const c = cluster;
    const api = remoteApi(c.nginx.url, db!.orm);
    const superToken = (await api.call(authRoutes.login, SUPER)).body.token as string;
    await importList(c.nginx.url, superToken, 'eu', [
      path.join(ROOT, 'plugins/screening/src/readers/fixtures/eu-sample.xml'),
    ]);
    const orgs = await Promise.all(Array.from({ length: CLIENTS }, () => newOrg(api)));
    const apis = orgs.map((_, i) => remoteApi(c.nginx.url, db!.orm, { forwardedFor: `198.51.100.${i + 1}` }));
    const roots = () => ({
      replicas: c.replicas.map((x) => x.process!.pid!),
      postgres: [c.pids.postmaster],
      nginx: [c.pids.nginx],
      s3: c.pids.s3 ? [c.pids.s3] : [],
    });
    // Idle cost first: what the replicas and PostgreSQL burn with no request (job polling, listeners, timers).
    const idle0 = cpuOf(roots());
    await new Promise((res) => setTimeout(res, IDLE_SECONDS * 1000));
    const idle1 = cpuOf(roots());
    const idle = Object.fromEntries(Object.keys(idle1).map((k) => [k, r1((idle1[k]! - idle0[k]!) / IDLE_SECONDS)]));
    const ledger = newLedger();
    let stop = false;
    const cpu0 = cpuOf(roots());
    const self0 = process.cpuUsage();
    const started = Date.now();
    const runs = orgs.map((org, i) => client(apis[i]!, org, ledger, () => stop));
    await new Promise((res) => setTimeout(res, SECONDS * 1000));
    stop = true;
    const rounds = (await Promise.all(runs)).reduce((a, b) => a + b, 0);
    const wall = (Date.now() - started) / 1000;
    const cpu1 = cpuOf(roots());
    const self = process.cpuUsage(self0);
    const requests = apis.reduce((a, x) => a + x.requests, 0);
    const cpu = Object.fromEntries(Object.keys(cpu1).map((k) => [k, r1(cpu1[k]! - cpu0[k]!)]));
    cpu.load_client = r1((self.user + self.system) / 1e6);
    return {
      replicas,
      clients: CLIENTS,
      seconds: r1(wall),
      rounds,
      requests,
      requests_per_s: r1(requests / wall),
      rounds_per_s: r1(rounds / wall),
      errors: ledger.errors.length,
      first_errors: ledger.errors.slice(0, 3),
      cpu_seconds: cpu,
      // Per request: independent of the CPU share the shared machine happened to give the run.
      server_cpu_ms_per_request: r1(((cpu.replicas! + cpu.postgres! + cpu.nginx! + cpu.s3!) * 1000) / requests),
      replica_cpu_ms_per_request: r1((cpu.replicas! * 1000) / requests),
      idle_cores: idle,
      cores_busy: r1(Object.values(cpu).reduce((a, b) => a + b, 0) / wall),
    };
  } finally {
    await db?.close().catch(() => undefined);
    await cluster?.stop();
  }
}

const results = [];
for (const n of COUNTS) {
  const r = await measure(n);
  results.push(r);
  console.log(
    `${n} replica${n > 1 ? 's' : ''}: ${r.requests} requests in ${r.seconds} s = ${r.requests_per_s}/s (${r.rounds_per_s} rounds/s), ${r.errors} errors; CPU s ${JSON.stringify(r.cpu_seconds)} = ${r.cores_busy} cores busy; server CPU ${r.server_cpu_ms_per_request} ms per request (replicas ${r.replica_cpu_ms_per_request}); idle ${JSON.stringify(r.idle_cores)} cores`,
  );
}
const figures = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, loadavg: os.loadavg().map(r1) },
  results,
};
writeFileSync(path.join(here, 'last-results.json'), `${JSON.stringify(figures, null, 2)}\n`);
process.exit(results.some((r) => r.errors) ? 1 : 0);
