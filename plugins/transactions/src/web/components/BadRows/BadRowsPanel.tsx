import { errorText, notifySuccess } from '@app/core/web';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BAD_ROW_PAGE_SIZE, TRANSACTION_FIELDS, type BadRow } from '../../../shared/index.ts';
import { useTransactionsClient } from '../../hooks.ts';
import { FIELD_LABELS } from '../../mapping/mapping-draft.ts';

/**
 * Saved info of an import: the rows it could not store, each with its values and errors, to be corrected
 * and re-imported one by one (or dropped). Nothing is repaired for the user: the corrected row is checked
 * as any transaction is.
 */
export function BadRowsPanel({ importId, mayPush }: { importId: string; mayPush: boolean }) {
  const client = useTransactionsClient();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: ['transactions', 'bad-rows', importId, page],
    queryFn: () => client.listBadRows({ import_id: importId, ...(page > 1 ? { page: String(page) } : {}) }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<BadRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['transactions'] });
  if (rows.isPending) return <Loader size="sm" role="status" aria-label="Loading rows to correct" />;
  if (rows.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(rows.error, 'The rows to correct could not be loaded.')}
      </Alert>
    );
  const pages = Math.max(1, Math.ceil(rows.data.total / BAD_ROW_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Rows to correct and re-import ({rows.data.total.toLocaleString('en')})
      </Title>
      {rows.data.total === 0 ? (
        <Text size="sm">No row of this import is waiting for a correction.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing={4} fz="sm" aria-label="Rows to correct">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Row</Table.Th>
                <Table.Th scope="col">Reference</Table.Th>
                <Table.Th scope="col">What is wrong</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.data.rows.map((r) => (
                <Table.Tr key={r._id}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Td>{r.values.reference ?? '—'}</Table.Td>
                  <Table.Td>
                    {r.errors.map((e, i) => (
                      <Text key={i} size="sm">
                        {e.column ? `${e.column}: ` : ''}
                        {e.reason}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    {mayPush && (
                      <Button size="compact-sm" variant="light" onClick={() => setEditing(r)}>
                        Correct row {r.row}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          total={pages}
          value={page}
          onChange={setPage}
          aria-label="Pages of rows to correct"
        />
      )}
      <CorrectRowModal
        row={editing}
        onClose={() => setEditing(null)}
        onDone={(message) => {
          notifySuccess(message);
          setEditing(null);
          void refresh();
        }}
      />
    </Stack>
  );
}

function CorrectRowModal({
  row,
  onClose,
  onDone,
}: {
  row: BadRow | null;
  onClose(): void;
  onDone(message: string): void;
}) {
  const client = useTransactionsClient();
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'import' | 'drop' | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (row && shownFor !== row._id) {
    setShownFor(row._id);
    setValues(row.values);
    setError(null);
  }
  // The contract types `field` loosely; it is a model field name or null.
  const wrong = new Set(
    (row?.errors ?? []).map((e) => e.field as string | null).filter((f): f is string => Boolean(f)),
  );
  // The fields to fix first, then the rest of the row as read.
  const fields = [
    ...TRANSACTION_FIELDS.filter((f) => wrong.has(f)),
    ...TRANSACTION_FIELDS.filter((f) => f in values && !wrong.has(f)),
  ];
  async function run(kind: 'import' | 'drop') {
    if (!row) return;
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'import') {
        const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
        const res = await client.reimportBadRows({ rows: [{ id: row._id, values: kept }] });
        onDone(
          res.inserted
            ? `Row ${row.row} stored`
            : `Row ${row.row} was already stored; removed from the rows to correct`,
        );
      } else {
        await client.deleteBadRows({ ids: [row._id] });
        onDone(`Row ${row.row} dropped without importing it`);
      }
    } catch (e) {
      setError(errorText(e, 'The row could not be re-imported.'));
    } finally {
      setBusy(null);
    }
  }
  return (
    <Modal opened={row !== null} onClose={onClose} title={`Correct row ${row?.row ?? ''}`} size="xl">
      <Stack gap="sm">
        {row?.errors.map((e, i) => (
          <Text key={i} size="sm" c="red.8">
            {e.column ? `${e.column}: ` : ''}
            {e.reason}
          </Text>
        ))}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fields.map((f) => (
            <TextInput
              key={f}
              label={FIELD_LABELS[f]}
              description={f}
              value={values[f] ?? ''}
              error={wrong.has(f) ? 'Check this value' : undefined}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setValues((vs) => ({ ...vs, [f]: v }));
              }}
            />
          ))}
        </SimpleGrid>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="subtle" color="red.8" onClick={() => run('drop')} loading={busy === 'drop'}>
            Drop this row
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => run('import')} loading={busy === 'import'}>
              Re-import the row
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
