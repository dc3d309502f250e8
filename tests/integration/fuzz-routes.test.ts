import { authRoutes, usersRoutes } from '@app/plugin-auth/shared';
import { registerAdmin, superUser, type Account } from '@app/plugin-auth/server/test-helpers';
import { buildServerTestApp } from '@app/server/testing';
import fc from 'fast-check';
import t from 'tap';
import { framing, objectFor, valueFor, type Schema } from './fuzz/arbitraries.ts';
import { frameBody, pathSegment, queryOf, type RawRequest } from './fuzz/requests.ts';

/**
 * Issue 6, "tests that keep it fixed": every route of the OpenAPI document (so routes of plugins
 * added later are fuzzed too) gets valid-shaped requests with hostile values and framings, with
 * and without a token. Every answer is < 500 within 1 s, /healthz answers alongside within
 * 100 ms (95th percentile, or 4x its idle p95 on a busy machine; never a second), and a refused request writes nothing. Fixed seed; FUZZ_RUNS=500 for a longer run,
 * FUZZ_SEED to replay a reported failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Tables a refused request may write by design: failed sign-in, rate-limit and audit bookkeeping, and background-job tracking. */
const BOOKKEEPING = new Set(['auth_attempt', 'core_audit_event', 'core_audit_head', 'core_job', 'core_rate_window']);
/** Tables a background purge (expired tokens, old attempts) may shrink at any moment, or a counter (rate windows) change. */
const PURGED = new Set(['auth_one_time_token', 'auth_attempt', 'core_job', 'core_rate_window']);
/** Server-sent event streams never end; their auth is covered by the route-authz sweep. */
const STREAMING = new Set(['/api/v1/notifications/stream']);

