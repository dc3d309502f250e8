import type { ScreenDef } from '@app/core/plugin-api';

/** Staff list and form under the client, the organisation's settings, and the two public token pages (seed 002 §2). */
export const ddScreens: ScreenDef[] = [
  {
    id: 'due-diligence',
    path: '/:companyId/due-diligence/',
    title: 'Due Diligence',
    permission: 'view_due_diligence',
    load: () => import('./screens/DdListScreen/DdListScreen.tsx'),
  },
  {
    id: 'due-diligence-item',
    path: '/:companyId/due-diligence/:itemId',
    title: 'Due Diligence',
    permission: 'view_due_diligence',
    load: () => import('./screens/DdItemScreen/DdItemScreen.tsx'),
  },
  {
    id: 'due-diligence-settings',
    path: '/due-diligence/settings',
    title: 'Due Diligence Settings',
    permission: 'view_due_diligence',
    load: () => import('./screens/DdSettingsScreen/DdSettingsScreen.tsx'),
  },
  {
    id: 'fill-due-diligence',
    path: '/fill-due-diligence/',
    title: 'Due Diligence',
    access: 'public',
    layout: 'bare',
    load: () => import('./screens/FillFormScreen/FillFormScreen.tsx'),
  },
  {
    id: 'fill-due-diligence-docs',
    path: '/fill-due-diligence-docs/',
    title: 'Due Diligence Documents',
    access: 'public',
    layout: 'bare',
    load: () => import('./screens/FillDocsScreen/FillDocsScreen.tsx'),
  },
];
