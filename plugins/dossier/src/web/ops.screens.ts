import type { ScreenDef } from '@app/core/plugin-api';

/** Screens of the dossier's ops area. */
export const opsScreens: ScreenDef[] = [
  {
    id: 'transaction-profile',
    path: '/:companyId/transaction-profile',
    title: 'Transaction Profile',
    permission: 'view_transaction_profile',
    load: () => import('./screens/TransactionProfileScreen/TransactionProfileScreen.tsx'),
  },
  {
    id: 'subsidiary',
    path: '/:companyId/subsidiary',
    title: 'Subsidiary',
    permission: 'view_subsidiary',
    load: () => import('./screens/SubsidiaryScreen/SubsidiaryScreen.tsx'),
  },
];
