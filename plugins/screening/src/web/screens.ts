import type { ScreenDef } from '@app/core/plugin-api';

const listScreen = () => import('./screens/SanctionScreeningListScreen/SanctionScreeningListScreen.tsx');
const itemScreen = () => import('./screens/SanctionScreeningItemScreen/SanctionScreeningItemScreen.tsx');

/** Every screen of the screening plugin; each loads lazily into its own chunk. */
export const screeningScreens: ScreenDef[] = [
  {
    id: 'sanction-screening-lookups',
    path: '/sanction-screening-lookups',
    title: 'Sanction History',
    permission: 'world_search',
    nav: { section: 'main', order: 20, label: 'Sanction History' },
    load: listScreen,
  },
  {
    id: 'company-sanction-screening-lookups',
    path: '/:companyId/sanction-screening-lookups',
    title: 'Sanction History',
    permission: 'world_search',
    load: listScreen,
  },
  {
    id: 'sanction-screening-item',
    path: '/sanction-screening-lookups/:sanction_id',
    title: 'Sanction Screening',
    permission: 'world_search',
    load: itemScreen,
  },
  {
    id: 'company-sanction-screening-item',
    path: '/:companyId/sanction-screening-lookups/:sanction_id',
    title: 'Sanction Screening',
    permission: 'world_search',
    load: itemScreen,
  },
  {
    id: 'screening-alerts',
    path: '/screening/alerts',
    title: 'Screening Alerts',
    permission: 'world_search',
    nav: { section: 'main', order: 21, label: 'Screening Alerts' },
    load: () => import('./screens/ScreeningAlertsScreen/ScreeningAlertsScreen.tsx'),
  },
  {
    id: 'screening-lists-admin',
    path: '/admin/screening-lists',
    title: 'Sanctions Lists',
    access: 'superUser',
    nav: { section: 'admin', order: 50, label: 'Sanctions Lists' },
    load: () => import('./screens/ScreeningListsAdminScreen/ScreeningListsAdminScreen.tsx'),
  },
];
