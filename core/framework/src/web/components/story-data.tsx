import type { SessionData, SessionUser, WebPlugin } from '../../plugin-api/web.ts';

/** Shared fixtures of the shell's own stories (core never imports a plugin). */
export const storyUser: SessionUser = {
  id: '66330001000000000000001',
  username: 'alice',
  fullName: 'Alice Martin',
  email: 'alice@example.com',
  typeLabel: 'ADMINISTRATOR',
  isSuperUser: false,
};

export const storySession = (
  overrides: Partial<SessionUser> = {},
  permissions: Record<string, 'allow' | 'deny'> = {},
): SessionData => ({
  user: { ...storyUser, ...overrides },
  permissions: { view_user: 'allow', view_wallet: 'allow', view_dashboard_tab: 'allow', ...permissions },
  raw: null,
});

const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });

/** A demo plugin: one screen per nav section, some gated by permission. */
export const demoPlugin: WebPlugin = {
  manifest: { id: 'demo', title: 'Demo' },
  screens: [
    { id: 'home', path: '/', title: 'Home', nav: { section: 'main', order: 0 }, load: page('Home') },
    { id: 'clients', path: '/clients', title: 'Clients', nav: { section: 'kyc', order: 1 }, load: page('Clients') },
    {
      id: 'dashboard',
      path: '/dashboard',
      title: 'Dashboard',
      permission: 'view_dashboard_tab',
      nav: { section: 'kyc', order: 2 },
      load: page('Dashboard'),
    },
    {
      id: 'users',
      path: '/user-management',
      title: 'User Management',
      permission: 'view_user',
      nav: { section: 'main', order: 50 },
      load: page('User Management'),
    },
    {
      id: 'wallet',
      path: '/wallet',
      title: 'Wallet',
      permission: 'view_wallet',
      nav: { section: 'main', order: 60 },
      load: page('Wallet'),
    },
    {
      id: 'bo-users',
      path: '/admin/users',
      title: 'Users',
      access: 'superUser',
      nav: { section: 'admin', order: 1 },
      load: page('Admin users'),
    },
    {
      id: 'bo-dashboard',
      path: '/admin/dashboard',
      title: 'Dashboard',
      access: 'superUser',
      nav: { section: 'admin', order: 2 },
      load: page('Admin dashboard'),
    },
    { id: 'login', path: '/login', title: 'Sign in', access: 'guest', load: page('Sign in') },
    { id: 'contact', path: '/contact', title: 'Contact', access: 'public', load: page('Contact') },
  ],
};
