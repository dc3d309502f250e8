import { formatDateTime, useClient } from '@app/core/web';
import { useMemo } from 'react';
import { createFiuClient, type FiuClient } from '../shared/index.ts';

export function useFiuClient(): FiuClient {
  const http = useClient();
  return useMemo(() => createFiuClient(http), [http]);
}

export const fiuKeys = {
  all: ['fiu'] as const,
  userInfo: ['fiu', 'user-info'] as const,
  institution: ['fiu', 'institution'] as const,
  files: ['fiu', 'files'] as const,
  saved: ['fiu', 'saved'] as const,
  schemas: ['fiu', 'schemas'] as const,
  conversion: (id: string) => ['fiu', 'conversion', id] as const,
  conversionErrors: (id: string) => ['fiu', 'conversion', id, 'errors'] as const,
};

/** DD/MM/YYYY HH:mm: the product's one date format (core). */
export const formatDate = (iso: string) => formatDateTime(iso);
export const formatFee = (fee: number) => fee.toFixed(2);
