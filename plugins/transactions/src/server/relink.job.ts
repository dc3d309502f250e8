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

export const RELINK_SWEEP_JOB = 'transactions-relink-sweep';
/** Hourly, at minute 23 (one firing across replicas: core's schedule). */
export const RELINK_SWEEP_CRON = '23 * * * *';

/**
 * The safety net of the relink on approval: that relink is queued once the approving transaction has
 * committed, so a process killed in between never queues it. Hourly, every organisation with unlinked
 * transactions gets a relink (the same singleton-keyed job: none doubled), which links what the
 * dossier holds by then. Organisations are read across tenants by this system job only.
 */
export function relinkSweepJob(ctx: PluginContext): JobDefinition<Record<string, never>> {
  return {
    retryLimit: 1,
    async handler() {
      const rows = await ctx.orm.em
        .fork()
        .getConnection()
        .execute<{ organization: string }[]>(
          'select distinct organization from transactions_transaction where company_id is null',
        );
      for (const { organization } of rows)
        await ctx.jobs.send<RelinkJobData>(
          RELINK_JOB,
          { organizationId: organization },
          { organizationId: organization, singletonKey: relinkKey(organization) },
        );
      return { organizations: rows.length };
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
