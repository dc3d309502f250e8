import type { PluginContext } from '@app/core/plugin-api';
import { TENANT_FILTER, type JobDefinition } from '@app/core/server';
import type { Actor, WorkflowService } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import type { ImportJobOutput } from '../../shared/index.ts';
import { createClient } from '../company-create.ts';
import { CompanyEntity } from '../dossier.entities.ts';
import { createObject } from '../objects/objects.service.ts';
import { parseImportCsv } from './import-csv.ts';
import { checkImport, type PlannedRow } from './import-validate.ts';

export const IMPORT_JOB = 'dossier.client-import';
export interface ImportJobData {
  importId: string;
  organizationId: string;
  userId: string;
  ip: string | null;
  onlyValid: boolean;
}
type Progress = (done: number, total: number, message?: string) => Promise<void>;

/** Where the uploaded CSV waits for its job; removed when the job has run. */
export const importFileKey = (organizationId: string, importId: string) =>
  `dossier-imports/${organizationId}/${importId}.csv`;

/**
 * The client id of a row: the import's time and a hash of (import, row). A retried job finds the
 * clients an earlier attempt committed and skips them, so no row is created twice.
 */
export function rowClientId(importId: string, row: number): string {
  return importId.slice(0, 8) + createHash('sha256').update(`${importId}:${row}`).digest('hex').slice(0, 16);
}

/**
 * One client in one transaction: the client's creating request (name, types, risk, review dates),
 * and per account number an empty transaction profile with the account as its pending creation.
 * The account's request names the client (`kyc_review`), so it is decided with the client's
 * creation (ADR 0055, 0072): approving or denying either decides the whole group.
 */
export async function createPlannedClient(
  em: EntityManager,
  workflow: WorkflowService,
  actor: Actor,
  plan: PlannedRow,
  id: string,
): Promise<void> {
  await em.transactional(async (tx) => {
    await createClient(tx, workflow, actor, plan.company, plan.values, id);
    for (const [i, accountNumber] of plan.accounts.entries()) {
      const profile = await createObject(tx, workflow, actor, {
        companyId: id,
        objectType: 'transaction_profile',
        values: {},
        position: i,
      });
      await createObject(tx, workflow, actor, {
        companyId: id,
        objectType: 'account_number',
        parentId: profile.id,
        position: i,
        values: { account_number: accountNumber },
        references: { kyc_review: id },
      });
    }
  });
}

function tenantEm(ctx: PluginContext, organization: string): EntityManager {
  const em = ctx.orm.em.fork() as EntityManager;
  em.setFilterParams(TENANT_FILTER, { organization });
  return em;
}

/** Reads the stored file, checks it again with the same rules, creates the rows it may create. */
export async function runImport(
  ctx: PluginContext,
  workflow: WorkflowService,
  data: ImportJobData,
  progress: Progress,
): Promise<ImportJobOutput> {
  const key = importFileKey(data.organizationId, data.importId);
  const checked = checkImport(parseImportCsv(await ctx.storage.get(key)));
  const plans = checked.flatMap((c) => (c.plan ? [c.plan] : []));
  const skipped = checked.length - plans.length;
  // The route refused a file with errors unless only the valid rows were asked for; checked again here all the same.
  if (skipped && !data.onlyValid) throw new Error(`${skipped} rows have errors; nothing imported`);
  const actor: Actor = { userId: data.userId, organizationId: data.organizationId, ip: data.ip };
  await progress(0, plans.length, 'Creating clients');
  for (const [i, plan] of plans.entries()) {
    const em = tenantEm(ctx, data.organizationId);
    const id = rowClientId(data.importId, plan.row);
    if (!(await em.count(CompanyEntity, { id }, { filters: false })))
      await createPlannedClient(em, workflow, actor, plan, id);
    if ((i + 1) % 25 === 0 || i + 1 === plans.length)
      await progress(i + 1, plans.length, `Row ${plan.row}: ${i + 1} of ${plans.length} clients`);
  }
  await ctx.storage.delete(key).catch(() => undefined);
  return { created: plans.length, skipped, requests: plans.reduce((n, p) => n + 1 + p.accounts.length, 0) };
}

export const importJob = (ctx: PluginContext, workflow: WorkflowService): JobDefinition<ImportJobData> => ({
  retryLimit: 2,
  expireInSeconds: 3600,
  handler: (job) =>
    runImport(ctx, workflow, job.data, (done, total, message) => job.progress(done, total, message)) as Promise<object>,
});
