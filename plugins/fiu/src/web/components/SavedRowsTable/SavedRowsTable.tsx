import { Box, Checkbox, Table, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { SavedRow, TargetField } from '../../../shared/index.ts';

export interface SavedRowsTableProps {
  rows: SavedRow[];
  fields: readonly TargetField[];
  selected: ReadonlySet<string>;
  onSelect(ids: string[], selected: boolean): void;
  valueOf(row: SavedRow, key: string): string;
  editing: { id: string; field: string } | null;
  onEditing(cell: { id: string; field: string } | null): void;
  onEdit(row: SavedRow, key: string, value: string): void;
}

/** One line per row: long values are cut (the full value is the cell's title) so a page stays compact. */
const cell = { whiteSpace: 'nowrap', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** One page of saved rows: a checkbox per row, bad cells in red, a click on a cell edits it. */
export function SavedRowsTable({
  rows,
  fields,
  selected,
  onSelect,
  valueOf,
  editing,
  onEditing,
  onEdit,
}: SavedRowsTableProps) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r._id));
  const some = rows.some((r) => selected.has(r._id));
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Saved rows, scrollable">
      <Table withTableBorder withColumnBorders aria-label="Saved rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label="Select all rows on this page"
                checked={all}
                indeterminate={some && !all}
                onChange={(e) =>
                  onSelect(
                    rows.map((r) => r._id),
                    e.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th>Row</Table.Th>
            {fields.map((f) => (
              <Table.Th key={f.key} miw={90}>
                {f.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r._id} bg={selected.has(r._id) ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select row ${r.row} of ${r.filename}`}
                  checked={selected.has(r._id)}
                  onChange={(e) => onSelect([r._id], e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td style={cell} title={r.filename}>
                {r.filename}
              </Table.Td>
              <Table.Td>{r.row}</Table.Td>
              {fields.map((f) => {
                const bad = r.errors.find((e) => e.field === f.key);
                const isEditing = editing?.id === r._id && editing.field === f.key;
                return (
                  <Table.Td
                    key={f.key}
                    bg={bad ? 'var(--mantine-color-red-light)' : undefined}
                    title={bad?.reason ?? valueOf(r, f.key)}
                    style={cell}
                  >
                    {isEditing ? (
                      <TextInput
                        size="xs"
                        autoFocus
                        aria-label={`${f.label}, row ${r.row}`}
                        value={valueOf(r, f.key)}
                        onChange={(e) => onEdit(r, f.key, e.currentTarget.value)}
                        onBlur={() => onEditing(null)}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter' || e.key === 'Escape') onEditing(null);
                        }}
                      />
                    ) : (
                      <UnstyledButton
                        onClick={() => onEditing({ id: r._id, field: f.key })}
                        style={{ minWidth: 40, minHeight: 20 }}
                      >
                        {valueOf(r, f.key) || '—'}
                        <VisuallyHidden>
                          , edit {f.label}, row {r.row}
                        </VisuallyHidden>
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
  );
}
