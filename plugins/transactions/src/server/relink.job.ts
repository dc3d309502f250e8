import type { PluginContext } from '@app/core/plugin-api';
import type { JobDefinition } from '@app/core/server';
import type { DossierServices } from '@app/plugin-dossier/shared';
import type { TransactionsService } from '../shared/index.ts';

export const RELINK_JOB = 'transactions-relink';
export interface RelinkJobData {
  organizationId: string;
}

/** Seconds a relink waits: approvals made in a burst share one pass (one job per key waits at a time). */
export const RELINK_DELAY_SECONDS = 5;

/** One relink per organisation queued or running at a time (core's singleton key). */
export const relinkKey = (organizationId: string) => `transactions-relink:${organizationId}`;

/**
 * Links the organisation's unlinked transactions to the clients whose dossiers now hold their accounts.
 * Passes repeat until one links nothing (at least two): an account approved while a pass ran, whose
 * request found this job already running, is linked by the next pass.
 */
export function relinkJob(
  ctx: PluginContext,
  store: Pick<TransactionsService, 'relink'>,
): JobDefinition<RelinkJobData> {
  return {
    async handler(job) {
      const em = ctx.orm.em.fork();
      let linked = 0;
      for (let pass = 1; pass <= 5; pass++) {
        const res = await store.relink(em, job.data.organizationId);
        linked += res.linked;
        await job.progress(pass, pass + (res.linked > 0 || pass < 2 ? 1 : 0), `${linked} transactions linked`);
        if (res.linked === 0 && pass >= 2) break;
      }
      return { linked };
    },
  };
}

/** Queues a relink whenever the dossier's approved accounts change. */
export function relinkOnAccountChanges(ctx: PluginContext, dossier: DossierServices): () => void {
  return dossier.onAccountsChanged(async (organizationId) => {
    await ctx.jobs.send<RelinkJobData>(
      RELINK_JOB,
      { organizationId },
      { organizationId, singletonKey: relinkKey(organizationId), startAfter: RELINK_DELAY_SECONDS },
    );
  });
}
