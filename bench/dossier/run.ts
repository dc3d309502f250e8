/**
 * Dossier bench (issue 9 §5): 100k clients with their objects; client list search + sort + page at 20
 * concurrent (and its ratio to a bare Fastify route serving the same JSON from memory);
 * `dashboard-data` and `get-kyc-files-info_2` of a dossier with 50 persons and 200 files. Real app,
 * real embedded PostgreSQL, over HTTP. See README.md.
 */
import { buildApp, coreEntities, createOrm, loadConfig, migrate, startEmbeddedPostgres } from '@app/core/server';
import { migrations, serverPlugins } from '@app/server';
import Fastify from 'fastify';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateClients, generateLargeDossier } from './generate.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const CONCURRENCY = 20;
const PER_WORKER = Number(process.env.BENCH_REQUESTS ?? 25);
const PORT = Number(process.env.PORT ?? 3150);
const base = `http://127.0.0.1:${PORT}/api/v1`;
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-dossier-'));
const db = await startEmbeddedPostgres({ dataDir: dir, port: Number(process.env.EMBEDDED_PG_PORT ?? 5615), database: 'bench', persistent: false });
const orm = await createOrm({ clientUrl: db.url, entities: [...coreEntities, ...serverPlugins.flatMap((p) => p.entities ?? [])], migrations });
await migrate(orm);
const config = { ...loadConfig({ DATA_DIR: dir, JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'), PORT: String(PORT) }, dir), databaseUrl: db.url, logLevel: 'silent', publicUrl: `http://127.0.0.1:${PORT}` };
const { app } = await buildApp(config, serverPlugins, { orm, logger: false });
await app.listen({ port: PORT, host: '127.0.0.1' });
const em = () => orm.em.fork();

async function call(method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}/${url}`, { method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Load phases read the answer as text, as the bare route's client does: the server is measured, not a JSON.parse in this process. */
async function hit(method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(`${base}/${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} ${res.status} ${text.slice(0, 200)}`);
  return text.length;
}

const admin = await call('POST', 'register', null, { username: 'benchdossier', email: 'bench-dossier@example.com', password: 'bench-pass-1' });
const token = admin.token as string;
const [{ organization, id: userId }] = await em().execute(`select organization, id from auth_user where username = 'benchdossier'`);

const t0 = Date.now();
await generateClients(em(), organization, userId, CLIENTS);
const bigId = '0'.repeat(23) + '7';
await generateLargeDossier(em(), organization, userId, bigId, 50, 200);
await em().execute('vacuum analyze');
const [{ n }] = await em().execute(`select count(*)::int as n from dossier_object`);
log(`seeded ${CLIENTS} clients and ${n} dossier objects in ${Date.now() - t0} ms`);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
/** CPU time (ms) of the embedded PostgreSQL: the postmaster and its backends, from /proc (Linux). */
const pgCpuMs = () => {
  let ticks = 0;
  try {
    const postmaster = Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pid) === postmaster || Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
      } catch { /* process gone */ }
    }
  } catch { return NaN; }
  return ticks * 10;
};
const summary = (name: string, xs: number[], wall: number, cpu: { node: number; pg: number }) => {
  const out = {
    name, requests: xs.length, p50_ms: +pct(xs, 50).toFixed(1), p95_ms: +pct(xs, 95).toFixed(1), p99_ms: +pct(xs, 99).toFixed(1), rps: +((xs.length * 1000) / wall).toFixed(1),
    // CPU per request: this process (server and load client) and PostgreSQL; the figure that does not depend on other work on the machine.
    node_cpu_ms_per_req: +(cpu.node / xs.length).toFixed(2), pg_cpu_ms_per_req: +(cpu.pg / xs.length).toFixed(2),
  };
  log(JSON.stringify(out));
  return out;
};
async function load(name: string, request: (worker: number, i: number) => Promise<unknown>) {
  const times: number[] = [];
  const start = Date.now();
  const cpu0 = process.cpuUsage();
  const pg0 = pgCpuMs();
  await Promise.all(Array.from({ length: CONCURRENCY }, async (_, w) => {
    for (let i = 0; i < PER_WORKER; i++) {
      const t = performance.now();
      await request(w, i);
      times.push(performance.now() - t);
    }
  }));
  const c = process.cpuUsage(cpu0);
  return summary(name, times, Date.now() - start, { node: (c.user + c.system) / 1000, pg: pgCpuMs() - pg0 });
}

const TERMS = ['trust', 'harbour', 'gaming', 'capital', 'coral', 'martina', 'ocean', 'payments'];
const ORDERS = ['name', 'createdAt', 'next_review_date'];
const listUrl = (w: number, i: number) => `companies/list?search=${TERMS[(w + i) % TERMS.length]}&orderingKey=${ORDERS[i % ORDERS.length]}&orderingValue=${i % 2 ? 'asc' : 'desc'}&page=${1 + (i % 5)}`;
// The first page of a search term counts its matches (then the count is reused until a listed change).
const firstSearch: number[] = [];
for (const term of ['golden', 'royal', 'delta']) {
  const t = performance.now();
  await hit('POST', `companies/list?search=${term}`, token, {});
  firstSearch.push(+(performance.now() - t).toFixed(1));
}
log(`first page of a new search term (counts its ~6k matches), sequential: ${firstSearch.join(', ')} ms`);
// Warm-up (plans, connections; the 8 terms' counts).
for (let i = 0; i < 10; i++) await call('POST', listUrl(0, i), token, {});

const results = [];
results.push(await load('POST companies/list (search + sort + page, 100k clients)', (w, i) => hit('POST', listUrl(w, i), token, {})));
results.push(await load('POST companies/list (no search, default order, page 1-5)', (w, i) => hit('POST', `companies/list?page=${1 + (i % 5)}`, token, {})));

// The same JSON from memory on a bare Fastify route: the floor of HTTP + serialisation here.
const sample = JSON.stringify(await call('POST', listUrl(0, 0), token, {}));
const bare = Fastify({ logger: false });
bare.post('/list', async (_req, reply) => reply.type('application/json').send(sample));
await bare.listen({ port: PORT + 1, host: '127.0.0.1' });
results.push(await load('bare Fastify, same JSON from memory', () => fetch(`http://127.0.0.1:${PORT + 1}/list`, { method: 'POST' }).then((r) => r.text())));
await bare.close();

const bundle = await call('GET', `get-kyc-files-info_2?company_id=${bigId}`, token);
log(`large dossier: ${bundle.persons.length} persons, ${bundle.persons.reduce((s: number, p: { files: object }) => s + Object.keys(p.files).length, 0)} person files, ${bundle.kycFiles.length} corporate files`);
results.push(await load('GET dashboard-data (50 persons, 200 files)', () => hit('GET', `dashboard-data?company_id=${bigId}`, token)));
results.push(await load('GET get-kyc-files-info_2 (50 persons, 200 files)', () => hit('GET', `get-kyc-files-info_2?company_id=${bigId}`, token)));

const list = results[0]!;
const ratio = +(list.p95_ms / results[2]!.p95_ms).toFixed(1);
log(`p95 ratio client list / bare Fastify: ${ratio}`);
writeFileSync(path.join(import.meta.dirname, 'last-results.json'), `${JSON.stringify({ date: new Date().toISOString(), clients: CLIENTS, objects: n, concurrency: CONCURRENCY, load: os.loadavg(), firstSearch, results, ratio }, null, 2)}\n`);
await app.close();
await orm.close();
await db.stop();
