import { defineWebPlugin } from '@app/core/plugin-api';
import { TRANSACTIONS_PUSH, TRANSACTIONS_READ, transactionsManifest } from '../shared/index.ts';
import { transactionsScreens } from './screens.ts';

/** Stored transactions: the list and its detail, unlinked accounts, and the turnover panel on a client's dashboard. */
export const transactionsWebPlugin = defineWebPlugin({
  manifest: transactionsManifest,
  screens: transactionsScreens,
  clientPanels: [
    {
      id: 'transactions-turnover',
      permission: TRANSACTIONS_READ,
      order: 10,
      load: () => import('./components/ClientTurnoverPanel/ClientTurnoverPanel.tsx'),
    },
  ],
  // The one-click link proposes an account number in the dossier; imports and mappings need the push right.
  permissions: ['create_transaction_profile', TRANSACTIONS_PUSH],
});

export { transactionsScreens };
