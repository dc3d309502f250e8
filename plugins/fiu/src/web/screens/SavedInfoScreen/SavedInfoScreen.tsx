import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { Alert, Box, Button, Group, List, Loader, Stack, Table, Text, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FIU_MESSAGES as M, TARGET_FIELDS, type SavedRow } from '../../../shared/index.ts';
import { fiuKeys, useFiuClient } from '../../hooks.ts';

type Changes = Record<string, Record<string, string>>;

/** /fiu/saved-info: rows that failed the checks; click a cell to edit it, Save, then convert the corrected rows. */
export default function SavedInfoScreen() {
  const client = useFiuClient();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: fiuKeys.saved, queryFn: () => client.getSavedInfo(undefined) });
  const [changes, setChanges] = useState<Changes>({});
  const [editing, setEditing] = useState<{ id: string; field: string } | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const rows = useMemo(() => saved.data?.data ?? [], [saved.data]);
  const fields = useMemo(() => TARGET_FIELDS.filter((f) => rows.some((r) => r.values[f.key] !== undefined)), [rows]);

  const save = useMutation({
    mutationFn: () => client.updateSavedInfo({ changes }),
    onSuccess: (data) => {
      setServerErrors(data.error ?? []);
      setChanges({});
      notifySuccess(data.message);
      void queryClient.invalidateQueries({ queryKey: fiuKeys.saved });
    },
    onError: (e) => setServerErrors([errorText(e, M.errorDuring('saving'))]),
  });
  const convert = useMutation({
    mutationFn: (fileId: string) => client.convertSavedInfo({ file_id: fileId }),
    onSuccess: (data) => {
      notifySuccess(`${data.message}: ${data.file.filename}`);
      void queryClient.invalidateQueries({ queryKey: fiuKeys.all });
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('conversion'))),
  });

  const valueOf = (r: SavedRow, key: string) => changes[r._id]?.[key] ?? r.values[key] ?? '';
  const edit = (r: SavedRow, key: string, value: string) => setChanges((c) => ({ ...c, [r._id]: { ...c[r._id], [key]: value } }));
  const errorOf = (r: SavedRow, key: string) => r.errors.find((e) => e.field === key);
  const readyFiles = [...new Map(rows.filter((r) => r.errors.length === 0).map((r) => [r.file_id, r.filename])).entries()];
  const listed = rows.flatMap((r) => r.errors.map((e) => `Row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.reason} (${r.filename})`));

  if (saved.isPending) return <Loader role="status" aria-label="Loading saved info" />;
  if (saved.isError) return <Alert color="red" role="alert">{errorText(saved.error, 'Error occured while fetching the data')}</Alert>;
  return (
    <Stack gap="md">
      <Title order={1}>Saved Info</Title>
      {!rows.length ? (
        <Text>{M.nothingHere}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">Rows that did not pass the checks. Click a cell to correct it, then Save; corrected rows can be converted into a new report.</Text>
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Saved rows, scrollable">
            <Table withTableBorder withColumnBorders aria-label="Saved rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Row</Table.Th>
                  {fields.map((f) => <Table.Th key={f.key}>{f.label}</Table.Th>)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r._id}>
                    <Table.Td>{r.filename}</Table.Td>
                    <Table.Td>{r.row}</Table.Td>
                    {fields.map((f) => {
                      const bad = errorOf(r, f.key);
                      const isEditing = editing?.id === r._id && editing.field === f.key;
                      return (
                        <Table.Td key={f.key} bg={bad ? 'var(--mantine-color-red-light)' : undefined} title={bad?.reason}>
                          {isEditing ? (
                            <TextInput
                              size="xs" autoFocus aria-label={`${f.label}, row ${r.row}`} value={valueOf(r, f.key)}
                              onChange={(e) => edit(r, f.key, e.currentTarget.value)} onBlur={() => setEditing(null)}
                              onKeyDown={(e) => { if (e.key === 'Enter' || e.key === 'Escape') setEditing(null); }}
                            />
                          ) : (
                            <UnstyledButton onClick={() => setEditing({ id: r._id, field: f.key })} style={{ minWidth: 40, minHeight: 20 }}>
                              {valueOf(r, f.key) || '—'}
                              <VisuallyHidden>, edit {f.label}, row {r.row}</VisuallyHidden>
                            </UnstyledButton>
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Group>
            <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!Object.keys(changes).length}>Save</Button>
            {readyFiles.map(([id, name]) => (
              <Button key={id} variant="light" loading={convert.isPending} onClick={() => convert.mutate(id)}>Convert corrected rows of {name}</Button>
            ))}
          </Group>
          {(listed.length > 0 || serverErrors.length > 0) && (
            <section aria-labelledby="fiu-saved-errors">
              <Title order={2} size="h5" id="fiu-saved-errors">{M.errorsTitle}</Title>
              <List size="sm" c="red.8">
                {[...new Set([...serverErrors, ...listed])].map((e) => <List.Item key={e}>{e}</List.Item>)}
              </List>
            </section>
          )}
        </>
      )}
    </Stack>
  );
}
