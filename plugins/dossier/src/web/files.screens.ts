import type { ScreenDef } from '@app/core/plugin-api';

/** Screens of the dossier's files area. */
export const filesScreens: ScreenDef[] = [
  {
    id: 'client-corporate',
    path: '/:companyId/corporate',
    title: 'Corporate',
    permission: 'view_general_section',
    load: () => import('./screens/CorporateScreen/CorporateScreen.tsx'),
  },
];
