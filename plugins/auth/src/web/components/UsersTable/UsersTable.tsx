import { Anchor, Table } from '@mantine/core';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
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
  const table = useTable({ features, columns, data: users });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover striped verticalSpacing="sm" aria-label="Company users">
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
          {users.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>No users yet.</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
