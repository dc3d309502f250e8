import { useClient, type Session } from '@app/core/web';
import { useMemo } from 'react';
import { createDdClient, type DdClient } from '../shared/index.ts';

export function useDdClient(): DdClient {
  const http = useClient();
  return useMemo(() => createDdClient(http), [http]);
}

export const ddKeys = {
  all: ['due-diligence'] as const,
  list: (companyId: string, page: number) => ['due-diligence', 'list', companyId, page] as const,
  item: (id: string) => ['due-diligence', 'item', id] as const,
  token: (token: string) => ['due-diligence', 'token', token] as const,
  access: (token: string) => ['due-diligence', 'access', token] as const,
  settings: ['due-diligence', 'settings'] as const,
};

/** Administrators change the organisation's due-diligence settings (the server checks it too). */
export const isAdministrator = (session: Pick<Session, 'raw'>) =>
  (session.raw as { user?: { type?: string } } | null)?.user?.type === 'ADMINISTRATOR';

/** 'MMM DD, YYYY hh:mm A' [002:284]; a dash when empty. */
export const formatDateTime = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  const month = d.toLocaleString('en-US', { month: 'short' });
  const h = d.getHours() % 12 || 12;
  return `${month} ${String(d.getDate()).padStart(2, '0')}, ${d.getFullYear()} ${String(h).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
};
