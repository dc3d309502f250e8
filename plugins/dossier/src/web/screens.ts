import type { ScreenDef } from '@app/core/plugin-api';
import { peopleScreens } from './people.screens.ts';
import { filesScreens } from './files.screens.ts';
import { rulesScreens } from './rules.screens.ts';
import { historyScreens } from './history.screens.ts';
import { opsScreens } from './ops.screens.ts';

/** The dossier screens; each loads lazily into its own chunk. */
export const dossierScreens: ScreenDef[] = [
  {
    // Issue 9 §1: the client list is the landing page of staff; users without the permission get Home.
    id: 'clients',
    path: '/',
    title: 'Clients',
    permission: 'view_dashboard_tab',
    fallback: '/home',
    nav: { section: 'main', order: 5, label: 'Clients' },
    load: () => import('./screens/ClientListScreen/ClientListScreen.tsx'),
  },
  {
    id: 'clients-alias',
    path: '/clients',
    title: 'Clients',
    load: () => import('./screens/ClientListScreen/ClientsRedirect.tsx'),
  },
  {
    id: 'client-item',
    path: '/:companyId',
    title: 'Dashboard',
    permission: 'view_dashboard_tab',
    load: () => import('./screens/DashboardScreen/DashboardScreen.tsx'),
  },
  ...peopleScreens,
  ...filesScreens,
  ...rulesScreens,
  ...historyScreens,
  ...opsScreens,
];
