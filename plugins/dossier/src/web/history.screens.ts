import type { ScreenDef } from '@app/core/plugin-api';

/** Screens of the dossier's history area. */
export const historyScreens: ScreenDef[] = [
  {
    id: 'document-history',
    path: '/:companyId/document-history',
    title: 'Review History',
    permission: 'view_document_history',
    load: () => import('./screens/ReviewHistoryScreen/ReviewHistoryScreen.tsx'),
  },
];
