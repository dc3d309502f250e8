import { Badge, List, ScrollArea, Table, Text } from '@mantine/core';
import {
  ACCOUNT_HOLDER_LABELS,
  LOCATION_LABELS,
  type ImportPreview,
  type ImportRowError,
} from '../../../shared/index.ts';

const kind = (c: ImportPreview['clients'][number]) =>
  c.company_type === 'corporate'
    ? `Corporate${c.location_type ? ` · ${LOCATION_LABELS[c.location_type]}` : ''}`
    : c.company_type === 'account_holder'
      ? `Account holder${c.account_holder_type ? ` · ${ACCOUNT_HOLDER_LABELS[c.account_holder_type]}` : ''}`
      : (c.company_type ?? '—');

const byRow = (list: ImportRowError[]) => {
  const out = new Map<number, ImportRowError[]>();
  for (const e of list) out.set(e.row, [...(out.get(e.row) ?? []), e]);
  return out;
};

/** The dry run's rows: what each would create, and under it the problems of its cells (rows with errors first). */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const errors = byRow(preview.errors);
  const warnings = byRow(preview.warnings);
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Table striped withTableBorder stickyHeader aria-label="Import preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Risk</Table.Th>
            <Table.Th>Next review</Table.Th>
            <Table.Th>Account numbers</Table.Th>
            <Table.Th>Check</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.clients.map((c) => {
            const problems = errors.get(c.row) ?? [];
            const notes = warnings.get(c.row) ?? [];
            return (
              <Table.Tr key={c.row} data-row={c.row} data-valid={c.valid}>
                <Table.Td>{c.row}</Table.Td>
                <Table.Td>{c.name || '—'}</Table.Td>
                <Table.Td>{kind(c)}</Table.Td>
                <Table.Td>{c.risk_level ?? '—'}</Table.Td>
                <Table.Td>{c.next_review_date ?? '—'}</Table.Td>
                <Table.Td>{c.account_numbers.join(', ') || '—'}</Table.Td>
                <Table.Td>
                  {problems.length === 0 ? (
                    <Badge color="teal.9">ready</Badge>
                  ) : (
                    <List size="sm" spacing={2} c="red.9">
                      {problems.map((e) => (
                        <List.Item key={`${e.field}:${e.message}`}>
                          <Text span size="sm" fw={600}>
                            {e.column ?? e.field}:
                          </Text>{' '}
                          {e.message}
                        </List.Item>
                      ))}
                    </List>
                  )}
                  {notes.map((w) => (
                    <Text key={w.message} size="xs" c="orange.9">
                      {w.message}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
