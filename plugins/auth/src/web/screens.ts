import type { ScreenDef } from '@app/core/plugin-api';

/** Every screen of the accounts plugin; each loads lazily into its own chunk. */
export const authScreens: ScreenDef[] = [
  { id: 'home', path: '/home', title: 'Home', nav: { section: 'main', order: 0 }, load: () => import('./screens/HomeScreen/HomeScreen.tsx') },
  { id: 'login', path: '/login', title: 'Sign in', access: 'guest', load: () => import('./screens/LoginScreen/LoginScreen.tsx') },
  { id: 'register', path: '/register', title: 'Register', access: 'guest', load: () => import('./screens/RegisterScreen/RegisterScreen.tsx') },
  { id: 'forgot-password', path: '/forgot-password', title: 'Forgot password', access: 'guest', load: () => import('./screens/ForgotPasswordScreen/ForgotPasswordScreen.tsx') },
  { id: 'reset-password', path: '/reset-password', title: 'Reset password', access: 'guest', load: () => import('./screens/ResetPasswordScreen/ResetPasswordScreen.tsx') },
  { id: 'verify', path: '/verify', title: 'E-mail verification', access: 'public', load: () => import('./screens/VerifyEmailScreen/VerifyEmailScreen.tsx') },
  { id: 'contact', path: '/contact', title: 'Contact', access: 'public', load: () => import('./screens/ContactScreen/ContactScreen.tsx') },
  {
    id: 'terms', path: '/terms-and-conditions', title: 'Terms and Conditions', access: 'public', nav: { section: 'main', order: 90, label: 'Terms' },
    load: () => import('./screens/TermsScreen/TermsScreen.tsx'),
  },
  { id: 'profile-settings', path: '/profile-settings', title: 'Profile Settings', load: () => import('./screens/ProfileSettingsScreen/ProfileSettingsScreen.tsx') },
  {
    id: 'user-management', path: '/user-management', title: 'User Management', permission: 'view_user', nav: { section: 'main', order: 50 },
    load: () => import('./screens/UserManagementScreen/UserManagementScreen.tsx'),
  },
  {
    id: 'company-users', path: '/user-management/users/:id', title: 'User Management', permission: 'view_user',
    load: () => import('./screens/UserDetailScreen/UserDetailScreen.tsx'),
  },
  {
    id: 'terms-admin', path: '/admin/terms-admin', title: 'Terms admin', access: 'superUser', nav: { section: 'admin', order: 40, label: 'Terms' },
    load: () => import('./screens/TermsAdminScreen/TermsAdminScreen.tsx'),
  },
  { id: 'dev-mails', path: '/dev/mails', title: 'Development outbox', access: 'superUser', nav: { section: 'admin', order: 90, label: 'Dev Outbox' }, load: () => import('./screens/DevMailsScreen/DevMailsScreen.tsx') },
];
