import { useClient, useSession } from '@app/core/web';
import { isAllowed } from '@app/core/shared';
import { createWorkflowClient } from '@app/plugin-workflow/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { effective, type Field } from '../../../shared/index.ts';

export const opsKeys = {
  profiles: (companyId: string, snapshot: string | null) => ['dossier', 'profiles', companyId, snapshot] as const,
  subsidiaries: (companyId: string, snapshot: string | null) =>
    ['dossier', 'subsidiaries', companyId, snapshot] as const,
  bundle: (companyId: string) => ['dossier', 'bundle', companyId] as const,
};

/** The workflow client (removal requests go through `delete-object`). */
export function useWorkflowClient() {
  const http = useClient();
  return useMemo(() => createWorkflowClient(http), [http]);
}

/** The `?snapshot=` being viewed (read-only), or null. */
export const useSnapshot = () => useSearchParams()[0].get('snapshot');

export function useCan() {
  const session = useSession();
  return (permission: string) => isAllowed(session.permissions ?? {}, permission);
}

/** The value the maker sees (pending preferred) and whether a change is pending. */
export const shownValue = (f: unknown) => effective(f as Field | undefined);
export const isPending = (f: unknown) => Boolean(f && typeof f === 'object' && 'new_value' in f);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'MMM DD, YYYY at HH:mm' [001:491] in the browser's time zone. */
export function formatAt(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${MONTHS[d.getMonth()]} ${two(d.getDate())}, ${d.getFullYear()} at ${two(d.getHours())}:${two(d.getMinutes())}`;
}
