import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { DataTable } from '@app/core/web';
import { Link } from 'react-router';
import type { Alert } from '../../../shared/index.ts';
import {
  TONES,
  formatDateTime,
  formatDob,
  nationalityLabel,
  percent,
  screeningItemPath,
  sourceLabel,
} from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Alert>();

export const REASON_LABELS: Record<Alert['reason'], string> = { new_hit: 'New hit', changed_hit: 'Changed hit' };

export interface AlertsTableProps {
  alerts: Alert[];
  /** Opens the decision dialog of an alert. */
  onReview: (alert: Alert) => void;
}

/** Ongoing-screening alerts: the screened subject, the listed entry that (newly) matches, why, and a review action. */
export function AlertsTable({ alerts, onReview }: AlertsTableProps) {
  const columns = helper.columns([
    helper.accessor('subject', {
      header: 'Subject',
      cell: (info) => {
        const s = info.getValue();
        return (
          <Stack gap={2}>
            <Anchor component={Link} to={screeningItemPath(info.row.original.search_id)} fw={600}>
              {s.firstname} {s.surname}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatDob(s.dob)} · {nationalityLabel(s.nationality)}
            </Text>
          </Stack>
        );
      },
    }),
    helper.accessor('entry_name', {
      header: 'Listed entry',
      cell: (info) => (
        <Stack gap={2}>
          <Text size="sm">{info.getValue()}</Text>
          <Text size="xs" c="dimmed">
            {info.row.original.entry_id}
          </Text>
        </Stack>
      ),
    }),
    helper.accessor('reason', {
      header: 'Reason',
      cell: (info) => (
        <Badge color={info.getValue() === 'new_hit' ? TONES.danger : TONES.warn}>
          {REASON_LABELS[info.getValue()] ?? info.getValue()}
        </Badge>
      ),
    }),
    helper.accessor('score', { header: 'Score', cell: (info) => percent(info.getValue()) }),
    helper.accessor('list', {
      header: 'List',
      cell: (info) => `${sourceLabel(info.getValue().source)} ${info.getValue().version}`,
    }),
    helper.accessor('created_at', { header: 'Raised', cell: (info) => formatDateTime(info.getValue()) }),
    helper.display({
      id: 'actions',
      header: 'Decision',
      cell: (info) =>
        info.row.original.status === 'open' ? (
          <Button
            size="xs"
            onClick={() => onReview(info.row.original)}
            aria-label={`Review ${info.row.original.entry_name} for ${info.row.original.subject.firstname} ${info.row.original.subject.surname}`}
          >
            Review
          </Button>
        ) : (
          <Badge color={TONES.ok}>Reviewed</Badge>
        ),
    }),
  ]);
  return (
    <DataTable
      features={features}
      columns={columns}
      data={alerts}
      label="Screening alerts"
      empty="No alerts."
      minWidth={860}
    />
  );
}
