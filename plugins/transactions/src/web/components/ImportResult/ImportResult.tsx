import { errorText, notifyError, notifySuccess, useApiRuntime } from '@app/core/web';
import {
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IMPORT_ERROR_PAGE_SIZE, type TransactionImport } from '../../../shared/index.ts';
import { downloadImportErrorsCsv, type ImportErrorsDownloader } from '../../download.ts';
import { useTransactionsClient } from '../../hooks.ts';

const COUNTS: [keyof TransactionImport['counts'], string][] = [
  ['rows', 'Rows read'],
  ['inserted', 'New transactions stored'],
  ['duplicates', 'Already stored (skipped)'],
  ['linked', 'Linked to a client'],
  ['bad', 'Rows with errors'],
];

/** What an import wrote, and every error it found: paged, filtered by column or reason, downloadable as CSV. */
export function ImportResult({
  imported,
  download,
}: {
  imported: TransactionImport;
  download?: ImportErrorsDownloader;
}) {
  const client = useTransactionsClient();
  const { tokens } = useApiRuntime();
  const [column, setColumn] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [debounced] = useDebouncedValue(reason.trim(), 400);
  const [page, setPage] = useState(1);
  const filter = { ...(column !== null ? { column } : {}), ...(debounced ? { reason: debounced } : {}) };
  const errors = useQuery({
    queryKey: ['transactions', 'import-errors', imported._id, filter, page],
    queryFn: () => client.importErrors({ id: imported._id, ...filter, ...(page > 1 ? { page: String(page) } : {}) }),
    enabled: imported.counts.bad > 0,
    placeholderData: keepPreviousData,
  });
  const [downloading, setDownloading] = useState(false);
  async function downloadCsv() {
    setDownloading(true);
    try {
      const save = download ?? ((id, f) => downloadImportErrorsCsv(id, f, tokens.get()));
      notifySuccess(`Downloaded ${await save(imported._id, filter)}`);
    } catch (e) {
      notifyError(errorText(e, 'The error list could not be downloaded. Please try again.'));
    } finally {
      setDownloading(false);
    }
  }
  const pages = errors.data ? Math.max(1, Math.ceil(errors.data.total / IMPORT_ERROR_PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      {imported.status === 'failed' && (
        <Alert color="red" role="alert" title="The import stopped">
          {imported.error ?? 'The file could not be read.'}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {COUNTS.map(([key, label]) => (
          <Stack key={key} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="xl" fw={700} c={key === 'bad' && imported.counts.bad > 0 ? 'red.8' : undefined}>
              {imported.counts[key].toLocaleString('en')}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {imported.counts.bad > 0 && (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Title order={3} size="h5">
              Errors by row
            </Title>
            <Button variant="light" onClick={downloadCsv} loading={downloading}>
              Download errors as CSV
            </Button>
          </Group>
          <Group grow>
            <Select
              label="Column"
              placeholder="Every column"
              clearable
              value={column}
              onChange={(v) => {
                setColumn(v);
                setPage(1);
              }}
              data={Object.entries(imported.error_columns).map(([c, n]) => ({
                value: c,
                label: `${c || '(the whole row)'} — ${n}`,
              }))}
            />
            <TextInput
              label="Reason contains"
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setPage(1);
              }}
            />
          </Group>
          {errors.isPending && <Loader size="sm" role="status" aria-label="Loading errors" />}
          {errors.isError && (
            <Alert color="red" role="alert">
              {errorText(errors.error, 'The errors could not be loaded.')}
            </Alert>
          )}
          {errors.data && (
            <>
              <Text size="sm">
                {errors.data.total === 1 ? '1 error' : `${errors.data.total.toLocaleString('en')} errors`}.
              </Text>
              <Table.ScrollContainer minWidth={760}>
                <Table striped verticalSpacing={4} fz="sm" aria-label="Import errors">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Row</Table.Th>
                      <Table.Th scope="col">Column</Table.Th>
                      <Table.Th scope="col">Reason</Table.Th>
                      <Table.Th scope="col">Value read</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {errors.data.errors.map((e, i) => (
                      <Table.Tr key={`${e.bad_row_id}:${i}`}>
                        <Table.Td>{e.row}</Table.Td>
                        <Table.Td>{e.column ?? '—'}</Table.Td>
                        <Table.Td>{e.reason}</Table.Td>
                        <Table.Td ff="monospace">{e.value ?? '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                    {errors.data.errors.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={4}>No error matches this filter.</Table.Td>
                      </Table.Tr>
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {pages > 1 && (
                <Pagination
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                  total={pages}
                  value={page}
                  onChange={setPage}
                  siblings={2}
                  aria-label="Error pages"
                />
              )}
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
