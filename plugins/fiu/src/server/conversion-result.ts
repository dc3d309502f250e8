import type { PluginContext } from '@app/core/plugin-api';
import { TENANT_FILTER } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { BillingService } from '@app/plugin-admin/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readFile } from 'node:fs/promises';
import type { ConvertResult } from '../convert/index.ts';
import { UploadedFileEntity, type UploadedFile } from './fiu.entities.ts';

/** What the export conversion and the report from stored transactions share once the pipeline has run. */

export const storageKey = (organization: string, name: string) => `fiu/${organization}/${name}`;

export function tenantEm(ctx: PluginContext, organization: string): EntityManager {
  const em = ctx.orm.em.fork() as EntityManager;
  em.setFilterParams(TENANT_FILTER, { organization });
  return em;
}

/** The pipeline's output (one XML or a ZIP of parts) put into storage as the file's report; null when nothing converted. */
export async function storeReport(
  ctx: PluginContext,
  file: UploadedFile,
  result: Pick<ConvertResult, 'output' | 'parts'>,
): Promise<UploadedFile['report']> {
  if (!result.output) return null;
  const report = {
    serverName: `${newId()}.${result.output.kind}`,
    filename: `${file.filename.replace(/\.[^.]+$/, '')}-goaml.${result.output.kind}`,
    kind: result.output.kind,
    filesize: result.output.bytes,
    parts: result.parts,
  };
  await ctx.storage.put(storageKey(file.organization, report.serverName), await readFile(result.output.path));
  return report;
}

export interface Outcome {
  /** The ledger comment of the charge. */
  charge: string;
  rows: number;
  validRows: number;
  errorRows: number;
  report: UploadedFile['report'];
  errorCount: number;
  errorKinds: UploadedFile['errorKinds'];
  message: string;
  /** Saved rows this conversion reported: they leave Saved info with the result (never reported twice). */
  converted?: string[];
}

/** Records the file's result and charges the converted rows in the same transaction (402 -> nothing recorded, file failed). */
export async function recordResult(
  ctx: PluginContext,
  billing: BillingService,
  em: EntityManager,
  file: UploadedFile,
  o: Outcome,
): Promise<void> {
  try {
    await em.transactional(async (tx) => {
      const t = tx as EntityManager;
      let fee = 0;
      let comment = '';
      if (o.validRows > 0) {
        const charge = await billing.chargeRows(t, {
          organizationId: file.organization,
          userId: file.userId,
          rows: o.validRows,
          reference: file.id,
          comment: o.charge,
          filename: file.filename,
          filesize: Number(file.filesize),
        });
        fee = charge.fee;
        comment = feeComment(charge);
      }
      await t.nativeUpdate(
        UploadedFileEntity,
        { id: file.id },
        {
          status: 'done',
          rows: o.rows,
          validRows: o.validRows,
          errorRows: o.errorRows,
          report: o.report,
          reportName: o.report?.serverName ?? null,
          errorCount: o.errorCount,
          errorKinds: o.errorKinds,
          message: o.message,
          conversionFee: fee,
          conversionFeeComment: comment,
          progressDone: o.rows,
          progressTotal: o.rows,
          finishedAt: new Date(),
        },
      );
      if (o.converted?.length)
        // one JSON parameter: 100,000 ids as bind parameters would pass PostgreSQL's 65,535
        await t.execute(
          'delete from fiu_saved_row where organization = ? and id in (select jsonb_array_elements_text(?::jsonb))',
          [file.organization, JSON.stringify(o.converted)],
        );
    });
  } catch (error) {
    if (o.report) await ctx.storage.delete(storageKey(file.organization, o.report.serverName));
    throw error;
  }
}

function feeComment(c: { via: string; subscriptionRows: number; creditRows: number; costPerRow: number }): string {
  if (c.via === 'subscription') return `${c.subscriptionRows} rows from the subscription`;
  const credits = `${c.creditRows} rows at ${c.costPerRow} credits`;
  return c.via === 'mixed' ? `${c.subscriptionRows} rows from the subscription, ${credits}` : credits;
}
