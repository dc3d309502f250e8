import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { DataTable } from '@app/core/web';
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
  return <DataTable features={features} columns={columns} data={records} label="Sanction screening history" empty="No sanction screenings yet." minWidth={560} onRowClick={onOpen} />;
}
