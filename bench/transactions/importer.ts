/**
 * The measured side of import.ts and camt-import.ts, in a process of its own holding only what an
 * import holds (the reader, the store with the dossier's account lookup, an ORM on the database):
 * the bench's app (every route, compiled schemas) lives in the parent, so the peak RSS printed is the
 * import's, as read.ts prints the reader's (modules loaded from source through tsx are most of it: the
 * resident memory at each phase's start is printed beside the peak). Runs the bare parser pass, then the reader alone,
 * then the import through `storeStream`, and sends each phase's figures to the parent.
 */
import { newId } from '@app/core/shared';
import type { DossierServices } from '@app/plugin-dossier/shared';
import { validateMapping, type ReadResult, type TransactionInput } from '@app/plugin-transactions/shared';
import { parse } from 'csv-parse';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { createOrm } from '../../core/framework/src/server/database.ts';
import { dossierServices } from '../../plugins/dossier/src/server/dossier.services.ts';
import { readCamt } from '../../plugins/transactions/src/readers/camt.ts';
import { readCsv } from '../../plugins/transactions/src/readers/csv.ts';
import { dossierEntities } from '../../plugins/dossier/src/server/dossier.entities.ts';
import { transactionsEntities } from '../../plugins/transactions/src/server/transaction.entity.ts';
import { createStore } from '../../plugins/transactions/src/server/store.ts';
import { cpuSeconds, rssSampler } from './measure.ts';
import { FIXTURES } from './generate.ts';

export interface ImportJob {
  kind: 'csv' | 'camt';
  file: string;
  dbUrl: string;
  organization: string;
  batch: number;
  /** The phases in the order they run. */
  order: ('import' | 'reader' | 'bare')[];
}
export interface PhaseFigures {
  name: string;
  count: number;
  wall: number;
  cpu: number;
  rss: number;
  /** V8's heap (reserved, live) and memory outside it at the peak, MB. */
  parts?: { heapTotal: number; heapUsed: number; external: number };
  /** Resident memory when the phase started (modules, the ORM, a collected heap). */
  before: number;
  stored?: { inserted: number; duplicates: number; linked: number };
  errors?: number;
}

const memory = rssSampler();

async function phase(
  name: string,
  fn: () => Promise<Omit<PhaseFigures, 'name' | 'wall' | 'cpu' | 'rss' | 'parts' | 'before'>>,
): Promise<PhaseFigures> {
  global.gc?.();
  const before = Math.round(process.memoryUsage().rss / 1024 / 1024);
  memory.reset();
  const cpu = cpuSeconds();
  const started = performance.now();
  const out = await fn();
  const figures = {
    name,
    ...out,
    wall: (performance.now() - started) / 1000,
    cpu: cpuSeconds() - cpu,
    rss: memory.peakMb(),
    parts: memory.peakParts(),
    before,
  };
  process.send!({ phase: figures });
  return figures;
}

async function run(job: ImportJob) {
  const orm = await createOrm({
    clientUrl: job.dbUrl,
    entities: [...dossierEntities, ...transactionsEntities],
    migrations: [],
  });
  // The store reads the dossier's accounts only (its linking); the rest of the dossier's service is not used.
  const store = createStore(dossierServices() as DossierServices);
  const mapping = (() => {
    const check = validateMapping(JSON.parse(readFileSync(path.join(FIXTURES, 'core-banking-mapping.json'), 'utf8')));
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    return check.mapping;
  })();
  const read = (): AsyncGenerator<ReadResult> =>
    job.kind === 'csv' ? readCsv(createReadStream(job.file), mapping) : readCamt(createReadStream(job.file));

  const bare = () =>
    job.kind === 'csv'
      ? phase('bare csv-parse', async () => {
          let count = 0;
          // The reader's parser options (csv.ts), records counted and dropped.
          const parser = createReadStream(job.file).pipe(
            parse({ delimiter: ',', bom: true, relax_column_count: true, skip_empty_lines: true }),
          );
          for await (const _ of parser) count++;
          return { count };
        })
      : phase('bare saxes', async () => {
          // The parser as the reader configures it (camt-xml.ts): namespaces resolved by the reader, not saxes.
          const parser = new SaxesParser({ xmlns: false, position: true });
          let count = 0;
          parser.on('opentag', () => void count++);
          for await (const chunk of createReadStream(job.file, { encoding: 'utf8' })) parser.write(chunk as string);
          parser.close();
          return { count };
        });

  const readerAlone = () =>
    phase('reader alone (no store)', async () => {
      let count = 0;
      for await (const r of read()) if ('transaction' in r) count++;
      return { count };
    });

  const importing = () =>
    phase('import (read + link + store)', async () => {
      let count = 0;
      let errors = 0;
      async function* batches() {
        let batch: TransactionInput[] = [];
        for await (const r of read()) {
          if (!('transaction' in r)) {
            errors++;
            continue;
          }
          count++;
          batch.push(r.transaction);
          if (batch.length === job.batch) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length) yield batch;
      }
      const stored = await store.storeStream(orm.em.fork(), job.organization, batches(), { importId: newId() });
      return { count, errors, stored };
    });

  // The import first, in a fresh process: its peak RSS is not raised by what earlier phases left
  // (V8 keeps the heap it grew); the bare pass last, warmed up by the phases before it.
  const phases = { import: importing, reader: readerAlone, bare };
  for (const name of job.order) await phases[name]();

  memory.stop();
  await orm.close(true);
}

process.once('message', (job: ImportJob) => {
  run(job).then(
    () => process.send!({ done: true }, () => process.exit(0)),
    (error: unknown) => process.send!({ error: String((error as Error).stack ?? error) }, () => process.exit(1)),
  );
});
