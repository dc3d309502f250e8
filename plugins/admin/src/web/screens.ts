import type { ScreenDef } from '@app/core/plugin-api';

/** Back office (super users, under /admin) and the wallet; each screen loads lazily into its own chunk. */
export const adminScreens: ScreenDef[] = [
  {
    id: 'bo_users',
    path: '/admin/users',
    title: 'Users',
    access: 'superUser',
    nav: { section: 'admin', order: 10, label: 'Users' },
    load: () => import('./screens/AdminUsersScreen/AdminUsersScreen.tsx'),
  },
  {
    id: 'bo_user',
    path: '/admin/users/:id',
    title: 'User',
    access: 'superUser',
    load: () => import('./screens/AdminUserScreen/AdminUserScreen.tsx'),
  },
  {
    id: 'bo_dashboard',
    path: '/admin/dashboard',
    title: 'Dashboard',
    access: 'superUser',
    nav: { section: 'admin', order: 20, label: 'Dashboard' },
    load: () => import('./screens/AdminDashboardScreen/AdminDashboardScreen.tsx'),
  },
  {
    id: 'bo_platform_control',
    path: '/admin/platform_control',
    title: 'Platform Control',
    access: 'superUser',
    nav: { section: 'admin', order: 30, label: 'Platform Control' },
    load: () => import('./screens/PlatformControlScreen/PlatformControlScreen.tsx'),
  },
  {
    id: 'wallet',
    path: '/wallet',
    title: 'Wallet',
    permission: 'view_wallet',
    nav: { section: 'main', order: 80, label: 'Wallet' },
    load: () => import('./screens/WalletScreen/WalletScreen.tsx'),
  },
];
