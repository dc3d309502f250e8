/**
 * Load test (issue 6): 200 concurrent clients on a mixed read workload for 60 s against the real
 * server (separate process, embedded PostgreSQL, demo data, UN sanctions list), signed in as the
 * demo administrator. Prints p50/p95/p99 of the mix, errors, and the /healthz latency of a
 * separate probe under the same load; writes bench/load/last-results.json.
 *
 *   npx -y pnpm@10.34.9 run bench:load [-- --connections 200 --duration 60 --port 3250]
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const args = process.argv.slice(2);
const arg = (name: string, def: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const CONNECTIONS = arg('connections', 200);
const DURATION = arg('duration', 60);
const PORT = arg('port', Number(process.env.PORT ?? 3250));
const base = `http://127.0.0.1:${PORT}`;

/** The signed-in reads of the mix, in the order each client cycles through them. */
const READS = [
  '/api/v1/get-user',
  '/api/v1/user/accounts',
  '/api/v1/organization/settings',
  '/api/v1/sanction-screening-lookups',
  '/api/v1/screening/alerts',
  '/api/v1/get-roles',
  '/api/v1/get-terms',
  '/healthz',
];

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-load-')),
    SEED_SANCTIONS: 'un',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stopServer);

/**
 * CPU seconds used so far by the server's process group (Node and its embedded PostgreSQL):
 * unlike latency on a shared machine, CPU per request does not depend on what else runs.
 */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* process ended meanwhile */
    }
  }
  return ticks / 100;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

await waitForServer();
const login = await fetch(`${base}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.example.com', password: 'DemoPass2026' }),
});
const { token } = (await login.json()) as { token: string };
if (!token) throw new Error('demo login failed');
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
// A few screenings so the lookup list has rows to read.
for (const [firstname, surname] of [
  ['Kim', 'Jong Un'],
  ['Ali', 'Hassan'],
  ['John', 'Smith'],
]) {
  await fetch(`${base}/api/v1/sanction-screening`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ firstname, surname }),
  });
}

// The /healthz probe runs on its own thread so the load generator's busy loop does not delay it.
const probe = new Worker(
  `const { parentPort, workerData } = require('node:worker_threads');
   const samples = []; let stop = false;
   parentPort.on('message', () => { stop = true; });
   (async () => {
     while (!stop) {
       const t0 = performance.now();
       try { const r = await fetch(workerData + '/healthz'); await r.arrayBuffer(); samples.push(performance.now() - t0); } catch { samples.push(Infinity); }
       await new Promise((r) => setTimeout(r, 50));
     }
     parentPort.postMessage(samples);
   })();`,
  { eval: true, workerData: base },
);

const times: number[] = [];
const cpuBefore = groupCpuSeconds(server.pid!);
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: READS.map((p) => ({ method: 'GET' as const, path: p, headers })),
    },
    (error, res) => (error ? reject(error) : resolve(res)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
});
const cpuSeconds = groupCpuSeconds(server.pid!) - cpuBefore;
probe.postMessage('stop');
const health = await new Promise<number[]>((resolve) => probe.once('message', resolve));
await probe.terminate();

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const r1 = (n: number) => Math.round(n * 10) / 10;
const figures = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, loadavg: os.loadavg().map(r1) },
  connections: CONNECTIONS,
  duration_s: DURATION,
  mix: READS,
  requests: result.requests.total,
  rps: r1(result.requests.average),
  latency_ms: {
    p50: r1(pct(times, 50)),
    p95: r1(pct(times, 95)),
    p99: r1(pct(times, 99)),
    max: r1(Math.max(...times)),
  },
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  status_5xx: result['5xx'],
  server_cpu_ms_per_request: r1((cpuSeconds * 1000) / result.requests.total),
  healthz_probe_ms: {
    samples: health.length,
    p50: r1(pct(health, 50)),
    p99: r1(pct(health, 99)),
    max: r1(Math.max(...health)),
  },
};
writeFileSync(path.join(here, 'last-results.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log(
  [
    `load: ${CONNECTIONS} clients, ${DURATION} s, mixed signed-in reads (${READS.length} routes incl. /healthz)`,
    `requests ${figures.requests} (${figures.rps}/s); latency p50 ${figures.latency_ms.p50} ms, p95 ${figures.latency_ms.p95} ms, p99 ${figures.latency_ms.p99} ms`,
    `server CPU (Node + PostgreSQL) ${figures.server_cpu_ms_per_request} ms per request`,
    `errors ${figures.errors}, timeouts ${figures.timeouts}, non-2xx ${figures.non2xx} (5xx ${figures.status_5xx})`,
    `/healthz probe under load: p50 ${figures.healthz_probe_ms.p50} ms, p99 ${figures.healthz_probe_ms.p99} ms, max ${figures.healthz_probe_ms.max} ms (${health.length} samples)`,
    `machine: ${figures.machine.cpus} CPUs, load average ${figures.machine.loadavg.join(' ')}`,
  ].join('\n'),
);
stopServer();
process.exit(figures.errors || figures.status_5xx ? 1 : 0);
