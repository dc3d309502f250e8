import type { PluginContext } from '@app/core/plugin-api';
import type { JobDefinition, JobRun } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import {
  InvalidTransactionError,
  type ImportCounts,
  type RowError,
  type StoreResult,
  type TransactionInput,
} from '../shared/index.ts';
import { ImportEntity, type ImportRow } from './import.entities.ts';
import { readerOf } from './import.format.ts';
import { uploadKey } from './import.upload.ts';
import type { LinksOnce, ServerStore } from './store.ts';

export const IMPORT_JOB = 'transactions-import';
export interface ImportJobData {
  importId: string;
  organizationId: string;
}

/**
 * Rows stored per `store` call, and per committed step of the job. 1,000: at 5,000 a 1M-row import
 * peaked at 503-540 MB RSS, at 1,000 at 270-281 MB for the same throughput (ADR 0081).
 */
export const IMPORT_BATCH = 1000;
/** Batches stored at once: PostgreSQL's side of a batch takes longer than reading the next (ADR 0082). */
export const IMPORT_IN_FLIGHT = 2;
const RETRIES = 2;

interface BadItem {
  ordinal: number;
  row: number;
  errors: Omit<RowError, 'row'>[];
  values: Record<string, string>;
}
interface Batch {
  /** Reader results in the batch (good and bad). */
  rows: number;
  good: TransactionInput[];
  goodOrdinals: number[];
  goodRows: number[];
  bad: BadItem[];
}
const emptyBatch = (): Batch => ({ rows: 0, good: [], goodOrdinals: [], goodRows: [], bad: [] });

