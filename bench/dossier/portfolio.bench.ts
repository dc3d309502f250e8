/**
 * Reviews due on Home (ADR 0071) on the bench's 100,000 clients: `GET companies/review-portfolio`
 * at 20 concurrent, its counting statement's plan, and the client list filtered by a portfolio link
 * (first read and kept pages). `PORT=3461 EMBEDDED_PG_PORT=54460 npx tsx bench/dossier/portfolio.bench.ts`
 * (env `BENCH_CLIENTS`, `BENCH_DATA_DIR` as in run.ts).
 */
import { buildApp, coreEntities, createOrm, loadConfig, migrate, startEmbeddedPostgres } from '@app/core/server';
import { migrations, serverPlugins } from '@app/server';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portfolioRanges } from '@app/plugin-dossier/shared';
import { generateClients } from './generate.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const PORT = Number(process.env.PORT ?? 3461);
const keep = process.env.BENCH_DATA_DIR;
const dir = keep
  ? (mkdirSync(keep, { recursive: true }), keep)
  : mkdtempSync(path.join(os.tmpdir(), 'bench-portfolio-'));
const db = await startEmbeddedPostgres({
  dataDir: dir,
  port: Number(process.env.EMBEDDED_PG_PORT ?? 54460),
  database: 'bench',
  persistent: Boolean(keep),
});
const orm = await createOrm({
  clientUrl: db.url,
  entities: [...coreEntities, ...serverPlugins.flatMap((p) => p.entities ?? [])],
  migrations,
});
await migrate(orm);
const config = {
  ...loadConfig({ DATA_DIR: dir, JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'), PORT: String(PORT) }, dir),
  databaseUrl: db.url,
  logLevel: 'silent',
  publicUrl: `http://127.0.0.1:${PORT}`,
};
const { app } = await buildApp(config, serverPlugins, { orm, logger: false });
await app.listen({ port: PORT, host: '127.0.0.1' });
const em = () => orm.em.fork();
const base = `http://127.0.0.1:${PORT}/api/v1`;

async function call(
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
): Promise<{ ms: number; json: unknown }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} ${res.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - t0, json: JSON.parse(text) };
}
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms (n=${xs.length})`;

const credentials = { username: 'benchportfolio', email: 'bench-portfolio@example.com', password: 'bench-pass-1' };
const seeded = keep
  ? (await em().execute<{ n: number }[]>(`select count(*)::int as n from dossier_company`))[0]!.n >= CLIENTS
  : false;
const token = (
  (seeded
    ? await call('POST', 'login', null, { email: credentials.email, password: credentials.password })
    : await call('POST', 'register', null, credentials)
  ).json as { token: string }
).token;
const [{ organization, id: userId }] = await em().execute<{ organization: string; id: string }[]>(
  `select organization, id from auth_user where username = 'benchportfolio'`,
);
if (!seeded) {
  await generateClients(em(), organization, userId, CLIENTS);
  await em().execute('vacuum analyze');
}

const today = new Date().toISOString().slice(0, 10);
const ranges = portfolioRanges(today);
const first = (await call('GET', `companies/review-portfolio?today=${today}`, token)).json as {
  buckets: { bucket: string; counts: Record<string, number> }[];
};
console.log(
  `clients ${CLIENTS}, today ${today}:`,
  first.buckets.map((b) => `${b.bucket} ${JSON.stringify(b.counts)}`).join('; '),
);

const plan = await em().execute<{ 'QUERY PLAN': string }[]>(
  `explain (analyze, buffers) select case when c.next_review_date < ? then 'overdue' when c.next_review_date <= ? then 'this_month' else 'next_3_months' end as bucket,
          coalesce(c.risk_level, 'none') as risk, count(*)::int as n
     from dossier_company c where c.organization = ? and c.removed = false and c.next_review_date is not null and c.next_review_date <= ? and c.company_type = 'corporate' group by 1, 2`,
  [today, ranges.this_month.review_end_date, organization, ranges.next_3_months.review_end_date],
);
console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
const urgentPlan = await em().execute<{ 'QUERY PLAN': string }[]>(
  `explain (analyze, buffers) select c.id, c.list_name, c.company_type, c.location_type, c.fields, c.next_review_date, c.risk_level from dossier_company c
    where c.organization = ? and c.removed = false and c.next_review_date is not null and c.next_review_date <= ? and c.company_type = 'corporate'
    order by c.next_review_date, c.id limit 8`,
  [organization, ranges.next_3_months.review_end_date],
);
console.log(urgentPlan.map((r) => r['QUERY PLAN']).join('\n'));

// The host's speed at the time: the unfiltered list's first page (ADR 0048's fastest path) under the same load.
const reference: number[] = [];
await Promise.all(
  Array.from({ length: 20 }, async () => {
    for (let i = 0; i < 25; i++)
      reference.push(
        (await call('POST', 'companies/list', token, { filters: { company_type: 'corporate' }, page: 1 + (i % 5) })).ms,
      );
  }),
);
console.log(`reference: companies/list corporate unfiltered, 20 concurrent × 25: ${fmt(reference)}`);
for (const type of ['corporate', 'account_holder']) {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 25; i++)
        times.push((await call('GET', `companies/review-portfolio?today=${today}&company_type=${type}`, token)).ms);
    }),
  );
  console.log(`review-portfolio ${type}, 20 concurrent × 25: ${fmt(times)}`);
}

// A portfolio link: the list filtered by a bucket and a risk level (first read, then its kept pages).
for (const [bucket, risk] of [
  ['overdue', 'high'],
  ['next_3_months', 'low'],
] as const) {
  const filters = {
    company_type: 'corporate',
    review_start_date: ranges[bucket].review_start_date,
    review_end_date: ranges[bucket].review_end_date,
    risk_level: risk,
  };
  const firstRead = await call('POST', 'companies/list', token, { filters, page: 1 });
  const pages: number[] = [];
  for (let p = 1; p <= 20; p++)
    pages.push(
      (
        await call('POST', 'companies/list', token, {
          filters,
          page: p,
          orderingKey: 'next_review_date',
          orderingValue: 'asc',
        })
      ).ms,
    );
  console.log(
    `list ${bucket} × ${risk} (${(firstRead.json as { count: number }).count} clients): first read ${firstRead.ms.toFixed(1)} ms; pages ${fmt(pages)}`,
  );
}

await app.close();
await orm.close();
await db.stop();
