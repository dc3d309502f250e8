import { useClient } from '@app/core/web';
import { useMemo } from 'react';
import { createOrderbookClient, type OrderbookClient } from '../shared/index.ts';

export function useOrderbookClient(): OrderbookClient {
  const http = useClient();
  return useMemo(() => createOrderbookClient(http), [http]);
}
export const qty = (n: number | null | undefined) =>
  n == null ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: 4 });
export const hhmm = (iso: string) => iso.slice(11, 16);
export const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