const api = await buildServerTestApp(t);
// About 0.1 s per request on a loaded CI machine; long runs get the time they need.
t.setTimeout(Math.max(170_000, RUNS * 60 * 150));
const base = await api.app.listen({ port: 0, host: '127.0.0.1' });
const accounts: Record<'admin' | 'super', Account> = { admin: await registerAdmin(api), super: await superUser(api) };
const conn = api.orm.em.getConnection();
const tables = (
  (await conn.execute(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'mikro_orm%'`,
  )) as { table_name: string }[]
).map((r) => r.table_name);
// Row counts of every table, and a digest of the content of those no background job touches:
// a refused request must neither add, remove nor change a row.
const countSql = `select ${tables.map((n) => `(select count(*) from "${n}")::int as "${n}"`).join(', ')}`;
const digestSql = `select ${tables
  .filter((n) => !PURGED.has(n))
  .map((n) => `(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from "${n}" x) as "${n}"`)
  .join(', ')}`;
const counts = async () => ({
  rows: ((await conn.execute(countSql)) as Record<string, number>[])[0]!,
  digest: ((await conn.execute(digestSql)) as Record<string, string>[])[0]!,
});

/** Fuzzing may sign the accounts out or switch on two-factor; put them back before each route. */
async function restoreAccounts(): Promise<void> {
  for (const account of Object.values(accounts)) {
    const me = await api.call(usersRoutes.getUser, {}, account.token);
    if (me.status === 200) continue;
    await conn.execute(`update auth_organization set require_two_factor = false`);
    await conn.execute(
      `update auth_user set two_factor_enabled = false, two_factor_setup_completed = false, two_factor_secret = null where email = ?`,
      [account.email],
    );
    await conn.execute(`delete from auth_attempt`);
    const login = await api.call(authRoutes.login, { email: account.email, password: account.password });
    if (!login.body.token) throw new Error(`cannot restore ${account.email}: ${JSON.stringify(login.body)}`);
    account.token = login.body.token;
  }
}

const doc = (await api.app.inject({ url: '/api/docs/json' })).json() as {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema: Schema }> };
        parameters?: { in: string; name: string; schema: Schema }[];
      }
    >
  >;
};
const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);
const latencies: number[] = [];
const statuses = new Map<number, number>();
const slow: string[] = [];
const health: number[] = [];

async function timedHealthz(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/healthz`);
  await res.arrayBuffer();
  return performance.now() - started;
}

t.ok(routes.length >= 30, `${routes.length} routes in the OpenAPI document`);

for (const [index, { path, method, op }] of routes.entries()) {
  if (STREAMING.has(path)) continue;
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const querySchema: Schema = {
    type: 'object',
    properties: Object.fromEntries(
      (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
    ),
  };
  const input =
    method === 'GET' ? objectFor(querySchema) : bodySchema ? valueFor(bodySchema) : objectFor({ type: 'object' });
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
  const request = fc.record({
    input,
    params: fc.tuple(...pathParams.map((p) => valueFor(p.schema)), fc.constant(null)),
    framing,
    token: fc.constantFrom('none', 'admin', 'super', 'forged'),
    depth: fc.constantFrom(33, 200, 10_000),
    keys: fc.constantFrom(200, 5_000, 20_000),
  });

  t.test(`${method} ${path}`, async (t) => {
    await restoreAccounts();
    const failure = await fc.check(
      fc.asyncProperty(request, async ({ input, params, framing, token, depth, keys }) => {
        // Path parameters ({id}) get hostile values too, percent-encoded as a client would send them.
        const url = pathParams.reduce((u, p, i) => u.replace(`{${p.name}}`, pathSegment(params[i])), path);
        const raw: RawRequest =
          method === 'GET'
            ? { headers: {}, query: queryOf(input), body: undefined }
            : frameBody(input, framing, depth, keys);
        const auth: Record<string, string> =
          token === 'none'
            ? {}
            : {
                authorization: `Bearer ${token === 'forged' ? `${accounts.admin.token.slice(0, -4)}AAAA` : accounts[token].token}`,
              };
        const before = await counts();
        const send = async () => {
          const started = performance.now();
          const response = fetch(`${base}${url}${raw.query ? `?${raw.query}` : ''}`, {
            method,
            headers: { ...raw.headers, ...auth },
            body: typeof raw.body === 'string' || !raw.body ? raw.body : Uint8Array.from(raw.body),
          });
          const healthzMs = new Promise((r) => setTimeout(r, 2)).then(timedHealthz);
          const res = await response;
          const text = await res.text();
          return { res, text, elapsed: performance.now() - started, healthz: await healthzMs };
        };
        // A body far over the route's limit is refused with 413 before it is read, and a request line
        // over Node's header limit (16 KiB) with 431; the server may close the connection while the
        // client is still sending, which fetch reports as a network error. That is a refusal too, as
        // long as the server keeps answering and nothing was written.
        const bodyBytes = typeof raw.body === 'string' ? Buffer.byteLength(raw.body) : (raw.body?.length ?? 0);
        const headBytes = Buffer.byteLength(url) + Buffer.byteLength(raw.query);
        const sent = await send().catch(async (error: Error) => {
          if (bodyBytes < 8 * 1024 && headBytes < 16 * 1024) throw error;
          if ((await fetch(`${base}/healthz`)).status !== 200) throw error;
          return null;
        });
        if (!sent) {
          const after = await counts();
          const changed = tables.filter(
            (n) =>
              (after.rows[n]! > before.rows[n]! && !BOOKKEEPING.has(n)) ||
              (!PURGED.has(n) && after.digest[n] !== before.digest[n]),
          );
          if (changed.length)
            throw new Error(`connection closed on an oversized request but wrote to ${changed.join(', ')}`);
          return;
        }
        let { res, text, elapsed, healthz } = sent;
        // One slow answer on shared cores may be the scheduler; the same request slow twice is not.
        if (elapsed > 1000) ({ res, text, elapsed, healthz } = await send());
        latencies.push(elapsed);
        health.push(healthz);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (healthz > 100)
          slow.push(
            `healthz ${healthz.toFixed(0)} ms: ${method} ${path} ${framing} ${token} status ${res.status} depth ${depth} keys ${keys} elapsed ${elapsed.toFixed(0)}`,
          );
        if (res.status >= 500) throw new Error(`${res.status}: ${text.slice(0, 200)}`);
        if (elapsed > 1000) throw new Error(`answered in ${elapsed.toFixed(0)} ms (twice over 1 s)`);
        if (res.status >= 400) {
          const after = await counts();
          const grew = (n: string) => after.rows[n]! > before.rows[n]! && !BOOKKEEPING.has(n);
          const edited = (n: string) => !PURGED.has(n) && after.digest[n] !== before.digest[n];
          const changed = tables.filter((n) => grew(n) || edited(n));
          if (changed.length) throw new Error(`refused with ${res.status} but wrote to ${changed.join(', ')}`);
        }
      }),
      { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
    );
    const cause = failure.failed
      ? String((failure.errorInstance as Error | undefined)?.message ?? failure.errorInstance)
      : '';
    t.notOk(
      failure.failed,
      failure.failed ? `${method} ${path}: ${cause}\n${fc.defaultReportMessage(failure)}` : `${RUNS} requests`,
    );
  });
}

t.test('latency while fuzzing', async (t) => {
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const p = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
  const summary = [
    `requests ${latencies.length}: p50 ${p(latencies, 0.5).toFixed(1)} ms, p99 ${p(latencies, 0.99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    `/healthz alongside: p50 ${p(health, 0.5).toFixed(1)} ms, p99 ${p(health, 0.99).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
    `statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
  ];
  console.error(summary.join('\n'));
  t.comment(
    `requests ${latencies.length}: p50 ${p(latencies, 0.5).toFixed(1)} ms, p99 ${p(latencies, 0.99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
  t.comment(
    `/healthz alongside: p50 ${p(health, 0.5).toFixed(1)} ms, p99 ${p(health, 0.99).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
  );
  t.ok(Math.max(...latencies) < 1000, `every request answered within 1 s (${summary[0]})`);
  // The 95th percentile, not the maximum: the test client shares the server's process and CI's
  // cores, so single samples carry scheduler and GC noise. A blocked event loop (the finding:
  // a minute) shows in both bounds.
  const detail = `${summary[1]}; ${summary[2]}\n${slow.join('\n')}`;
  // /healthz on the server once the fuzzing is over: on a machine busy with other work (CI runs tap
  // beside the browser journeys) a plain answer already takes tens of ms, so the bound scales with it.
  const idle: number[] = [];
  for (let i = 0; i < 40; i++) idle.push(await timedHealthz());
  const bound = Math.max(100, 4 * p(idle, 0.95));
  t.ok(
    p(health, 0.95) < bound,
    `/healthz within ${bound.toFixed(0)} ms at the 95th percentile (100 ms, or 4x its idle p95 ${p(idle, 0.95).toFixed(1)} ms on a busy machine) (${detail})`,
  );
  t.ok(Math.max(...health) < 1000, `/healthz never blocked for a second (${detail})`);
});
