import type { PluginContext } from '@app/core/plugin-api';
import { TENANT_FILTER } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONVERT_JOB, runConversion, type ConvertJobData } from './conversion.job.ts';
import { UploadedFileEntity } from './fiu.entities.ts';

/** The part of core's durable job service (pg-boss, `ctx.jobs`) the conversions use. */
interface JobHandle { data: ConvertJobData; progress(done: number, total: number, message?: string): Promise<void> | void }
interface Jobs {
  work(name: string, handler: (job: JobHandle) => Promise<unknown>): Promise<void> | void;
  send(name: string, data: ConvertJobData, options: { organizationId: string; userId: string; singletonKey?: string }): Promise<string>;
}

export interface ConversionQueue { send(data: ConvertJobData, userId: string): Promise<string> }

/** Stores the progress on the file (the screens read it there) as well as on the job. */
async function saveProgress(ctx: PluginContext, data: ConvertJobData, done: number, total: number) {
  const em = ctx.orm.em.fork() as EntityManager;
  em.setFilterParams(TENANT_FILTER, { organization: data.organizationId });
  await em.nativeUpdate(UploadedFileEntity, { id: data.fileId }, { progressDone: done, progressTotal: total });
}

export async function startConversionWorker(ctx: PluginContext): Promise<ConversionQueue> {
  const jobs = (ctx as PluginContext & { jobs?: Jobs }).jobs;
  if (!jobs) return inProcessQueue(ctx);
  await jobs.work(CONVERT_JOB, async (job) => {
    const outcome = await runConversion(ctx, job.data, async (done, total, message) => {
      await saveProgress(ctx, job.data, done, total);
      await job.progress(done, total, message);
    });
    return outcome;
  });
  return { send: (data, userId) => jobs.send(CONVERT_JOB, data, { organizationId: data.organizationId, userId, singletonKey: data.fileId }) };
}

/**
 * TEMPORARY, until core's durable job service is merged into this branch: runs conversions one
 * after another in this process (not durable). Removed by the merge (see ADR 0023).
 */
function inProcessQueue(ctx: PluginContext): ConversionQueue {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    async send(data) {
      chain = chain.then(() => runConversion(ctx, data, (done, total) => saveProgress(ctx, data, done, total))).catch((err) => ctx.log.error({ err }, 'conversion failed'));
      return `local-${data.fileId}`;
    },
  };
}
