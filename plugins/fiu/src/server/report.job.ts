import type { PluginContext } from '@app/core/plugin-api';
import { HttpError, type JobDefinition } from '@app/core/server';
import type { BillingService } from '@app/plugin-admin/shared';
import type { DossierServices } from '@app/plugin-dossier/shared';
import type { TransactionSelection, TransactionsService } from '@app/plugin-transactions/shared';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { convertRecords, XsdRejectedError } from '../convert/index.ts';
import { reportRecords } from '../report/records.ts';
import type { ReportRequest, SchemaId } from '../shared/index.ts';
import { maxPartBytes } from './conversion.job.ts';
import { recordResult, storageKey, storeReport, tenantEm } from './conversion-result.ts';
import { clearConversionErrors, ConversionErrorLog } from './conversion-errors.ts';
import { UploadedFileEntity } from './fiu.entities.ts';
import { loadUserInfo } from './user-info.service.ts';

export const REPORT_JOB = 'fiu.report';
export interface ReportJobData {
  fileId: string;
  organizationId: string;
}
/** A report request with our institution and local currency filled in (from the request or the saved ones). */
export type ResolvedReportRequest = ReportRequest &
  Required<Pick<ReportRequest, 'currency_code_local' | 'institution_name' | 'institution_swift'>>;
/** What a report reads, stored as the report file's source (the request as accepted). */
export interface ReportSource {
  selection: TransactionSelection;
  request: ResolvedReportRequest;
}
export interface ReportDeps {
  billing: BillingService;
  transactions: TransactionsService;
  dossier: DossierServices;
}
type Progress = (done: number, total: number, message?: string) => Promise<void> | void;

/**
 * The report job: reads the selection of stored transactions page by page, writes each as a goAML
 * transaction with its my-client party (or lists every gap of the row), validates each part against
 * the XSD (the conversion's pipeline), and records the report on the file and the fee in one
 * transaction. A retry starts over: the file's errors are cleared first, a file already done is left.
 */
export async function runReport(
  ctx: PluginContext,
  deps: ReportDeps,
  data: ReportJobData,
  progress: Progress,
): Promise<{ status: string; message: string }> {
  const em = tenantEm(ctx, data.organizationId);
  const file = await em.findOneOrFail(UploadedFileEntity, { id: data.fileId });
  if (file.status === 'done') return { status: 'done', message: file.message };
  const source = JSON.parse(
    (await ctx.storage.get(storageKey(file.organization, file.serverName))).toString('utf8'),
  ) as ReportSource;
  const req = source.request;
  const user = await loadUserInfo(em, file.userId);
  const total = await deps.transactions.count(em, file.organization, source.selection);
  em.assign(file, {
    status: 'running',
    progressDone: 0,
    progressTotal: total,
    message: '',
    errors: null,
    finishedAt: null,
  });
  await clearConversionErrors(em, file.organization, file.id);
  await em.flush();
  await progress(0, total, 'Reporting');

  const workDir = await mkdtemp(path.join(os.tmpdir(), 'fiu-report-'));
  const errorLog = new ConversionErrorLog(em, file.organization, file.id);
  let lastReport = 0;
  try {
    const records = reportRecords(deps.transactions.select(em.fork(), file.organization, source.selection), {
      schema: req.schema,
      currencyLocal: req.currency_code_local,
      institution: {
        name: req.institution_name,
        swift: req.institution_swift,
        nonBank: req.non_bank_institution ?? false,
      },
      transmodeComment: req.transmode_comment || undefined,
      parties: req.parties ?? 'my_client',
      party: (companyId) => deps.dossier.reportParty(em, file.organization, companyId),
    });
    const result = await convertRecords(records, {
      schema: req.schema as SchemaId,
      reportCode: req.report_code,
      indicators: req.indicators,
      currencyLocal: req.currency_code_local,
      user,
      reference: file.id,
      reason: req.reason || `Transactions reported from ${file.filename}`,
      action: req.action || undefined,
      workDir,
      maxPartBytes: maxPartBytes(),
      async onBadRow(bad) {
        await errorLog.add(
          bad.errors.map((e) => ({
            ...e,
            kind: / has no /.test(e.reason) ? ('required' as const) : ('other' as const),
            value: bad.values.transactionnumber ?? '',
          })),
        );
      },
      onProgress(rows) {
        if (Date.now() - lastReport < 500) return;
        lastReport = Date.now();
        void progress(rows, Math.max(total, rows));
      },
    });
    await errorLog.flush();
    const report = await storeReport(ctx, file, result);
    const message = result.validRows
      ? `${result.validRows} of ${result.rows} transactions reported${result.badRows ? `; ${result.badRows} with missing data (see the errors)` : ''}`
      : result.rows
        ? `No transaction reported; ${result.badRows} with missing data (see the errors)`
        : 'The selection holds no transaction';
    await recordResult(ctx, deps.billing, em, file, {
      charge: `goAML report ${file.filename}`,
      rows: result.rows,
      validRows: result.validRows,
      errorRows: result.badRows,
      report,
      errorCount: errorLog.count,
      errorKinds: errorLog.kinds,
      message,
    });
    await progress(result.rows, result.rows, message);
    return { status: 'done', message };
  } catch (error) {
    const known = error instanceof XsdRejectedError || error instanceof HttpError;
    const message = error instanceof XsdRejectedError || error instanceof HttpError ? error.message : 'Report failed';
    if (!known) ctx.log.error({ err: error }, 'report failed');
    await errorLog.flush().catch((err: unknown) => ctx.log.error({ err }, 'errors of a failed report not kept'));
    await em.nativeUpdate(
      UploadedFileEntity,
      { id: file.id },
      { status: 'failed', message, errorCount: errorLog.count, errorKinds: errorLog.kinds, finishedAt: new Date() },
    );
    return { status: 'failed', message };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Progress on the file (the screens read it there) and on the job; retried from the stored request. */
export function reportJob(ctx: PluginContext, deps: ReportDeps): JobDefinition<ReportJobData> {
  return {
    retryLimit: 2,
    expireInSeconds: 3 * 3600,
    async handler(job) {
      return runReport(ctx, deps, job.data, async (done, total, message) => {
        const em = tenantEm(ctx, job.data.organizationId);
        await em.nativeUpdate(
          UploadedFileEntity,
          { id: job.data.fileId },
          { progressDone: done, progressTotal: total },
        );
        await job.progress(done, total, message);
      });
    },
  };
}
