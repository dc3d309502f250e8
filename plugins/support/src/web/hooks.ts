import { useClient } from '@app/core/web';
import { useMemo } from 'react';
import { createSupportClient, type SupportClient } from '../shared/index.ts';

export function useSupportClient(): SupportClient {
  const http = useClient();
  return useMemo(() => createSupportClient(http), [http]);
}

export const supportKeys = {
  all: ['support'] as const,
  list: ['support', 'list'] as const,
  item: (id: string) => ['support', 'item', id] as const,
};
