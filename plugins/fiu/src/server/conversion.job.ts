import type { PluginContext } from '@app/core/plugin-api';
import { HttpError } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { BillingService } from '@app/plugin-admin/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  convertRecords,
  mapRows,
  sourceRows,
  SourceFormatError,
  XsdRejectedError,
  type BadRow,
  type RecordIn,
  type SourceKind,
} from '../convert/index.ts';
import { FIU_MESSAGES as M, withKinds, type SchemaId } from '../shared/index.ts';
import { clearConversionErrors, ConversionErrorLog } from './conversion-errors.ts';
import { recordResult, storageKey, storeReport, tenantEm } from './conversion-result.ts';
import { SavedRowEntity, UploadedFileEntity, type UploadedFile } from './fiu.entities.ts';
import { loadUserInfo } from './user-info.service.ts';

export const CONVERT_JOB = 'fiu.convert';
export interface ConvertJobData {
  fileId: string;
  organizationId: string;
}
export type Progress = (done: number, total: number, message?: string) => Promise<void> | void;

/** Saved-info source of a corrected-rows conversion: the saved rows as they were when sent. */
export interface SavedRowsSource {
  rows: { id: string; row: number; values: Record<string, string> }[];
}

export const maxPartBytes = (env = process.env) =>
  Math.max(64 * 1024, Number(env.GOAML_MAX_FILE_BYTES ?? 20 * 1024 * 1024));

/** Lines of a stored CSV, counted in one streamed pass: the progress total (quoted line breaks make it an upper bound). */
async function estimateRows(kind: SourceKind, input: Readable): Promise<number> {
  if (kind !== 'csv') {
    input.destroy();
    return 0;
  }
  let lines = 0;
  let last = 10;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    if (chunk.length) last = chunk[chunk.length - 1]!;
  }
  return Math.max(0, lines - 1 + (last === 10 ? 0 : 1));
}

async function* savedRecords(source: SavedRowsSource): AsyncGenerator<RecordIn> {
  for (const r of source.rows) yield { row: r.row, values: r.values };
}

/**
 * The conversion job: reads the stored export, converts it, keeps the bad rows in Saved info and,
 * in one transaction, records the result on the file and charges the fee through the credit ledger.
 */
