import { defineServerPlugin } from '@app/core/plugin-api';
import { dossierService } from '@app/plugin-dossier/shared';
import { transactionsManifest, transactionsService } from '../shared/index.ts';
import { importEntities } from './import.entities.ts';
import { importHandlers } from './import.handlers.ts';
import { IMPORT_JOB, importJob } from './import.job.ts';
import { mappingHandlers } from './mapping.handlers.ts';
import { transactionsMigrations } from './migrations/index.ts';
import {
  RELINK_JOB,
  RELINK_SWEEP_CRON,
  RELINK_SWEEP_JOB,
  relinkJob,
  relinkOnAccountChanges,
  relinkSweepJob,
} from './relink.job.ts';
import { createSelect } from './select.ts';
import { createStore } from './store.ts';
import { transactionsEntities } from './transaction.entity.ts';
import { transactionsHandlers } from './transactions.handlers.ts';

/** Transactions as stored data (issue 26): the store the readers and import jobs write to, the push API and the lists. */
export const transactionsServerPlugin = defineServerPlugin({
  manifest: transactionsManifest,
  migrations: transactionsMigrations,
  entities: [...transactionsEntities, ...importEntities],
  deps: { dossier: dossierService },
  provides: transactionsService,
  setup(ctx, { dossier }) {
    const store = { ...createStore(dossier), ...createSelect() };
    const stopRelinking = relinkOnAccountChanges(ctx, dossier);
    return {
      service: store,
      routes(r) {
        transactionsHandlers(r, store, dossier);
        importHandlers(r, ctx, store);
        mappingHandlers(r);
      },
      jobs: {
        [IMPORT_JOB]: importJob(ctx, store),
        [RELINK_JOB]: relinkJob(ctx, store),
        [RELINK_SWEEP_JOB]: relinkSweepJob(ctx),
      },
      onReady: () => ctx.jobs.schedule(RELINK_SWEEP_JOB, RELINK_SWEEP_CRON, {}),
      onClose: stopRelinking,
    };
  },
});

export { transactionsEntities };
