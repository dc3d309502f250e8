import { formatDate as formatDay, useClient } from '@app/core/web';
import { useEffect, useMemo, useState } from 'react';
import { createDossierClient, type DossierClient } from '../shared/index.ts';

/** The typed dossier client bound to the shell's transport (real or fake). */
export function useDossierClient(): DossierClient {
  const http = useClient();
  return useMemo(() => createDossierClient(http), [http]);
}

export const dossierKeys = {
  all: ['dossier'] as const,
  list: (input: unknown) => ['dossier', 'companies', input] as const,
  dashboard: (id: string) => ['dossier', 'dashboard', id] as const,
};

/** The value after `ms` without changes (search box, 500 ms [001:53]). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export const clientPath = (id: string) => `/${id}/`;
/** DD/MM/YYYY (core: the product's one date format). */
export const formatDate = (iso: string | null | undefined) => formatDay(iso);
