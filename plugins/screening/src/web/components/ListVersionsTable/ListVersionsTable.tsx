import { Badge, Group, Text } from '@mantine/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { DataTable } from '@app/core/web';
import type { ListVersion } from '../../../shared/index.ts';
import { TONES, formatDateTime, sourceLabel } from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ListVersion>();
const columns = helper.columns([
  helper.accessor('source', {
    header: 'Source',
    cell: (info) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {sourceLabel(info.getValue())}
        </Text>
        {info.row.original.is_current && (
          <Badge color={TONES.ok} size="xs" style={{ minWidth: 'max-content' }}>
            Current
          </Badge>
        )}
      </Group>
    ),
  }),
  helper.accessor('version', { header: 'Version' }),
  helper.accessor('published_at', { header: 'Published', cell: (info) => formatDateTime(info.getValue()) }),
  helper.accessor('imported_at', { header: 'Imported', cell: (info) => formatDateTime(info.getValue()) }),
  helper.accessor('counts', {
    header: 'Entries',
    cell: (info) => {
      // `total` is the number of entries; the other keys break it down (by kind, and names indexed).
      const all = info.getValue();
      const counts = Object.entries(all).filter(([k]) => k !== 'total');
      const total = all.total ?? counts.filter(([k]) => k !== 'names').reduce((n, [, v]) => n + v, 0);
      return (
        <Text size="sm" title={counts.map(([k, v]) => `${k}: ${v}`).join(', ')}>
          {total.toLocaleString('en-GB')}
          <Text span size="xs" c="dimmed" display="block">
            {counts.map(([k, v]) => `${k} ${v.toLocaleString('en-GB')}`).join(' · ')}
          </Text>
        </Text>
      );
    },
  }),
  helper.accessor('delta', {
    header: 'Changes',
    cell: (info) => {
      const d = info.getValue();
      return (
        <Group gap={4} wrap="nowrap">
          <Badge color={TONES.ok} size="sm" style={{ minWidth: 'max-content' }} aria-label={`${d.added} added`}>
            +{d.added}
          </Badge>
          <Badge color={TONES.warn} size="sm" style={{ minWidth: 'max-content' }} aria-label={`${d.changed} changed`}>
            ~{d.changed}
          </Badge>
          <Badge color={TONES.danger} size="sm" style={{ minWidth: 'max-content' }} aria-label={`${d.removed} removed`}>
            −{d.removed}
          </Badge>
        </Group>
      );
    },
  }),
]);

export interface ListVersionsTableProps {
  versions: ListVersion[];
}

/** Imported versions of each sanctions list, newest first; the current one of each source is marked. */
export function ListVersionsTable({ versions }: ListVersionsTableProps) {
  return (
    <DataTable
      features={features}
      columns={columns}
      data={versions}
      label="List versions"
      empty="No sanctions list has been imported yet."
      minWidth={760}
    />
  );
}
