import { useClient } from '@app/core/web';
import { useMemo } from 'react';
import { createFiuClient, type FiuClient } from '../shared/index.ts';

export function useFiuClient(): FiuClient {
  const http = useClient();
  return useMemo(() => createFiuClient(http), [http]);
}

export const fiuKeys = {
  all: ['fiu'] as const,
  userInfo: ['fiu', 'user-info'] as const,
  files: ['fiu', 'files'] as const,
  saved: ['fiu', 'saved'] as const,
  schemas: ['fiu', 'schemas'] as const,
  conversion: (id: string) => ['fiu', 'conversion', id] as const,
};

export const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
};
export const formatFee = (fee: number) => fee.toFixed(2);
