import { errorText } from '@app/core/web';
import { Alert, Group, Loader, Pagination, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WORKFLOW_MESSAGES as M, type View } from '../../../shared/index.ts';
import { pollInterval, useWorkflowClient, workflowKeys } from '../../hooks.ts';
import { ClientsTable, type ClientOrder } from './ClientsTable.tsx';

export const PAGE_SIZE = 30;

/** The view grouped by client (`notification-by-client`): search, ordering, 30 per page, all on the server. */
export function ByClientPanel({ view, live }: { view: View; live: boolean }) {
  const client = useWorkflowClient();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<ClientOrder>({ key: 'createdAt', dir: 'desc' });
  const [page, setPage] = useState(1);
  const query = {
    view,
    page: String(page),
    orderingKey: order.key,
    orderingValue: order.dir,
    ...(search.trim() ? { search: search.trim() } : {}),
  };
  const list = useQuery({
    queryKey: [...workflowKeys.all, 'by-client', query],
    queryFn: () => client.notificationsByClient(query),
    placeholderData: keepPreviousData,
    refetchInterval: pollInterval(live),
  });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  return (
    <>
      <Group p="md" pb={0}>
        <TextInput
          label="Search client"
          value={search}
          maxLength={200}
          onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
          w={320}
        />
      </Group>
      {list.isPending && <Loader role="status" m="md" aria-label="Loading" />}
      {list.isError && (
        <Alert color="red" m="md">
          {errorText(list.error, M.loadingError)}
        </Alert>
      )}
      {list.data && (
        <ClientsTable view={view} rows={list.data.data} order={order} onOrder={(o) => (setOrder(o), setPage(1))} />
      )}
      {pages > 1 && (
        <Group justify="flex-end" p="md">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
    </>
  );
}
