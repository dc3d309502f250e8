import type { PluginContext } from '@app/core/plugin-api';
import type { JobDefinition } from '@app/core/server';
import type { IndexService } from './index.service.ts';
import { rescreenAffected } from './monitor.service.ts';

/** Re-screens every monitored subject against the current lists (one at a time: singleton key). */
export const RESCREEN_JOB = 'screening.rescreen-all';

export const rescreenJob = (ctx: PluginContext, indexes: IndexService): JobDefinition<Record<string, never>> => ({
  retryLimit: 1,
  expireInSeconds: 3600,
  async handler(job) {
    await indexes.refresh();
    return rescreenAffected(
      ctx.orm,
      indexes,
      { added: [], changed: [], removedIds: [] },
      { all: true, progress: (done, total, message) => job.progress(done, total, message) },
    );
  },
});
