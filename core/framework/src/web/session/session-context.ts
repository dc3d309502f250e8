import { createContext, useContext } from 'react';
import type { PermissionMap } from '../../shared/index.ts';
import type { SessionData, SessionUser } from '../../plugin-api/web.ts';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn' | 'error';

export interface Session<Raw = unknown> {
  status: SessionStatus;
  user: SessionUser | null;
  permissions: PermissionMap;
  /** The session plugin's full response (typed by the caller). */
  raw: Raw | null;
  /** Whether the signed-in user holds a permission (absent name = any signed-in user). */
  can(permission?: string): boolean;
  /** Stores the token and reloads the page. */
  login(token: string): void;
  /** Calls logout, clears the token and reloads. */
  logout(): Promise<void>;
  /** Reloads the session data (e.g. after own permissions changed). */
  refresh(): Promise<void>;
  /** Applies a local change without a call (e.g. a permission edited on oneself). */
  update(change: (data: SessionData<Raw>) => SessionData<Raw>): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession<Raw = unknown>(): Session<Raw> {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session as Session<Raw>;
}

export const SESSION_QUERY_KEY = ['session'] as const;
