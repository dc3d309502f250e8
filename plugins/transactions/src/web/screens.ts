import type { ScreenDef } from '@app/core/plugin-api';
import { TRANSACTIONS_READ } from '../shared/index.ts';

/** The transactions pages (issue 26 §4), each its own lazy chunk; reading them needs view_transaction_profile. */
export const transactionsScreens: ScreenDef[] = [
  {
    id: 'transactions',
    path: '/transactions',
    title: 'Transactions',
    permission: TRANSACTIONS_READ,
    nav: { section: 'main', order: 30, label: 'Transactions' },
    load: () => import('./screens/TransactionListScreen/TransactionListScreen.tsx'),
  },
  {
    id: 'transactions-unlinked',
    path: '/unlinked-accounts',
    title: 'Unlinked accounts',
    permission: TRANSACTIONS_READ,
    nav: { section: 'main', order: 31, label: 'Unlinked accounts' },
    load: () => import('./screens/UnlinkedAccountsScreen/UnlinkedAccountsScreen.tsx'),
  },
  {
    id: 'transactions-import',
    path: '/transaction-import',
    title: 'Import transactions',
    permission: TRANSACTIONS_READ,
    nav: { section: 'main', order: 32, label: 'Import transactions' },
    load: () => import('./screens/ImportScreen/ImportScreen.tsx'),
  },
  {
    id: 'transaction-detail',
    path: '/transactions/:id',
    title: 'Transaction',
    permission: TRANSACTIONS_READ,
    load: () => import('./screens/TransactionDetailScreen/TransactionDetailScreen.tsx'),
  },
];
