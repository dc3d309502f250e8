import { Anchor } from '@mantine/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { DataTable } from '@app/core/web';
import { Link } from 'react-router';
import type { BoUser } from '../../../shared/index.ts';
import { boUserPath, formatDateTime } from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, BoUser>();
const columns = helper.columns([
  helper.accessor('username', {
    header: 'Name',
    cell: (info) => (
      <Anchor component={Link} to={boUserPath(info.row.original._id)}>
        {info.getValue()}
      </Anchor>
    ),
  }),
  helper.accessor('email', { header: 'Email' }),
  helper.accessor((u) => u.organization.name, { id: 'organization', header: 'Organisation' }),
  helper.accessor('created', { header: 'Registered', cell: (info) => formatDateTime(info.getValue()) }),
  helper.accessor('lastLogin', { header: 'Last Login', cell: (info) => formatDateTime(info.getValue()) }),
]);

/** Admin users list [000:42]: Name (links to the user), Email, Registered, Last Login. */
export function BoUsersTable({ users }: { users: BoUser[] }) {
  return (
    <DataTable
      features={features}
      columns={columns}
      data={users}
      label="All users"
      empty="No users yet."
      minWidth={720}
    />
  );
}