export async function runConversion(
  ctx: PluginContext,
  billing: BillingService,
  data: ConvertJobData,
  progress: Progress,
): Promise<{ status: string; message: string }> {
  const em = tenantEm(ctx, data.organizationId);
  const file = await em.findOneOrFail(UploadedFileEntity, { id: data.fileId });
  // A retry after the result was recorded (worker lost after the commit): nothing to do, never charge twice.
  if (file.status === 'done') return { status: 'done', message: file.message };
  const settings = file.settings!;
  const user = await loadUserInfo(em, file.userId);
  const key = storageKey(file.organization, file.serverName);
  const kind = file.sourceKind as SourceKind | 'saved';
  // the export is streamed from storage (a 1M-row CSV is ~200 MB): never held in memory whole
  const savedSource =
    kind === 'saved' ? (JSON.parse((await ctx.storage.get(key)).toString('utf8')) as SavedRowsSource) : null;
  const total = savedSource
    ? savedSource.rows.length
    : await estimateRows(kind as SourceKind, (await ctx.storage.stream(key)).stream);
  em.assign(file, {
    status: 'running',
    progressDone: 0,
    progressTotal: total,
    message: '',
    errors: null,
    errorCount: 0,
    errorKinds: null,
    finishedAt: null,
  });
  await em.nativeDelete(SavedRowEntity, { fileId: file.id });
  await clearConversionErrors(em, file.organization, file.id);
  await em.flush();
  await progress(0, total, 'Converting');

  const workDir = await mkdtemp(path.join(os.tmpdir(), 'fiu-'));
  // every error is kept (ADR 0080): in the conversion's error list and, with its row, in Saved info
  const errorLog = new ConversionErrorLog(em, file.organization, file.id);
  let pendingBad: BadRow[] = [];
  const flushBad = async () => {
    if (!pendingBad.length) return;
    const batch = pendingBad;
    pendingBad = [];
    await insertSavedRows(em, file, batch);
  };
  let lastReport = 0;
  // a workbook's later sheets are not converted: the result names those that hold values
  const skippedSheets: string[] = [];
  try {
    const records = savedSource
      ? savedRecords(savedSource)
      : mapRows(
          sourceRows(kind as SourceKind, (await ctx.storage.stream(key)).stream, undefined, skippedSheets),
          settings.mapping,
        );
    const result = await convertRecords(records, {
      schema: settings.schema as SchemaId,
      reportCode: settings.reportCode,
      indicators: settings.indicators,
      currencyLocal: settings.currencyLocal,
      user,
      reference: `${file.id}`,
      workDir,
      maxPartBytes: maxPartBytes(),
      async onBadRow(bad) {
        const errors = withKinds(bad.errors);
        await errorLog.add(errors.map((e) => ({ ...e, value: e.field ? (bad.values[e.field] ?? '') : '' })));
        pendingBad.push({ ...bad, errors });
        if (pendingBad.length >= 500) await flushBad();
      },
      onProgress(rows) {
        if (Date.now() - lastReport < 500) return;
        lastReport = Date.now();
        void progress(rows, Math.max(total, rows));
      },
    });
    await flushBad();
    await errorLog.flush();
    const report = await storeReport(ctx, file, result);
    const message =
      (result.validRows
        ? `${result.validRows} of ${result.rows} rows converted${result.badRows ? `; ${result.badRows} rows with errors are in Saved info` : ''}`
        : `No row converted; ${result.badRows} rows with errors are in Saved info`) +
      (skippedSheets.length ? `; ${M.sheetsNotRead(skippedSheets)}` : '');
    await recordResult(ctx, billing, em, file, {
      charge: `goAML conversion of ${file.filename}`,
      rows: result.rows,
      validRows: result.validRows,
      errorRows: result.badRows,
      report,
      errorCount: errorLog.count,
      errorKinds: errorLog.kinds,
      message,
      converted: savedSource && result.validRows ? savedSource.rows.map((r) => r.id) : [],
    });
    await progress(result.rows, result.rows, message);
    return { status: 'done', message };
  } catch (error) {
    const message =
      error instanceof XsdRejectedError || error instanceof SourceFormatError || error instanceof HttpError
        ? error.message
        : 'Conversion failed';
    if (!(error instanceof XsdRejectedError || error instanceof SourceFormatError || error instanceof HttpError))
      ctx.log.error({ err: error }, 'conversion failed');
    // the rows checked before the failure keep their errors
    await flushBad().catch((err: unknown) => ctx.log.error({ err }, 'saved rows of a failed conversion not kept'));
    await errorLog.flush().catch((err: unknown) => ctx.log.error({ err }, 'errors of a failed conversion not kept'));
    await em.nativeUpdate(
      UploadedFileEntity,
      { id: file.id },
      {
        status: 'failed',
        message,
        errorCount: errorLog.count,
        errorKinds: errorLog.kinds,
        finishedAt: new Date(),
      },
    );
    return { status: 'failed', message };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Bad rows into Saved info, one statement per batch (the batch is one JSON parameter). */
async function insertSavedRows(em: EntityManager, file: UploadedFile, rows: BadRow[]): Promise<void> {
  const now = new Date();
  await em.execute(
    `insert into fiu_saved_row (id, organization, file_id, "row", "values", errors, created_at, updated_at)
     select v.id, ?, ?, v."row", v."values", v.errors, ?, ?
     from jsonb_to_recordset(?::jsonb) as v(id varchar(24), "row" int, "values" jsonb, errors jsonb)`,
    [
      file.organization,
      file.id,
      now,
      now,
      JSON.stringify(rows.map((b) => ({ id: newId(), row: b.row, values: b.values, errors: b.errors }))),
    ],
  );
}
