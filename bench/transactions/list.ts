/**
 * Transactions list of a client (issue 26 §5): ROWS (default 1,000,000) transactions in one
 * organisation, stored through the store's COPY path, over ACCOUNTS (5,000) accounts of which 1,000
 * are held by dossier clients (one client, a payment provider, holds the account of 5 % of all rows);
 * then `GET /api/v1/transactions?company_id=…` with filters and pages through the real app over HTTP,
 * 20 concurrent workers × REQUESTS (25), from bench/dossier's load client (its own process).
 * p95 target < 50 ms. Usage: ROWS=100000 npx tsx bench/transactions/list.ts. Figures go into README.md.
 */
import { newId } from '@app/core/shared';
import type { TransactionInput } from '@app/plugin-transactions/shared';
import { fork } from 'node:child_process';
import path from 'node:path';
import { benchApp, seedClients } from './app.ts';
import { loadAverage } from './measure.ts';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 5_000);
const CLIENTS = Math.min(1_000, ACCOUNTS);
const CONCURRENCY = 20;
const REQUESTS = Number(process.env.REQUESTS ?? 25);
const PORT = Number(process.env.PORT ?? 3173);
const DAY = 86_400_000;
const START = Date.parse('2025-01-01T00:00:00Z');

const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);
const bench = await benchApp('list', PORT);
await bench.app.listen({ port: PORT, host: '127.0.0.1' });
const account = (n: number) => `CW${String(10 + (n % 90)).padStart(2, '0')}MCBK${String(n).padStart(14, '0')}`;
const clients = await seedClients(bench, CLIENTS, (g) => account(g - 1));

const NAMES = ['Caribbean Foods NV', 'Harbour Shipping BV', 'Maria Rosario', 'Blue Ocean Trading Ltd', 'Jan de Vries'];
const COUNTRIES = ['CW', 'NL', 'US', 'DE', 'VE', 'AW'];
const MODES = ['A', 'K', 'L', 'N'];
/** Row i: 5 % on account 0 (the big client), the rest spread over every account; two years of bookings. */
function transaction(i: number): TransactionInput {
  const n = i % 20 === 0 ? 0 : (i * 7919) % ACCOUNTS;
  const party = i % NAMES.length;
  return {
    account: account(n),
    account_name: `Account ${n}`,
    customer_type: 'entity',
    customer_name: `Bench Client ${n + 1} BV`,
    counterparty_type: party === 2 || party === 4 ? 'person' : 'entity',
    counterparty_name: NAMES[party]!,
    counterparty_account: `NL${String(10 + (i % 89))}ABNA0${String(i % 1_000_000_000).padStart(9, '0')}`,
    counterparty_country: COUNTRIES[i % COUNTRIES.length]!,
    direction: i % 3 === 0 ? 'debit' : 'credit',
    amount: `${(i * 37) % 250_000}.${String(i % 100).padStart(2, '0')}`,
    currency: 'ANG',
    booked_at: new Date(START + ((i * 104_729) % (730 * DAY))).toISOString(),
    transmode: MODES[i % MODES.length]!,
    reference: `LB-${i}`,
    description: `Invoice ${i % 10_000} / order ${i}`,
  };
}
function* seed() {
  for (let from = 0; from < ROWS; from += 5_000)
    yield Array.from({ length: Math.min(5_000, ROWS - from) }, (_, k) => transaction(from + k));
}
let started = performance.now();
const seeded = await bench.store.storeStream(bench.em(), bench.organization, seed(), { importId: newId() });
log(`seeded ${JSON.stringify(seeded)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
started = performance.now();
await bench.em().execute('vacuum analyze transactions_transaction');
log(`vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const big = clients[0]!;
const counts = await bench
  .em()
  .execute<{ company_id: string; n: number }[]>(
    `select company_id, count(*)::int as n from transactions_transaction where company_id in (?, ?) group by company_id`,
    [big, clients[1]!],
  );
log(`client sizes: ${counts.map((c) => `${c.company_id === big ? 'big' : 'typical'} ${c.n}`).join(', ')}`);

/** The list screen's requests: a period, a direction, an amount range, a country or channel, pages 1–5. */
const FILTERS = [
  '',
  '&direction=credit',
  '&from=2025-07-01&to=2025-12-31',
  '&from=2026-01-01&to=2026-06-30&direction=debit&amount_min=1000',
  '&amount_min=50000&amount_max=200000',
  '&country=DE',
  '&channel=K&direction=credit',
  '&counterparty=ocean',
];
const url = (client: string, w: number, i: number) =>
  `api/v1/transactions?company_id=${client}${FILTERS[(w + i) % FILTERS.length]}&page=${1 + (i % 5)}`;

type Request = { method: string; path: string };
const loadClient = fork(path.join(import.meta.dirname, '../dossier/load-client.ts'), [], {
  execArgv: ['--import', 'tsx'],
});
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
async function load(name: string, request: (w: number, i: number) => Request) {
  const requests = Array.from({ length: CONCURRENCY }, (_, w) =>
    Array.from({ length: REQUESTS }, (_, i) => request(w, i)),
  );
  const cpu0 = process.cpuUsage();
  const pg0 = bench.pgCpuMs();
  const done = new Promise<{ times: number[]; wallMs: number; cpuMs: number; error?: string }>((resolve) =>
    loadClient.once('message', resolve as never),
  );
  loadClient.send({ base: `http://127.0.0.1:${PORT}/`, token: bench.token, concurrency: CONCURRENCY, requests });
  const r = await done;
  if (r.error) throw new Error(r.error);
  const c = process.cpuUsage(cpu0);
  const n = r.times.length;
  const out = {
    name,
    requests: n,
    p50_ms: +pct(r.times, 50).toFixed(1),
    p95_ms: +pct(r.times, 95).toFixed(1),
    p99_ms: +pct(r.times, 99).toFixed(1),
    rps: +((n * 1000) / r.wallMs).toFixed(1),
    node_cpu_ms_per_req: +((c.user + c.system) / 1000 / n).toFixed(2),
    pg_cpu_ms_per_req: +((bench.pgCpuMs() - pg0) / n).toFixed(2),
  };
  log(JSON.stringify(out));
  return out;
}

// Warm-up: JIT, connections, the table's pages in PostgreSQL's cache (other clients than the measured ones).
for (let round = 0; round < 3; round++)
  await load('warm-up', (w, i) => ({ method: 'GET', path: url(clients[2 + ((w * 7 + i) % 50)]!, w, i) }));
log(`load ${loadAverage()}`);
const typical = (w: number) => clients[100 + ((w * 37) % (CLIENTS - 100))]!;
const results = [
  await load('typical clients (~200 rows each)', (w, i) => ({ method: 'GET', path: url(typical(w), w, i) })),
  await load('the big client (5 % of the rows)', (w, i) => ({ method: 'GET', path: url(big, w, i) })),
  await load('mixed: 3 typical, 1 big', (w, i) => ({
    method: 'GET',
    path: url(w % 4 === 0 ? big : typical(w + i), w, i),
  })),
];
log(`load ${loadAverage()}`);
const worst = Math.max(...results.map((r) => r.p95_ms));
log(`worst p95 ${worst} ms (target < 50 ms)`);
loadClient.kill();
await bench.close();
