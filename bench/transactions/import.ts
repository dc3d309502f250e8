/**
 * CSV import with a mapping and linking, stored (issue 26 §5): ROWS (default 1,000,000) generated
 * core-banking rows over ACCOUNTS (5,000) accounts, 1,000 of them held by dossier clients, read with
 * the fixture's mapping and stored with `storeStream` in batches of BATCH (1,000) into a real embedded
 * PostgreSQL, against a bare csv-parse pass over the same file in the same run (and the reader alone,
 * to show where the time goes). The import runs in a process of its own (importer.ts): its peak RSS is
 * the import's. Usage: ROWS=100000 npx tsx bench/transactions/import.ts. Figures go into README.md.
 */
import { statSync } from 'node:fs';
import { benchApp, seedClients } from './app.ts';
import { loadAverage } from './measure.ts';
import { coreBankingAccount, coreBankingExport } from './generate.ts';
import { log, runImporter } from './import-run.ts';
import type { ImportJob } from './importer.ts';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 5_000);
const LINKED = Math.min(1_000, ACCOUNTS);
const BATCH = Number(process.env.BATCH ?? 1_000);
/** PHASES, e.g. bare,reader,import (default import,reader,bare: the import in a fresh process). */
const ORDER = (process.env.PHASES ?? 'import,reader,bare').split(',') as ImportJob['order'];
const PORT = Number(process.env.PORT ?? 3171);

const file = await coreBankingExport(ROWS, ACCOUNTS);
const bench = await benchApp('import', PORT);
await seedClients(bench, LINKED, (g) => coreBankingAccount(g - 1));
log(
  `${ROWS} rows over ${ACCOUNTS} accounts (${LINKED} held by clients), ${Math.round(statSync(file).size / 1024 / 1024)} MB; Node ${process.version}; load ${loadAverage()}`,
);
const { bare, reader, imported } = await runImporter(
  { kind: 'csv', file, dbUrl: bench.dbUrl, organization: bench.organization, batch: BATCH, order: ORDER },
  bench.pgCpuMs,
);
const [stored] = await bench
  .em()
  .execute<{ n: number; linked: number }[]>(
    `select count(*)::int as n, count(company_id)::int as linked from transactions_transaction where organization = ?`,
    [bench.organization],
  );
log(`in the table: ${stored!.n} rows, ${stored!.linked} linked`);
if (stored!.n !== ROWS || imported.stored?.inserted !== ROWS || imported.errors)
  throw new Error('not every row was stored');
log(
  `import / bare csv-parse: ${(imported.wall / bare.wall).toFixed(2)}× wall, ${(imported.cpu / bare.cpu).toFixed(2)}× importer CPU (reader alone ${(reader.wall / bare.wall).toFixed(2)}× wall, ${(reader.cpu / bare.cpu).toFixed(2)}× CPU); ${Math.round(ROWS / imported.wall)} rows/s; importer peak RSS ${imported.rss} MB`,
);
await bench.close();
