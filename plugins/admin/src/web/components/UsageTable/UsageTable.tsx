import { Anchor } from '@mantine/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { DataTable } from '@app/core/web';
import { Link } from 'react-router';
import type { UsageRow } from '../../../shared/index.ts';
import { boUserPath, formatCredits } from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, UsageRow>();
const columns = helper.columns([
  helper.accessor('email', {
    header: 'Email',
    cell: (info) => (
      <Anchor component={Link} to={boUserPath(info.row.original.user_id)}>
        {info.getValue()}
      </Anchor>
    ),
  }),
  helper.accessor('count', { header: 'Count' }),
  helper.accessor('files', { header: 'Files' }),
  helper.accessor('fee', { header: 'Credits charged', cell: (info) => formatCredits(info.getValue()) }),
]);

/** Usage by dates [000:43]: e-mail and count (converted rows). */
export function UsageTable({ rows }: { rows: UsageRow[] }) {
  return (
    <DataTable
      features={features}
      columns={columns}
      data={rows}
      label="Usage per user"
      empty="Nothing here yet"
      minWidth={560}
    />
  );
}
