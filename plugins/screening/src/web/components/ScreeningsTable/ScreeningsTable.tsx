import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ScreeningRecord } from '../../../shared/index.ts';
import { TONES, formatDateTime, formatDob, nationalityLabel } from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ScreeningRecord>();

export interface ScreeningsTableProps {
  records: ScreeningRecord[];
  /** Where a record opens (the item route). */
  itemPath: (record: ScreeningRecord) => string;
  onOpen: (record: ScreeningRecord) => void;
}

/** Sanction history: Search Info (first name, surname, date of birth day-first, nationality) and Date. */
export function ScreeningsTable({ records, itemPath, onOpen }: ScreeningsTableProps) {
  const columns = helper.columns([
    helper.accessor('request', {
      id: 'search_info',
      header: 'Search Info',
      cell: (info) => {
        const r = info.getValue();
        const record = info.row.original;
        return (
          <Stack gap={2}>
            <Anchor component={Link} to={itemPath(record)} onClick={(e) => e.stopPropagation()} fw={600}>
              {r.firstname} {r.surname}
            </Anchor>
            <Text size="sm">
              Date of birth: {formatDob(r.dob)} · Nationality: {nationalityLabel(r.nationality)}
            </Text>
          </Stack>
        );
      },
    }),
    helper.accessor('result_count', {
      header: 'Matches',
      cell: (info) => (
        <Badge color={info.getValue() > 0 ? TONES.warn : TONES.neutral}>
          {info.getValue()}
        </Badge>
      ),
    }),
    helper.accessor('datetime', { header: 'Date', cell: (info) => formatDateTime(info.getValue()) }),
  ]);
  const table = useTable({ features, columns, data: records });
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover striped verticalSpacing="sm" aria-label="Sanction screening history">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => onOpen(row.original)} style={{ cursor: 'pointer' }}>
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {records.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>No sanction screenings yet.</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
