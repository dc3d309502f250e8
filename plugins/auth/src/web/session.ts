import type { SessionSource } from '@app/core/plugin-api';
import type { CurrentUser } from '../shared/user.schema.ts';

/** The shell's session source; the call code loads lazily so the entry chunk stays small. */
export const authSession: SessionSource<CurrentUser> = {
  load: async (http) => (await import('./session.impl.ts')).loadSession(http),
  logout: async (http) => (await import('./session.impl.ts')).logoutSession(http),
  reportError: async (http, report) => (await import('./session.impl.ts')).reportClientError(http, report),
};
