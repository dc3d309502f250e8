/**
 * camt.053 import, read and stored (issue 26 §5): a generated statement of ENTRIES entries (default
 * 100,000; every 10th a batch of three transactions) written to the temp folder, its account held by a
 * dossier client, read with readCamt and stored with `storeStream` in batches of BATCH (1,000) into a
 * real embedded PostgreSQL, against a bare saxes pass (configured as the reader's parser) over the
 * same file in the same run. The import runs in a process of its own (importer.ts).
 * Usage: ENTRIES=10000 npx tsx bench/transactions/camt-import.ts. Figures go into README.md.
 */
import { createWriteStream, existsSync, renameSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { syntheticCamt053 } from '../../plugins/transactions/src/readers/camt-synthetic.ts';
import { benchApp, seedClients } from './app.ts';
import { loadAverage } from './measure.ts';
import { BENCH_DIR } from './generate.ts';
import { log, runImporter } from './import-run.ts';
import type { ImportJob } from './importer.ts';

const ENTRIES = Number(process.env.ENTRIES ?? 100_000);
const BATCH = Number(process.env.BATCH ?? 1_000);
/** PHASES, e.g. bare,reader,import (default import,reader,bare: the import in a fresh process). */
const ORDER = (process.env.PHASES ?? 'import,reader,bare').split(',') as ImportJob['order'];
const PORT = Number(process.env.PORT ?? 3172);

await mkdir(BENCH_DIR, { recursive: true });
const file = path.join(BENCH_DIR, `camt053-${ENTRIES}.xml`);
if (!existsSync(file)) {
  await pipeline(syntheticCamt053(ENTRIES), createWriteStream(`${file}.${process.pid}.part`));
  renameSync(`${file}.${process.pid}.part`, file);
}
const bench = await benchApp('camt', PORT);
// The statement's own account (camt-synthetic.ts), as a dossier writes it: spaced, in groups of four.
await seedClients(bench, 1, () => 'DE02 3705 0198 0001 8020 57');
log(
  `camt.053 of ${ENTRIES} entries, ${Math.round(statSync(file).size / 1024 / 1024)} MB; Node ${process.version}; load ${loadAverage()}`,
);
const { bare, reader, imported } = await runImporter(
  { kind: 'camt', file, dbUrl: bench.dbUrl, organization: bench.organization, batch: BATCH, order: ORDER },
  bench.pgCpuMs,
);
const { count, stored, errors } = imported;
if (stored?.inserted !== count || stored.linked !== count || errors)
  throw new Error('not every transaction was stored and linked');
log(
  `import / bare saxes: ${(imported.wall / bare.wall).toFixed(2)}× wall, ${(imported.cpu / bare.cpu).toFixed(2)}× importer CPU (reader alone ${(reader.wall / bare.wall).toFixed(2)}× wall, ${(reader.cpu / bare.cpu).toFixed(2)}× CPU); ${Math.round(count / imported.wall)} transactions/s; importer peak RSS ${imported.rss} MB`,
);
await bench.close();
