/**
 * Credit ledger benchmark on a real (embedded) PostgreSQL: throughput and latency of
 * BillingService.chargeRows when many callers charge the same user (serialised by the per-user
 * advisory lock) and different users (parallel), and the cost of the balance SUM on a long ledger.
 *
 *   npx -y pnpm@10.34.9 exec tsx bench/admin/run.ts [--charges N] [--concurrency N] [--ledger N]
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newId } from '@app/core/shared';
import { adminService } from '@app/plugin-admin/shared';
import { buildServerTestApp } from '@app/server/testing';

const args = process.argv.slice(2);
const arg = (name: string, def: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const CHARGES = arg('charges', 400);
const CONCURRENCY = arg('concurrency', 16);
const LEDGER = arg('ledger', 100_000);

const teardowns: (() => unknown)[] = [];
const api = await buildServerTestApp({ teardown: (fn) => teardowns.push(fn) }, {});
const { billing } = api.services.get(adminService);
const em = () => api.orm.em.fork() as unknown as Parameters<typeof billing.balance>[0];
const org = newId();

async function fund(userId: string, amount: number) {
  await em().execute(
    `insert into admin_credit_entry (id, organization, user_id, type, amount, datetime, initiator, comment) values (?, ?, ?, 'credit', ?, now(), ?, 'bench')`,
    [newId(), org, userId, amount, userId],
  );
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function run(label: string, users: string[]) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CHARGES) {
        const i = next++;
        const t0 = performance.now();
        await billing.chargeRows(em(), {
          organizationId: org,
          userId: users[i % users.length]!,
          rows: 10,
          reference: `bench-${i}`,
        });
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label,
    charges: CHARGES,
    concurrency: CONCURRENCY,
    perSecond: Math.round(CHARGES / seconds),
    p50ms: +pct(latencies, 50).toFixed(1),
    p95ms: +pct(latencies, 95).toFixed(1),
    p99ms: +pct(latencies, 99).toFixed(1),
  };
}

const one = newId();
await fund(one, 1_000_000);
const many = Array.from({ length: CONCURRENCY }, () => newId());
for (const u of many) await fund(u, 1_000_000);
const sameUser = await run('one user (serialised by the advisory lock)', [one]);
const manyUsers = await run(`${CONCURRENCY} users (parallel)`, many);
const balanceOk = (await billing.balance(em(), one)) === 1_000_000 - CHARGES * 10 * 0.1;

// A long ledger: the balance SUM uses the (user_id, datetime) index.
const heavy = newId();
await em().execute(
  `insert into admin_credit_entry (id, organization, user_id, type, amount, datetime, initiator, comment)
  select substr(md5(g::text), 1, 24), ?, ?, 'credit', 1, now(), ?, '' from generate_series(1, ?) g`,
  [org, heavy, heavy, LEDGER],
);
await em().execute('analyze admin_credit_entry');
const t0 = performance.now();
const rounds = 20;
for (let i = 0; i < rounds; i++) await billing.balance(em(), heavy);
const balanceMs = +((performance.now() - t0) / rounds).toFixed(2);

const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  runs: [sameUser, manyUsers],
  balanceAfterSameUserRun: balanceOk ? 'exact' : 'WRONG',
  balanceSum: { ledgerLines: LEDGER, msPerCall: balanceMs },
};
console.log(JSON.stringify(result, null, 2));
writeFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'last-results.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
for (const fn of teardowns.reverse()) await fn();
