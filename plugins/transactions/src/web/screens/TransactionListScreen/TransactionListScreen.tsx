import { errorText, notifyError, notifySuccess, useApiRuntime } from '@app/core/web';
import { Alert, Anchor, Button, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TRANSACTION_PAGE_SIZE, type TransactionFilters as Filters } from '../../../shared/index.ts';
import { TransactionFilters } from '../../components/TransactionFilters/TransactionFilters.tsx';
import { TransactionsTable } from '../../components/TransactionsTable/TransactionsTable.tsx';
import { downloadTransactionsCsv, type TransactionsDownloader } from '../../download.ts';
import { filtersFromParams, pageFromParams, paramsOf } from '../../filters.ts';
import { clientDashboardPath, txKeys, useClientName, useTransactionsClient } from '../../hooks.ts';

const M = {
  loadError: 'The transactions could not be loaded. Please try again or contact the support.',
  exportError: 'The CSV export failed. Please try again or contact the support.',
  none: 'No transactions are stored yet. They arrive through an import or from a connected system.',
  noneOfClient: 'No transactions are linked to this client yet.',
  noMatch: 'No transaction matches these filters.',
};

/**
 * /transactions: stored transactions across clients or of one client (`?company_id=`), filtered on the
 * server, newest booking first, 30 a page; the filtered list downloads as CSV. Filters live in the address.
 */
export default function TransactionListScreen({ download }: { download?: TransactionsDownloader } = {}) {
  const client = useTransactionsClient();
  const { tokens } = useApiRuntime();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const page = pageFromParams(params);
  const clientName = useClientName(filters.company_id);
  const [exporting, setExporting] = useState(false);
  const list = useQuery({
    queryKey: txKeys.list(filters, page),
    queryFn: () => client.listTransactions({ ...filters, ...(page > 1 ? { page: String(page) } : {}) }),
    placeholderData: keepPreviousData,
  });
  const apply = (next: Filters, nextPage = 1) => setParams(paramsOf(next, nextPage));
  const filtered = Object.keys(filters).some((k) => k !== 'company_id');
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / TRANSACTION_PAGE_SIZE)) : 1;

  async function exportCsv() {
    setExporting(true);
    try {
      notifySuccess(`Downloaded ${await (download ?? ((f) => downloadTransactionsCsv(f, tokens.get())))(filters)}`);
    } catch (e) {
      notifyError(errorText(e, M.exportError));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>
            {filters.company_id ? `Transactions of ${clientName ?? 'the client'}` : 'Transactions'}
          </Title>
          {filters.company_id && (
            <Group gap="md">
              <Anchor component={Link} to={clientDashboardPath(filters.company_id)} size="sm">
                Open the client's dossier
              </Anchor>
              <Anchor component={Link} to="/transactions" size="sm">
                All clients
              </Anchor>
            </Group>
          )}
        </Stack>
        <Button variant="light" onClick={exportCsv} loading={exporting} disabled={!list.data?.total}>
          Download CSV
        </Button>
      </Group>
      {(filters.account || filters.import_id) && (
        <Group gap="xs">
          <Text size="sm">{filters.account ? `Booked on account ${filters.account}` : 'From one import'}</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => apply({ ...filters, account: undefined, import_id: undefined })}
          >
            Show every account
          </Anchor>
        </Group>
      )}
      <TransactionFilters
        value={filters}
        clientName={clientName}
        withClient={!filters.company_id}
        onApply={(f) => apply(f)}
      />
      {list.isPending && <Loader role="status" aria-label="Loading transactions" />}
      {list.isError && (
        <Alert color="red" role="alert" title="Not loaded">
          {errorText(list.error, M.loadError)}
        </Alert>
      )}
      {list.data && (
        <>
          <Text size="sm" aria-live="polite">
            {list.data.total_capped
              ? `More than ${list.data.total.toLocaleString('en')} transactions`
              : list.data.total === 1
                ? '1 transaction'
                : `${list.data.total.toLocaleString('en')} transactions`}
            {filtered ? ' match the filters' : ''}, newest booking first.
            {list.data.total_capped ? ' Narrow the period to page through all of them, or download the CSV.' : ''}
          </Text>
          <TransactionsTable
            transactions={list.data.transactions}
            empty={filtered ? M.noMatch : filters.company_id ? M.noneOfClient : M.none}
          />
          {pages > 1 && (
            <Pagination
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              total={pages}
              value={page}
              onChange={(p) => apply(filters, p)}
              siblings={2}
              aria-label="Pages"
            />
          )}
        </>
      )}
    </Stack>
  );
}
