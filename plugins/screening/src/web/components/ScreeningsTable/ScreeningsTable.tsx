import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { DataTable } from '@app/core/web';
import { Link } from 'react-router';
import type { ReviewStatus, ScreeningCase } from '../../../shared/index.ts';
import { TONES, formatDateTime, formatDob, nationalityLabel } from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ScreeningCase>();

export const REVIEW_STATUS: Record<ReviewStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: TONES.warn },
  true_match: { label: 'True match', color: TONES.danger },
  false_positive: { label: 'False positive', color: TONES.ok },
  no_match: { label: 'No match', color: TONES.neutral },
};

export interface ScreeningsTableProps {
  records: ScreeningCase[];
  /** Where a record opens (the item route). */
  itemPath: (record: ScreeningCase) => string;
  onOpen: (record: ScreeningCase) => void;
  /** The Client column (hidden on one client's own history). */
  showClient?: boolean;
}

/** Sanction history as cases: Search Info, client, review status, matches, assignee (who screened), decided by, date. */
export function ScreeningsTable({ records, itemPath, onOpen, showClient = true }: ScreeningsTableProps) {
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
    ...(showClient
      ? [
          helper.accessor((r) => r.client_name ?? null, {
            id: 'client',
            header: 'Client',
            cell: (info) => info.getValue() ?? '—',
          }),
        ]
      : []),
    helper.accessor('review_status', {
      header: 'Review status',
      cell: (info) => (
        <Badge
          color={REVIEW_STATUS[info.getValue()]?.color ?? TONES.neutral}
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {REVIEW_STATUS[info.getValue()]?.label ?? info.getValue()}
        </Badge>
      ),
    }),
    helper.accessor('result_count', {
      header: 'Matches',
      cell: (info) => <Badge color={info.getValue() > 0 ? TONES.warn : TONES.neutral}>{info.getValue()}</Badge>,
    }),
    helper.accessor('screened_by', { header: 'Assignee' }),
    helper.accessor('decided_by', { header: 'Decided by', cell: (info) => info.getValue() ?? '—' }),
    helper.accessor('datetime', { header: 'Date', cell: (info) => formatDateTime(info.getValue()) }),
  ]);
  return (
    <DataTable
      features={features}
      columns={columns}
      data={records}
      label="Sanction screening cases"
      empty="No sanction screenings match."
      minWidth={860}
      onRowClick={onOpen}
    />
  );
}
