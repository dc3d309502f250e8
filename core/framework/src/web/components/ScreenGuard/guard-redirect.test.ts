import t from 'tap';
import { FORBIDDEN, guardRedirect } from './ScreenGuard.tsx';

const session = (permissions: string[], user: { isSuperUser: boolean } | null = { isSuperUser: false }) => ({
  user,
  can: (p?: string) => !p || permissions.includes(p),
});

t.test(
  'guardRedirect: a screen with a fallback sends users without its permission there (the client list at / -> /home)',
  async (t) => {
    const clients = { permission: 'view_dashboard_tab', fallback: '/home' };
    t.equal(guardRedirect(clients, session(['view_dashboard_tab'])), null, 'staff see the client list');
    t.equal(guardRedirect(clients, session([])), '/home', 'others go to Home');
    t.equal(guardRedirect(clients, session([], null)), '/login', 'signed out: the login screen first');
    t.equal(
      guardRedirect({ permission: 'view_user' }, session([])),
      FORBIDDEN,
      'without a fallback: the not-allowed message',
    );
    t.equal(guardRedirect({ access: 'guest' }, session([])), '/', 'a signed-in user on a guest screen goes to /');
  },
);
