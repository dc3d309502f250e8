/**
 * goAML report from stored transactions (issue 26 §5): ROWS (argv, default 1,000,000) transactions
 * stored in a real embedded PostgreSQL (bench/transactions/app.ts), the same rows as bench/fiu/run.ts's
 * CSV export (exportLine n ↔ transaction n). In one run it times today's conversion of that CSV
 * (`convertRecords(mapRows(csvRows))`) and the report from the stored rows (keyset-paged
 * `select` → `reportRecords` → the same pipeline: XML parts at 20 MiB, each validated against the
 * XSD, ZIP). Target: report ≤ 3× the conversion. The rows carry no KYC data, so the customer is written
 * as a plain account (`parties: account`); a my-client run of the same rows lists every row's gaps.
 * Usage: npx tsx bench/fiu/report.ts [rows]. Figures go into README.md and ADR 0078.
 */
import { convertRecords, csvRows, mapRows } from '@app/plugin-fiu/convert';
import { reportRecords } from '@app/plugin-fiu/report';
import { suggestMapping } from '@app/plugin-fiu/shared';
import { CODES, EXPORT_HEADER, exportLine, userInfoOf } from '@app/plugin-fiu/testing';
import type { TransactionInput } from '@app/plugin-transactions/shared';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchApp } from '../transactions/app.ts';
import { cpuSeconds, loadAverage, rssSampler } from '../transactions/measure.ts';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const PORT = Number(process.env.PORT ?? 3177);
const schema = 'unodc-5.0.1' as const;
const dir = path.join(os.tmpdir(), 'bench-fiu');
const file = path.join(dir, `export-${ROWS}.csv`);
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

async function generateCsv() {
  await mkdir(dir, { recursive: true });
  if (existsSync(file)) return;
  const out = createWriteStream(file);
  const write = (s: string) =>
    out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  await write(`\uFEFF${EXPORT_HEADER}\r\n`);
  for (let n = 1; n <= ROWS; n += 1000) {
    const lines: string[] = [];
    for (let k = n; k < Math.min(n + 1000, ROWS + 1); k++) lines.push(exportLine(k, schema));
    await write(`${lines.join('\r\n')}\r\n`);
  }
  await new Promise<void>((r) => out.end(() => r()));
}

/** Transaction n as exportLine(n) reads once mapped: Grace Wanjiru's account pays Example Imports Ltd abroad. */
const transaction = (n: number): TransactionInput => ({
  account: 'DE89370400440532013000',
  account_name: 'Grace Wanjiru',
  customer_type: 'person',
  customer_first_name: 'Grace',
  customer_last_name: 'Wanjiru',
  customer_country: 'KE',
  counterparty_type: 'entity',
  counterparty_name: 'Example Imports Ltd',
  counterparty_account: `ACC-${n}`,
  counterparty_institution: 'Example Overseas Bank',
  counterparty_bic: 'EXMPGB2L',
  counterparty_country: 'GB',
  direction: 'debit',
  amount: `${(n % 9000) + 100}.50`,
  currency: 'KES',
  booked_at: '2024-03-15T10:22:31Z',
  transmode: CODES[schema].transmode,
  funds: CODES[schema].funds,
  location: 'Main Branch',
  reference: `TX-${String(n).padStart(7, '0')}`,
  description: `Transfer ${n}, invoice "A-${n}"`,
});

const common = {
  schema,
  reportCode: CODES[schema].reportCode,
  indicators: [CODES[schema].indicator],
  currencyLocal: CODES[schema].currency,
  user: userInfoOf(),
  maxPartBytes: 20 * 1024 * 1024,
};

await generateCsv();
const bench = await benchApp('fiu-report', PORT);
let t0 = performance.now();
for (let from = 1; from <= ROWS; from += 5000) {
  const batch = Array.from({ length: Math.min(5000, ROWS + 1 - from) }, (_, k) => transaction(from + k));
  await bench.store.store(bench.em(), bench.organization, batch);
}
await bench.em().execute('vacuum analyze transactions_transaction');
log(`seeded ${ROWS} stored transactions in ${((performance.now() - t0) / 1000).toFixed(1)} s; load ${loadAverage()}`);

const work = path.join(dir, 'report-out');
await rm(work, { recursive: true, force: true });
let rss = rssSampler();
let cpu0 = cpuSeconds();
t0 = performance.now();
const converted = await convertRecords(
  mapRows(csvRows(createReadStream(file)), suggestMapping(EXPORT_HEADER.split(','))),
  {
    ...common,
    reference: 'conversion',
    workDir: path.join(work, 'conversion'),
  },
);
const conversion = (performance.now() - t0) / 1000;
rss.stop();
log(
  `conversion: ${converted.validRows}/${converted.rows} rows, ${converted.parts} parts (each XSD-valid) in ${conversion.toFixed(1)} s, CPU ${(cpuSeconds() - cpu0).toFixed(1)} s, peak RSS ${rss.peakMb()} MB`,
);

rss = rssSampler();
cpu0 = cpuSeconds();
const pg0 = bench.pgCpuMs();
t0 = performance.now();
const reported = await convertRecords(
  reportRecords(bench.store.select(bench.em(), bench.organization, { from: '2024-01-01', to: '2024-12-31' }), {
    schema,
    currencyLocal: CODES[schema].currency,
    institution: { name: 'Example Bank Ltd', swift: 'EXMPKENA', nonBank: false },
    parties: 'account',
    party: async () => null,
  }),
  { ...common, reference: 'report', reason: 'Bench report', workDir: path.join(work, 'report') },
);
const report = (performance.now() - t0) / 1000;
rss.stop();
log(
  `report: ${reported.validRows}/${reported.rows} stored transactions, ${reported.parts} parts (each XSD-valid) in ${report.toFixed(1)} s, CPU ${(cpuSeconds() - cpu0).toFixed(1)} s (+ PostgreSQL ${((bench.pgCpuMs() - pg0) / 1000).toFixed(1)} s), peak RSS ${rss.peakMb()} MB`,
);
log(
  `ratio: ${(report / conversion).toFixed(2)}x today's conversion of the same rows (target <= 3x); load ${loadAverage()}`,
);
await rm(work, { recursive: true, force: true });
await bench.close();
