import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../client/index.ts';
import { isAllowed } from '../../shared/index.ts';
import type { SessionData, SessionSource } from '../../plugin-api/web.ts';
import { useApiRuntime } from '../runtime/ApiProvider.tsx';
import { SESSION_QUERY_KEY, SessionContext, type Session } from './session-context.ts';

const DROP_TOKEN = new Set([401, 403, 404]);

export interface SessionProviderProps {
  /** Absent: every visitor is signed out (e.g. a shell without an accounts plugin). */
  source?: SessionSource;
  children: ReactNode;
}

/** Loads the signed-in user once; no token means signed out. */
export function SessionProvider({ source, children }: SessionProviderProps) {
  const { http, tokens, reload } = useApiRuntime();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    staleTime: Infinity,
    retry: false,
    queryFn: async (): Promise<SessionData | null> => {
      if (!source || !tokens.get()) return null;
      try {
        return await source.load(http);
      } catch (error) {
        if (error instanceof ApiError && DROP_TOKEN.has(error.status)) {
          tokens.clear();
          return null;
        }
        throw error;
      }
    },
  });

  const data = query.data ?? null;
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);
  const logout = useCallback(async () => {
    try {
      if (source && tokens.get()) await source.logout(http);
    } catch {
      // Signing out locally still proceeds if the call fails.
    }
    tokens.clear();
    // One deterministic navigation: clearing the cached user first would race a guard redirect.
    reload('/login');
  }, [source, tokens, http, reload]);
  const login = useCallback(
    (token: string) => {
      tokens.set(token);
      reload();
    },
    [tokens, reload],
  );
  const update = useCallback(
    (change: (d: SessionData) => SessionData) =>
      queryClient.setQueryData<SessionData | null>(SESSION_QUERY_KEY, (d) => (d ? change(d) : d)),
    [queryClient],
  );

  const value = useMemo<Session>(() => {
    const status = query.isPending ? 'loading' : query.isError ? 'error' : data ? 'signedIn' : 'signedOut';
    const permissions = data?.permissions ?? {};
    return {
      status,
      user: data?.user ?? null,
      permissions,
      raw: data?.raw ?? null,
      can: (name) => !!data && isAllowed(permissions, name),
      login,
      logout,
      refresh,
      update,
    };
  }, [query.isPending, query.isError, data, login, logout, refresh, update]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
