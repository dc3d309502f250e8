import { Alert, Code, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { MappingPreview } from '../../../shared/index.ts';
import { DIRECTION_LABEL, formatMoney } from '../../format.ts';
import { FIELD_LABELS } from '../../mapping/mapping-draft.ts';

/** The mapping editor's preview: the first rows as the import will read them, and every word no value table covers. */
export function MappingPreviewView({ preview }: { preview: MappingPreview }) {
  const bad = preview.rows.filter((r) => r.errors?.length).length;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Preview: the first {preview.rows.length} rows as they will be read
        </Title>
        {preview.file_errors.length > 0 && (
          <Alert color="red" role="alert" title="The file cannot be read with this mapping">
            <List size="sm">
              {preview.file_errors.map((e, i) => (
                <List.Item key={i}>{e.reason}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {preview.rows.length > 0 && (
          <Text size="sm">
            {bad === 0
              ? 'Every previewed row reads as a transaction.'
              : `${bad} of ${preview.rows.length} previewed rows have errors; the import keeps them to be corrected.`}
          </Text>
        )}
        {preview.rows.length > 0 && (
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing={4} fz="sm" aria-label="Previewed rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Row</Table.Th>
                  <Table.Th scope="col">Booked</Table.Th>
                  <Table.Th scope="col">Direction</Table.Th>
                  <Table.Th scope="col">Amount</Table.Th>
                  <Table.Th scope="col">Our account</Table.Th>
                  <Table.Th scope="col">Counterparty</Table.Th>
                  <Table.Th scope="col">Reference</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map(({ row, transaction: t, errors }) => (
                  <Table.Tr key={row}>
                    <Table.Th scope="row" fw={400}>
                      {row}
                    </Table.Th>
                    {t ? (
                      <>
                        <Table.Td>{t.booked_at}</Table.Td>
                        <Table.Td>{DIRECTION_LABEL[t.direction]}</Table.Td>
                        <Table.Td ff="monospace">{formatMoney(t.amount, t.currency)}</Table.Td>
                        <Table.Td>{t.account}</Table.Td>
                        <Table.Td>
                          {t.counterparty_name ??
                            ([t.counterparty_first_name, t.counterparty_last_name].filter(Boolean).join(' ') || '—')}
                        </Table.Td>
                        <Table.Td>{t.reference}</Table.Td>
                      </>
                    ) : (
                      <Table.Td colSpan={6}>
                        <Stack gap={2}>
                          {(errors ?? []).map((e, i) => (
                            <Text key={i} size="sm" c="red.8">
                              {e.column ? `${e.column}: ` : ''}
                              {e.reason}
                            </Text>
                          ))}
                        </Stack>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Title order={4} size="h6">
          Words no value table covers (first {preview.scanned.toLocaleString('en')} rows)
        </Title>
        {preview.uncovered.length === 0 ? (
          <Text size="sm">None: every word of a translated column is in its table.</Text>
        ) : (
          <Table verticalSpacing={4} fz="sm" aria-label="Uncovered words">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Column</Table.Th>
                <Table.Th scope="col">Word</Table.Th>
                <Table.Th scope="col">Rows</Table.Th>
                <Table.Th scope="col">First row</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.uncovered.map((u) => (
                <Table.Tr key={`${u.field}:${u.value}`}>
                  <Table.Td>{FIELD_LABELS[u.field]}</Table.Td>
                  <Table.Td>{u.column}</Table.Td>
                  <Table.Td>
                    <Code>{u.value}</Code>
                  </Table.Td>
                  <Table.Td>{u.count}</Table.Td>
                  <Table.Td>{u.first_row}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
