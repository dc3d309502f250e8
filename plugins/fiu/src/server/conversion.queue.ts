import type { PluginContext } from '@app/core/plugin-api';
import { TENANT_FILTER, type JobDefinition } from '@app/core/server';
import type { BillingService } from '@app/plugin-admin/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONVERT_JOB, runConversion, type ConvertJobData } from './conversion.job.ts';
import { UploadedFileEntity } from './fiu.entities.ts';

export interface ConversionQueue {
  send(data: ConvertJobData, userId: string): Promise<string>;
}

/** Stores the progress on the file (the screens read it there) as well as on the job. */
async function saveProgress(ctx: PluginContext, data: ConvertJobData, done: number, total: number) {
  const em = ctx.orm.em.fork() as EntityManager;
  em.setFilterParams(TENANT_FILTER, { organization: data.organizationId });
  await em.nativeUpdate(UploadedFileEntity, { id: data.fileId }, { progressDone: done, progressTotal: total });
}

/**
 * Conversions run on core's durable job service (pg-boss): a conversion interrupted by a crash is
 * retried from the stored export (the run starts by clearing its Saved-info rows, and a file already
 * recorded as done is never charged twice).
 */
export function conversionJob(ctx: PluginContext, billing: BillingService): JobDefinition<ConvertJobData> {
  return {
    retryLimit: 2,
    expireInSeconds: 3 * 3600,
    async handler(job) {
      return runConversion(ctx, billing, job.data, async (done, total, message) => {
        await saveProgress(ctx, job.data, done, total);
        await job.progress(done, total, message);
      });
    },
  };
}

export const conversionQueue = (ctx: PluginContext): ConversionQueue => ({
  send: (data, userId) =>
    ctx.jobs.send(CONVERT_JOB, data, {
      organizationId: data.organizationId,
      userId,
      singletonKey: `fiu-convert:${data.fileId}`,
    }),
});
