import { useClient } from '@app/core/web';
import { createDossierClient, type DossierClient } from '@app/plugin-dossier/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createTransactionsClient, type TransactionFilters, type TransactionsClient } from '../shared/index.ts';

/** The typed transactions client bound to the shell's transport (real or fake). */
export function useTransactionsClient(): TransactionsClient {
  const http = useClient();
  return useMemo(() => createTransactionsClient(http), [http]);
}

/** The dossier's typed client: clients to pick, account numbers to propose (never hand-written URLs). */
export function useDossierClient(): DossierClient {
  const http = useClient();
  return useMemo(() => createDossierClient(http), [http]);
}

export const txKeys = {
  all: ['transactions'] as const,
  list: (filters: TransactionFilters, page: number) => ['transactions', 'list', filters, page] as const,
  detail: (id: string) => ['transactions', 'detail', id] as const,
  unlinked: ['transactions', 'unlinked'] as const,
  turnover: (companyId: string, months: number) => ['transactions', 'turnover', companyId, months] as const,
  clientName: (companyId: string) => ['transactions', 'client-name', companyId] as const,
};

export const transactionPath = (id: string) => `/transactions/${id}`;
export const clientTransactionsPath = (companyId: string) => `/transactions?company_id=${companyId}`;
/** The dossier's client dashboard ('/{companyId}/'). */
export const clientDashboardPath = (companyId: string) => `/${companyId}/`;

/** A client's name for headings (the dossier's dashboard data); undefined while loading or when not readable. */
export function useClientName(companyId: string | undefined): string | undefined {
  const dossier = useDossierClient();
  const data = useQuery({
    queryKey: txKeys.clientName(companyId ?? ''),
    queryFn: () => dossier.dashboardData({ company_id: companyId! }),
    enabled: Boolean(companyId),
    retry: false,
    staleTime: 60_000,
  });
  const d = data.data?.companyData;
  if (!d) return undefined;
  const value = (f: 'name' | 'first_name' | 'last_name') => {
    const field = d[f] as { value?: unknown } | undefined;
    return typeof field?.value === 'string' ? field.value : '';
  };
  return value('name') || [value('first_name'), value('last_name')].filter(Boolean).join(' ') || undefined;
}