/** The stored pieces of an upload as one stream, counting the bytes read (the progress bar). */
function storedFile(ctx: PluginContext, file: ImportRow, onBytes: (n: number) => void): Readable {
  async function* pieces() {
    for (let n = 0; n < file.parts; n++) {
      const { stream } = await ctx.storage.stream(uploadKey(file.organization, file.id, n));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        onBytes(chunk.length);
        yield chunk;
      }
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

/**
 * Reads an import's file through its reader and stores it (issue 26 §2): good rows through the store in
 * batches of 1,000, bad rows with every error and their values (Saved info). After each batch is stored,
 * its bad rows, the counts and the number of reader results done (`resume_at`) commit together, so a
 * retried job skips what is committed; a batch stored but not yet checkpointed is stored again as
 * duplicates, and its bad rows conflict on (import, ordinal): nothing is doubled. Memory stays flat:
 * the batches being written and the one being read.
 */
export function importJob(
  ctx: PluginContext,
  store: Pick<ServerStore, 'store' | 'relink'>,
): JobDefinition<ImportJobData> {
  return {
    retryLimit: RETRIES,
    expireInSeconds: 6 * 3600,
    async handler(job) {
      try {
        return await runImport(ctx, store, job);
      } catch (error) {
        if (job.attempt >= RETRIES)
          await ctx.orm.em
            .fork()
            .execute(
              `update transactions_import set status = 'failed', error = ?, finished_at = now() where id = ? and status <> 'done'`,
              [`The import stopped: ${(error as Error).message}`.slice(0, 2000), job.data.importId],
            );
        throw error;
      }
    },
  };
}

async function runImport(ctx: PluginContext, store: Pick<ServerStore, 'store' | 'relink'>, job: JobRun<ImportJobData>) {
  const { importId, organizationId } = job.data;
  const em = ctx.orm.em.fork();
  em.setFilterParams('tenant', { organization: organizationId });
  const file = await em.findOne(ImportEntity, { id: importId, organization: organizationId });
  if (!file) return { missing: true };
  if (file.status === 'done' || file.status === 'failed') return countsOf(file);
  const sql = (q: string, params: unknown[]) => em.execute(q, params);
  await sql(
    `update transactions_import set status = 'running', started_at = coalesce(started_at, now()) where id = ?`,
    [importId],
  );
  // Bad rows past the last committed batch belong to an attempt that stopped mid-batch.
  await sql('delete from transactions_bad_row where import_id = ? and ordinal >= ?', [importId, file.resumeAt]);

  const counts: ImportCounts = countsOf(file);
  const links: LinksOnce = {}; // the dossier's accounts, read once for the whole file
  const columns = new Map(Object.entries(file.errorColumns));
  let bytes = 0;
  const input = storedFile(ctx, file, (n) => (bytes += n));
  const progress = () =>
    job.progress(
      bytes,
      file.size,
      `${counts.rows.toLocaleString('en')} rows read, ${counts.inserted.toLocaleString('en')} stored, ${counts.bad.toLocaleString('en')} bad`,
    );

  let ordinal = 0;
  let batch = emptyBatch();
  let fileError: string | null = null;
  /** The bad rows, counts and checkpoint of a stored batch, in one transaction. */
  const checkpoint = async (done: Batch, stored: StoreResult, next: number) => {
    counts.rows += done.rows;
    counts.inserted += stored.inserted;
    counts.duplicates += stored.duplicates;
    counts.linked += stored.linked;
    counts.bad += done.bad.length;
    for (const b of done.bad)
      for (const e of b.errors) columns.set(e.column ?? '', (columns.get(e.column ?? '') ?? 0) + 1);
    // A crash between the store and this commit re-stores the batch on retry: duplicates, not doubles.
    await em.transactional(async (tx) => {
      await insertBadRows(tx, organizationId, importId, done.bad);
      await tx.execute(
        `update transactions_import set rows = ?, inserted = ?, duplicates = ?, linked = ?, bad = ?, resume_at = ?, error_columns = ?::jsonb where id = ?`,
        [
          counts.rows,
          counts.inserted,
          counts.duplicates,
          counts.linked,
          counts.bad,
          next,
          JSON.stringify(Object.fromEntries(columns)),
          importId,
        ],
      );
    });
    await progress();
  };
  // Up to IMPORT_IN_FLIGHT batches stored at once (each on a connection of its own) while the next is read;
  // their checkpoints commit one after the other in file order, each after its batch's store, so
  // `resume_at` never passes a batch that is not stored. `checkpointed` never rejects (a failure is kept
  // aside), so no rejection goes unhandled while the reader runs.
  let checkpointed: Promise<void> = Promise.resolve();
  const inFlight: Promise<void>[] = [];
  const failure: { error?: unknown } = {};
  const commit = async (next: number) => {
    const done = batch;
    batch = emptyBatch();
    if (inFlight.length >= IMPORT_IN_FLIGHT) await inFlight.shift();
    if ('error' in failure) throw failure.error;
    if (job.signal.aborted) throw new Error('the import was stopped (job expired or the server is shutting down)');
    const storeEm = em.fork(); // batches in flight at once never share an entity manager
    storeEm.setFilterParams('tenant', { organization: organizationId });
    const stored = storeBatch(storeEm, store, organizationId, importId, done, links);
    stored.catch(() => undefined); // answered through `checkpointed`, in order
    checkpointed = checkpointed
      .then(async () => {
        if ('error' in failure) return;
        await checkpoint(done, await stored, next);
      })
      .catch((error: unknown) => void (failure.error ??= error));
    inFlight.push(checkpointed);
  };

  try {
    for await (const result of readerOf(file.format, input, file.mapping ?? null, file.options)) {
      const at = ordinal++;
      if (at < file.resumeAt) continue;
      if ('errors' in result && result.row === 0) {
        // The file cannot be read at all (a mapped header missing, not a statement): nothing of it is stored.
        fileError = result.errors.map((e) => e.reason).join('; ');
        for (const e of result.errors) columns.set(e.column ?? '', (columns.get(e.column ?? '') ?? 0) + 1);
        continue;
      }
      batch.rows += 1;
      if ('transaction' in result) {
        batch.good.push(result.transaction);
        batch.goodOrdinals.push(at);
        batch.goodRows.push(result.row);
      } else batch.bad.push(badItem(at, result.row, result.errors, result.values));
      if (batch.good.length >= IMPORT_BATCH || batch.bad.length >= IMPORT_BATCH) await commit(ordinal);
    }
    await commit(ordinal);
  } finally {
    await Promise.all(inFlight); // every batch sent is settled before the job answers, whatever happened to the reading
  }
  if ('error' in failure) throw failure.error;
  // Accounts a dossier approved while the file was read (the links were read once, at its start).
  if (counts.inserted > counts.linked) await store.relink(em, organizationId);
  await sql(
    `update transactions_import set status = ?, error = ?, error_columns = ?::jsonb, finished_at = now() where id = ?`,
    [fileError ? 'failed' : 'done', fileError, JSON.stringify(Object.fromEntries(columns)), importId],
  );
  await job.progress(file.size, file.size, fileError ?? `${counts.rows.toLocaleString('en')} rows read`);
  return { ...counts, status: fileError ? 'failed' : 'done', ...(fileError ? { error: fileError } : {}) };
}

const countsOf = (file: ImportRow): ImportCounts => ({
  rows: file.rows,
  inserted: file.inserted,
  duplicates: file.duplicates,
  linked: file.linked,
  bad: file.bad,
});

function badItem(ordinal: number, row: number, errors: RowError[], values?: Record<string, string>): BadItem {
  const fallback: Record<string, string> = {};
  // Readers without mapped values (statements): each refused field as the file had it.
  if (!values) for (const e of errors) if (e.field && e.value !== undefined) fallback[e.field] = e.value;
  return {
    ordinal,
    row,
    errors: errors.map(({ row: _row, ...e }) => e),
    values: values ?? fallback,
  };
}

/**
 * Stores a batch's good rows. An item storage refuses though the reader let it through (a 31 February)
 * becomes a bad row of its own and the rest is stored: `store` writes nothing of a call it refuses.
 */
async function storeBatch(
  em: EntityManager,
  store: Pick<ServerStore, 'store'>,
  organizationId: string,
  importId: string,
  batch: Batch,
  links: LinksOnce,
) {
  for (;;) {
    try {
      // The checkpoint after it commits synchronously and makes it durable (ServerStore, ADR 0082).
      return await store.store(em, organizationId, batch.good, { importId, asyncCommit: true, links });
    } catch (error) {
      if (!(error instanceof InvalidTransactionError)) throw error;
      const i = error.index;
      const item = batch.good[i]!;
      const value = item[error.field];
      batch.bad.push({
        ordinal: batch.goodOrdinals[i]!,
        row: batch.goodRows[i]!,
        errors: [
          { column: null, field: error.field, reason: error.message, ...(value === undefined ? {} : { value }) },
        ],
        values: { ...item } as Record<string, string>,
      });
      for (const list of [batch.good, batch.goodOrdinals, batch.goodRows]) list.splice(i, 1);
    }
  }
}

async function insertBadRows(em: EntityManager, organizationId: string, importId: string, bad: BadItem[]) {
  if (!bad.length) return;
  const rows = bad.map((b) => ({ id: newId(), ordinal: b.ordinal, row: b.row, values: b.values, errors: b.errors }));
  await em.execute(
    `insert into transactions_bad_row (id, organization, import_id, ordinal, row, "values", errors, updated_at)
     select x.id, ?, ?, x.ordinal, x.row, x."values", x.errors, now()
       from jsonb_to_recordset(?::jsonb) as x(id varchar, ordinal bigint, row int, "values" jsonb, errors jsonb)
     on conflict (import_id, ordinal) do nothing`,
    // jsonb cannot hold U+0000 either: a NUL the file had is kept visible as ␀ (the row is bad for it).
    [
      organizationId,
      importId,
      JSON.stringify(rows, (_key, v: unknown) => (typeof v === 'string' ? v.replaceAll('\0', '\u2400') : v)),
    ],
  );
}
