import { defineServerPlugin } from '@app/core/plugin-api';
import { dossierService } from '@app/plugin-dossier/shared';
import { transactionsManifest, transactionsService } from '../shared/index.ts';
import { transactionsMigrations } from './migrations/index.ts';
import { createStore } from './store.ts';
import { transactionsEntities } from './transaction.entity.ts';
import { transactionsHandlers } from './transactions.handlers.ts';

/** Transactions as stored data (issue 26): the store the readers and import jobs write to, the push API and the lists. */
export const transactionsServerPlugin = defineServerPlugin({
  manifest: transactionsManifest,
  migrations: transactionsMigrations,
  entities: transactionsEntities,
  deps: { dossier: dossierService },
  provides: transactionsService,
  setup(_ctx, { dossier }) {
    const store = createStore(dossier);
    return {
      service: store,
      routes: (r) => transactionsHandlers(r, store, dossier),
    };
  },
});

export { transactionsEntities };
