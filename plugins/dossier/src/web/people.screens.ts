import type { ScreenDef } from '@app/core/plugin-api';

/** Screens of the dossier's people area (kycView forShareholder, forAccountHolder, forMD). */
export const peopleScreens: ScreenDef[] = [
  {
    id: 'kyc-shareholders',
    path: '/:companyId/shareholders',
    title: 'Shareholders',
    permission: 'view_ubo_section_general',
    load: () => import('./screens/ShareholdersScreen/ShareholdersScreen.tsx'),
  },
  {
    id: 'kyc-account-holder',
    path: '/:companyId/account-holder',
    title: 'Account Holder',
    permission: 'view_ubo_section_general',
    load: () => import('./screens/AccountHolderScreen/AccountHolderScreen.tsx'),
  },
  {
    id: 'kyc-managing-directors',
    path: '/:companyId/managing-directors',
    title: 'Managing Directors',
    permission: 'view_mbd_section',
    load: () => import('./screens/ManagingDirectorsScreen/ManagingDirectorsScreen.tsx'),
  },
];
