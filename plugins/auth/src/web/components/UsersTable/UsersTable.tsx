import { Anchor } from '@mantine/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { DataTable } from '@app/core/web';
import { Link } from 'react-router';
import type { User } from '../../../shared/user.schema.ts';
import { formatDate, roleLabel } from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, User>();
const columns = helper.columns([
  helper.accessor('username', {
    header: 'Username',
    cell: (info) => (
      <Anchor component={Link} to={userPath(info.row.original._id)} onClick={(e) => e.stopPropagation()}>
        {info.getValue()}
      </Anchor>
    ),
  }),
  helper.accessor('email', { header: 'Email' }),
  helper.accessor('type', { header: 'Role', cell: (info) => roleLabel(info.getValue()) }),
  helper.accessor('created', { header: 'Created', cell: (info) => formatDate(info.getValue()) }),
  helper.accessor('lastLogin', { header: 'Last Login', cell: (info) => formatDate(info.getValue()) }),
]);

export const userPath = (id: string) => `/user-management/users/${id}/`;

export interface UsersTableProps {
  users: User[];
  onOpen: (user: User) => void;
}

/** Company users; a row click opens the user (route company_users). */
export function UsersTable({ users, onOpen }: UsersTableProps) {
  return (
    <DataTable
      features={features}
      columns={columns}
      data={users}
      label="Company users"
      empty="No users yet."
      minWidth={640}
      onRowClick={onOpen}
    />
  );
}
