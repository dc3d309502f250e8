import type { PluginContext } from '@app/core/plugin-api';
import type { IndexService } from './index.service.ts';
import { rescreenAffected, type RescreenOutcome } from './monitor.service.ts';

/** Re-screens every monitored subject against the current lists (one at a time: singleton key). */
export const RESCREEN_JOB = 'screening.rescreen-all';

export async function defineRescreenJob(ctx: PluginContext, indexes: IndexService): Promise<void> {
  await ctx.jobs.define<Record<string, never>>(RESCREEN_JOB, {
    retryLimit: 1,
    expireInSeconds: 3600,
    async handler(job): Promise<RescreenOutcome> {
      await indexes.refresh();
      return rescreenAffected(ctx.orm, indexes, { added: [], changed: [], removedIds: [] }, { all: true, progress: (done, total, message) => job.progress(done, total, message) });
    },
  });
}
