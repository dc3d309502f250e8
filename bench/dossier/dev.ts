// DEV ONLY (not committed): persistent seeded DB, selected loads.
import { buildApp, coreEntities, createOrm, loadConfig, migrate, startEmbeddedPostgres } from '@app/core/server';
import { migrations, serverPlugins } from '@app/server';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { generateClients, generateLargeDossier } from './generate.ts';

const PORT = 3152;
const base = `http://127.0.0.1:${PORT}/api/v1`;
const dir = '/tmp/dperf-db';
const fresh = !existsSync(`${dir}/pg/PG_VERSION`);
const db = await startEmbeddedPostgres({ dataDir: dir, port: 5642, database: 'bench', persistent: true });
const orm = await createOrm({ clientUrl: db.url, entities: [...coreEntities, ...serverPlugins.flatMap((p) => p.entities ?? [])], migrations });
await migrate(orm);
const config = { ...loadConfig({ DATA_DIR: dir, JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'), PORT: String(PORT) }, dir), databaseUrl: db.url, logLevel: 'silent', publicUrl: `http://127.0.0.1:${PORT}` };
const { app } = await buildApp(config, serverPlugins, { orm, logger: false });
await app.listen({ port: PORT, host: '127.0.0.1' });
const em = () => orm.em.fork();
const AE = process.env.AE ?? 'gzip, deflate';
async function call(method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}/${url}`, { method, headers: { 'accept-encoding': AE, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}
const bigId = '0'.repeat(23) + '7';
let token: string;
if (fresh) {
  const admin = await call('POST', 'register', null, { username: 'benchdossier', email: 'bench-dossier@example.com', password: 'bench-pass-1' });
  token = admin.token;
  const [{ organization, id: userId }] = await em().execute(`select organization, id from auth_user where username = 'benchdossier'`);
  await generateClients(em(), organization, userId, 100_000);
  await generateLargeDossier(em(), organization, userId, bigId, 50, 200);
  await em().execute('analyze');
} else {
  const r = await call('POST', 'login', null, { email: 'bench-dossier@example.com', password: 'bench-pass-1' });
  token = r.token;
}
import { readdirSync } from 'node:fs';
const pgCpu = () => {
  const pm = Number(readFileSync(`${dir}/pg/postmaster.pid`, 'utf8').split('\n')[0]);
  let t = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try { const st = readFileSync(`/proc/${d}/stat`, 'utf8'); const f = st.slice(st.lastIndexOf(')') + 2).split(' '); if (Number(d) === pm || Number(f[1]) === pm) t += Number(f[11]) + Number(f[12]); } catch {}
  }
  return t * 10; // ms (USER_HZ 100)
};
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
async function load(name: string, request: (w: number, i: number) => Promise<unknown>, per = Number(process.env.REQS ?? 25)) {
  const times: number[] = [];
  const start = Date.now(); const c0 = process.cpuUsage(); const p0 = pgCpu();
  await Promise.all(Array.from({ length: 20 }, async (_, w) => { for (let i = 0; i < per; i++) { const t = performance.now(); await request(w, i); times.push(performance.now() - t); } }));
  console.log(name.padEnd(12), 'p50', pct(times, 50).toFixed(0), 'p95', pct(times, 95).toFixed(0), 'rps', ((times.length * 1000) / (Date.now() - start)).toFixed(0), 'node ms/req', (((c => c.user + c.system)(process.cpuUsage(c0))) / 1000 / times.length).toFixed(2), 'pg ms/req', ((pgCpu() - p0) / times.length).toFixed(2));
}
const TERMS = ['trust', 'harbour', 'gaming', 'capital', 'coral', 'martina', 'ocean', 'payments'];
const ORDERS = ['name', 'createdAt', 'next_review_date'];
const listUrl = (w: number, i: number) => `companies/list?search=${TERMS[(w + i) % TERMS.length]}&orderingKey=${ORDERS[i % ORDERS.length]}&orderingValue=${i % 2 ? 'asc' : 'desc'}&page=${1 + (i % 5)}`;
for (let i = 0; i < 10; i++) await call('POST', listUrl(0, i), token, {});
const only = (process.env.ONLY ?? 'list,nosearch,dash,bundle').split(',');
if (process.env.SAVE) {
  writeFileSync(`/tmp/dperf-prof/list-${process.env.SAVE}.json`, JSON.stringify(await call('POST', listUrl(0, 0), token, {})));
  writeFileSync(`/tmp/dperf-prof/nosearch-${process.env.SAVE}.json`, JSON.stringify(await call('POST', 'companies/list?page=2', token, {})));
  writeFileSync(`/tmp/dperf-prof/dash-${process.env.SAVE}.json`, JSON.stringify(await call('GET', `dashboard-data?company_id=${bigId}`, token)));
  writeFileSync(`/tmp/dperf-prof/bundle-${process.env.SAVE}.json`, JSON.stringify(await call('GET', `get-kyc-files-info_2?company_id=${bigId}`, token)));
}
if (only.includes('list')) await load('list', (w, i) => call('POST', listUrl(w, i), token, {}));
if (only.includes('nosearch')) await load('nosearch', (w, i) => call('POST', `companies/list?page=${1 + (i % 5)}`, token, {}));
if (only.includes('dash')) await load('dash', () => call('GET', `dashboard-data?company_id=${bigId}`, token));
if (only.includes('bare')) {
  const Fastify = (await import('fastify')).default;
  const sample = JSON.stringify(await call('POST', listUrl(0, 0), token, {}));
  const bare = Fastify({ logger: false });
  bare.post('/list', async (_req, reply) => reply.type('application/json').send(sample));
  await bare.listen({ port: PORT + 1, host: '127.0.0.1' });
  await load('bare', () => fetch(`http://127.0.0.1:${PORT + 1}/list`, { method: 'POST' }).then((r) => r.text()));
  await bare.close();
}
if (only.includes('bundle')) await load('bundle', () => call('GET', `get-kyc-files-info_2?company_id=${bigId}`, token));
await app.close();
await orm.close();
await db.stop();
