import type { ScreenDef } from '@app/core/plugin-api';
import { peopleScreens } from './people.screens.ts';
import { filesScreens } from './files.screens.ts';
import { rulesScreens } from './rules.screens.ts';
import { historyScreens } from './history.screens.ts';
import { opsScreens } from './ops.screens.ts';

/** The dossier screens; each loads lazily into its own chunk. */
export const dossierScreens: ScreenDef[] = [
  {
    id: 'clients', path: '/clients', title: 'Clients', permission: 'view_dashboard_tab',
    nav: { section: 'main', order: 5, label: 'Clients' }, load: () => import('./screens/ClientListScreen/ClientListScreen.tsx'),
  },
  { id: 'client-item', path: '/:companyId', title: 'Dashboard', permission: 'view_dashboard_tab', load: () => import('./screens/DashboardScreen/DashboardScreen.tsx') },
  ...peopleScreens,
  ...filesScreens,
  ...rulesScreens,
  ...historyScreens,
  ...opsScreens,
];
