import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, useClient, useSession, type Session } from '@app/core/web';
import { createAuthClient, ROLE_LABELS, type AuthClient, type CurrentUser, type Role } from '../shared/index.ts';

/** The typed auth client bound to the shell's transport (real or fake). */
export function useAuthClient(): AuthClient {
  const http = useClient();
  return useMemo(() => createAuthClient(http), [http]);
}

/** The session with the full get-user response typed. */
export const useCurrentUser = (): Session<CurrentUser> => useSession<CurrentUser>();

export const roleLabel = (type: string): string => ROLE_LABELS[type as Role] ?? type;

export const queryKeys = {
  accounts: ['auth', 'accounts'] as const,
  account: (id: string) => ['auth', 'account', id] as const,
  accountPermissions: (id: string) => ['auth', 'account-permissions', id] as const,
  roles: ['auth', 'roles'] as const,
  terms: ['auth', 'terms'] as const,
  termsVersions: ['auth', 'terms-versions'] as const,
  termsVersion: (id: string) => ['auth', 'terms-version', id] as const,
  organization: ['auth', 'organization'] as const,
  outbox: ['auth', 'outbox'] as const,
};

export function useRoles(enabled = true) {
  const client = useAuthClient();
  return useQuery({
    queryKey: queryKeys.roles,
    queryFn: () => client.getRoles(undefined),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** DD/MM/YYYY HH:mm: the product's one date format (core). */
export const formatDate = (value: string | null | undefined): string => formatDateTime(value);
