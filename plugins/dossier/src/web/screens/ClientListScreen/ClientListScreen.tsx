import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ACCOUNT_HOLDER_LABELS,
  CLIENT_PAGE_SIZE,
  LOCATION_LABELS,
  SEARCH_MIN_CHARS,
  type ClientListItem,
  type CompanyType,
} from '../../../shared/index.ts';
import { AddClientModal } from '../../components/AddClientModal/AddClientModal.tsx';
import { ImportClientsButton } from '../../components/ImportClientsModal/ImportClientsButton.tsx';
import { clientPath, dossierKeys, formatDate, useDebounced, useDossierClient } from '../../hooks.ts';
import { clientListHref, hasFilters, listViewOf, type ListView } from '../../client-list-url.ts';

type Key =
  'name' | 'location_type' | 'account_holder_type' | 'next_review_date' | 'createdAt' | 'changesCount' | 'last_name';
const COLUMNS: Record<CompanyType, { key: Key; label: string; cell(c: ClientListItem): string }[]> = {
  corporate: [
    { key: 'name', label: 'Name', cell: (c) => c.name ?? '—' },
    {
      key: 'location_type',
      label: 'Company Type',
      cell: (c) => (c.location_type ? LOCATION_LABELS[c.location_type] : '—'),
    },
    { key: 'next_review_date', label: 'Next Review', cell: (c) => formatDate(c.next_review_date) },
    { key: 'createdAt', label: 'Added', cell: (c) => formatDate(c.createdAt) },
  ],
  account_holder: [
    { key: 'last_name', label: 'Name', cell: (c) => [c.first_name, c.last_name].filter(Boolean).join(' ') || '—' },
    {
      key: 'account_holder_type',
      label: 'Client Type',
      cell: (c) => (c.account_holder_type ? ACCOUNT_HOLDER_LABELS[c.account_holder_type] : '—'),
    },
    { key: 'next_review_date', label: 'Next Review', cell: (c) => formatDate(c.next_review_date) },
    { key: 'createdAt', label: 'Added', cell: (c) => formatDate(c.createdAt) },
  ],
};

/** The address's review-date and risk filters in words (the Home portfolio links here, ADR 0071). */
function describe(f: ListView['filters']): string {
  const parts: string[] = [];
  if (f.review_start_date && f.review_end_date)
    parts.push(`Next review ${formatDate(f.review_start_date)} – ${formatDate(f.review_end_date)}`);
  else if (f.review_start_date) parts.push(`Next review from ${formatDate(f.review_start_date)}`);
  else if (f.review_end_date) parts.push(`Next review until ${formatDate(f.review_end_date)}`);
  if (f.review_date_present !== undefined)
    parts.push(String(f.review_date_present) === 'true' ? 'With a review date' : 'Without a review date');
  if (f.risk_level) parts.push(f.risk_level === 'none' ? 'Risk level not set' : `Risk level ${f.risk_level}`);
  return parts.join(' · ');
}

/** '/': the client list [001:47–54] with the corporate / account-holder switch, search, sorting, pages of 30; type and filters live in the address. */
export default function ClientListScreen() {
  const client = useDossierClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const view = listViewOf(params);
  const { type } = view;
  const viewKey = clientListHref(view);
  const setType = (t: CompanyType) => navigate(clientListHref({ ...view, type: t }));
  const [text, setText] = useState('');
  const [order, setOrder] = useState<{ key: Key; dir: 'asc' | 'desc' }>({ key: 'createdAt', dir: 'desc' });
  // The page belongs to one view: another address starts at page 1.
  const [paged, setPaged] = useState({ view: viewKey, page: 1 });
  const page = paged.view === viewKey ? paged.page : 1;
  const setPage = (p: number) => setPaged({ view: viewKey, page: p });
  const [adding, setAdding] = useState(false);
  const typed = useDebounced(text.trim(), 500);
  const search = typed.length >= SEARCH_MIN_CHARS ? typed : '';
  const input = {
    filters: { ...view.filters, company_type: type },
    search,
    orderingKey: order.key,
    orderingValue: order.dir,
    page,
  };
  const list = useQuery({ queryKey: dossierKeys.list(input), queryFn: () => client.listCompanies(input) });
  const pages = Math.ceil((list.data?.count ?? 0) / CLIENT_PAGE_SIZE);

  const sortBy = (key: Key) => {
    setOrder((o) => ({ key, dir: o.key === key && o.dir === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };
  const ariaSort = (key: Key) => (order.key === key ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Clients</Title>
        <Group gap="xs">
          <ImportClientsButton />
          <Button onClick={() => setAdding(true)}>Add New Client</Button>
        </Group>
      </Group>
      <Group>
        <SegmentedControl
          aria-label="Client list"
          value={type}
          onChange={(v) => {
            setType(v as CompanyType);
            setPage(1);
          }}
          data={[
            { value: 'corporate', label: 'Corporate' },
            { value: 'account_holder', label: 'Account Holders' },
          ]}
        />
        <TextInput
          aria-label="Search clients"
          placeholder="Search (3 characters or more)"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
      </Group>
      {hasFilters(view) && (
        <Group gap="sm" role="status" aria-label="Active filters">
          <Text size="sm" fw={600}>
            {describe(view.filters)}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => navigate(clientListHref({ type, filters: {} }))}>
            Clear filters
          </Button>
        </Group>
      )}
      <Paper withBorder>
        {list.isPending && <Loader role="status" m="md" aria-label="Loading clients" />}
        {list.isError && (
          <Alert color="red" m="md">
            {errorText(list.error, 'Error loading companies')}
          </Alert>
        )}
        {list.isSuccess && (
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS[type].map((c) => (
                  <Table.Th key={c.key} aria-sort={ariaSort(c.key)}>
                    <UnstyledButton onClick={() => sortBy(c.key)} fw={600}>
                      {c.label}
                      {order.key === c.key ? (order.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </UnstyledButton>
                  </Table.Th>
                ))}
                <Table.Th>Changes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.companies.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>No clients found</Table.Td>
                </Table.Tr>
              )}
              {list.data.companies.map((c) => (
                <Table.Tr key={c._id} onClick={() => navigate(clientPath(c._id))} style={{ cursor: 'pointer' }}>
                  {COLUMNS[type].map((col, i) => (
                    <Table.Td key={col.key}>
                      {i === 0 ? (
                        <a
                          href={clientPath(c._id)}
                          onClick={(e) => {
                            e.preventDefault();
                            navigate(clientPath(c._id));
                          }}
                        >
                          {col.cell(c)}
                        </a>
                      ) : (
                        col.cell(c)
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    {c.pending_creation && (
                      <Badge color="grape.9" mr="xs">
                        awaiting approval
                      </Badge>
                    )}
                    {c.changesCount > 0 && (
                      <Badge color="indigo.9" aria-label={`${c.changesCount} pending changes`}>
                        {c.changesCount}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} siblings={2} boundaries={1} aria-label="Pages" />
      )}
      <AddClientModal
        opened={adding}
        onClose={() => setAdding(false)}
        defaultType={type}
        onCreated={(id) => {
          setAdding(false);
          notifySuccess('Client added successfully');
          void queryClient.invalidateQueries({ queryKey: dossierKeys.all });
          navigate(clientPath(id));
        }}
      />
    </Stack>
  );
}
