/**
 * Workflow bench (issue 8): 100k pending changes across 1,000 clients; notifications list and
 * approve latency at 20 concurrent reviewers over HTTP; audit export of 1M events (streamed,
 * memory sampled while it runs). Real app, real embedded PostgreSQL. See README.md.
 */
import {
  auditHash,
  buildApp,
  coreEntities,
  createOrm,
  GENESIS_HASH,
  loadConfig,
  migrate,
  startEmbeddedPostgres,
  verifyAuditChain,
  type AuditEvent,
} from '@app/core/server';
import type { ServerPlugin } from '@app/core/plugin-api';
import { newId } from '@app/core/shared';
import { workflowTestPlugin } from '@app/plugin-workflow/testing';
import { migrations, serverPlugins } from '@app/server';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 100_000);
const CLIENTS = 1_000;
const REVIEWERS = 20;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const PORT = Number(process.env.PORT ?? 3550);
const base = `http://127.0.0.1:${PORT}/api/v1`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-workflow-'));
const db = await startEmbeddedPostgres({
  dataDir: dir,
  port: Number(process.env.EMBEDDED_PG_PORT ?? 54504),
  database: 'bench',
  persistent: false,
});
const plugins: ServerPlugin[] = [...serverPlugins, workflowTestPlugin];
const orm = await createOrm({
  clientUrl: db.url,
  entities: [...coreEntities, ...plugins.flatMap((p) => p.entities ?? [])],
  migrations,
});
await migrate(orm);
const config = {
  ...loadConfig({ DATA_DIR: dir, JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'), PORT: String(PORT) }, dir),
  databaseUrl: db.url,
  logLevel: 'silent',
  publicUrl: `http://127.0.0.1:${PORT}`,
};
const { app } = await buildApp(config, plugins, { orm, logger: false });
await app.listen({ port: PORT, host: '127.0.0.1' });
const em = () => orm.em.fork();
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

async function call(method: string, url: string, token: string | null, body?: unknown) {
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
  return JSON.parse(text);
}

// An organisation: one account manager who proposed everything, 20 compliance officers reviewing.
const admin = await call('POST', 'register', null, {
  username: 'benchadmin',
  email: 'bench-admin@example.com',
  password: 'bench-pass-1',
});
const member = async (name: string, type: string) => {
  await call('POST', 'user/account/create', admin.token, {
    username: name,
    email: `${name}@example.com`,
    password: 'bench-pass-1',
    type,
  });
  return (await call('POST', 'login', null, { email: `${name}@example.com`, password: 'bench-pass-1' }))
    .token as string;
};
await member('benchmaker', 'DATA_CONTROLLER');
const reviewers: string[] = [];
for (let i = 0; i < REVIEWERS; i++) reviewers.push(await member(`reviewer${i}`, 'COMPLIANCE_OFFICER'));
const [{ organization, id: makerId }] = await em().execute(
  `select organization, id from auth_user where username = 'benchmaker'`,
);

let t0 = Date.now();
await em().execute(
  `insert into workflow_test_item (id, organization, company_id, company_name, parent_id, data)
   select lpad(to_hex(g), 24, '0'), ?, 'client-' || lpad((g % ${CLIENTS})::text, 4, '0'), 'Client ' || (g % ${CLIENTS}), null,
          jsonb_build_object('name', jsonb_build_object('value', 'Name ' || g, 'new_value', 'New name ' || g), 'amount', jsonb_build_object('value', g))
     from generate_series(1, ${CHANGES}) g`,
  [organization],
);
await em().execute(
  `insert into workflow_change_request (id, organization, company_id, company_name, object_type, object_id, action_type, status, fields, source_object_state, "references", created_by, user_name, created_at, updated_at, version)
   select 'c' || lpad(to_hex(g), 23, '0'), ?, 'client-' || lpad((g % ${CLIENTS})::text, 4, '0'), 'Client ' || (g % ${CLIENTS}), 'test_item', lpad(to_hex(g), 24, '0'), 'change', 'pending',
          jsonb_build_object('name', jsonb_build_object('current', 'Name ' || g, 'new', 'New name ' || g)), jsonb_build_object('name', 'Name ' || g, 'amount', g),
          jsonb_build_object('kyc_file', lpad(to_hex(g), 24, '0')), ?, 'benchmaker', now() - (g || ' seconds')::interval, now(), 1
     from generate_series(1, ${CHANGES}) g`,
  [organization, makerId],
);
await em().execute('analyze');
log(`seeded ${CHANGES} pending changes across ${CLIENTS} clients in ${Date.now() - t0} ms`);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const summary = (name: string, xs: number[], wall: number) => {
  const out = {
    name,
    requests: xs.length,
    p50_ms: +pct(xs, 50).toFixed(1),
    p95_ms: +pct(xs, 95).toFixed(1),
    p99_ms: +pct(xs, 99).toFixed(1),
    max_ms: +Math.max(...xs).toFixed(1),
    rps: +((xs.length * 1000) / wall).toFixed(1),
  };
  log(JSON.stringify(out));
  return out;
};

/** 20 reviewers, each running `perReviewer` requests back to back. */
async function load(perReviewer: number, request: (token: string, reviewer: number, i: number) => Promise<unknown>) {
  const times: number[] = [];
  const start = Date.now();
  await Promise.all(
    reviewers.map(async (token, r) => {
      for (let i = 0; i < perReviewer; i++) {
        const t = performance.now();
        await request(token, r, i);
        times.push(performance.now() - t);
      }
    }),
  );
  return { times, wall: Date.now() - start };
}

const results: Record<string, unknown> = {
  changes: CHANGES,
  clients: CLIENTS,
  reviewers: REVIEWERS,
  cpus: os.cpus().length,
};
await load(2, (token) => call('GET', 'notifications?view=forConfirmation&limit=200', token)); // warm-up
let run = await load(25, (token, r, i) =>
  call('GET', `notifications?view=forConfirmation&limit=200&offset=${((r * 7 + i) % 25) * 200}`, token),
);
results.list = summary('GET notifications (200 per page, first 25 pages)', run.times, run.wall);
run = await load(25, (token, r, i) =>
  call(
    'GET',
    `notifications?view=forConfirmation&limit=200&company_id=client-${String((r * 31 + i * 17) % CLIENTS).padStart(4, '0')}`,
    token,
  ),
);
results.listClient = summary('GET notifications per client', run.times, run.wall);
run = await load(25, (token) => call('GET', 'notifications/count?view=forConfirmation', token));
results.count = summary('GET notifications/count', run.times, run.wall);
// Each reviewer approves its own 50 changes (distinct ids, so no 409s): 1,000 approvals.
run = await load(50, (token, r, i) =>
  call('POST', 'changes/approve', token, { id: `c${(r * 50 + i + 1).toString(16).padStart(23, '0')}` }),
);
results.approve = summary('POST changes/approve', run.times, run.wall);

// 1M audit events appended to the organisation's chain, then exported over HTTP while memory is sampled.
t0 = Date.now();
const [head] = await em().execute(`select last_hash, count from core_audit_head where organization = ?`, [
  organization,
]);
let prev = head?.last_hash ?? GENESIS_HASH;
let position = Number(head?.count ?? 0);
const BATCH = 2000;
for (let done = 0; done < EVENTS; done += BATCH) {
  const rows: AuditEvent[] = [];
  for (let i = 0; i < Math.min(BATCH, EVENTS - done); i++) {
    position++;
    const e = {
      id: newId(),
      organization,
      position,
      occurred_at: new Date(Date.UTC(2026, 0, 1) + position * 25_000).toISOString(),
      action: position % 3 ? 'change.proposed' : 'change.approved',
      actor_id: makerId,
      actor_name: 'benchmaker',
      object_type: 'test_item',
      object_id: position.toString(16).padStart(24, '0'),
      company_id: `client-${String(position % CLIENTS).padStart(4, '0')}`,
      before: { name: `Name ${position}` },
      after: { name: `=New name ${position}` },
      details: { change_id: `c${position}` },
      ip: '10.0.0.1',
      prev_hash: prev,
    };
    const event = { ...e, hash: auditHash(e) };
    prev = event.hash;
    rows.push(event);
  }
  const cols = [
    'id',
    'organization',
    'position',
    'occurred_at',
    'action',
    'actor_id',
    'actor_name',
    'object_type',
    'object_id',
    'company_id',
    'before',
    'after',
    'details',
    'ip',
    'prev_hash',
    'hash',
  ] as const;
  await em().execute(
    `insert into core_audit_event (${cols.join(',')}) values ${rows.map(() => `(${cols.map(() => '?').join(',')})`).join(',')}`,
    rows.flatMap((r) =>
      cols.map((c) => (c === 'before' || c === 'after' || c === 'details' ? JSON.stringify(r[c]) : r[c])),
    ),
  );
}
await em().execute(
  `insert into core_audit_head (organization, last_hash, count) values (?, ?, ?) on conflict (organization) do update set last_hash = excluded.last_hash, count = excluded.count`,
  [organization, prev, position],
);
await em().execute('analyze core_audit_event');
log(`appended ${EVENTS} audit events in ${Date.now() - t0} ms`);

async function exportRun(format: 'csv' | 'json') {
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const start = Date.now();
  const res = await fetch(`${base}/audit/export?format=${format}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(timer);
  const mb = (n: number) => +(n / 1048576).toFixed(1);
  const out = {
    format,
    status: res.status,
    seconds: +((Date.now() - start) / 1000).toFixed(1),
    mb: mb(bytes),
    lines,
    rss_baseline_mb: mb(baseline.rss),
    rss_peak_mb: mb(peakRss),
    heap_baseline_mb: mb(baseline.heapUsed),
    heap_peak_mb: mb(peakHeap),
  };
  log(JSON.stringify(out));
  return out;
}
results.exportCsv = await exportRun('csv');
results.exportJson = await exportRun('json');
t0 = Date.now();
const verified = await verifyAuditChain(em(), organization);
results.verify = { ok: verified.ok, verified: verified.verified, seconds: +((Date.now() - t0) / 1000).toFixed(1) };
log(`verify: ${JSON.stringify(results.verify)}`);

writeFileSync(new URL('./last-results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
await app.close();
await orm.close(true);
await db.stop();
