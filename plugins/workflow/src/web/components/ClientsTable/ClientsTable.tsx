import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { WORKFLOW_MESSAGES as M, type ClientCount, type View } from '../../../shared/index.ts';
import { formatAt, listPath } from '../../hooks.ts';

export type ClientOrderKey = 'createdAt' | 'company_name' | 'count';
export interface ClientOrder {
  key: ClientOrderKey;
  dir: 'asc' | 'desc';
}

export interface ClientsTableProps {
  view: View;
  rows: ClientCount[];
  order: ClientOrder;
  onOrder(order: ClientOrder): void;
}

const COLUMNS: { key: ClientOrderKey; label: string }[] = [
  { key: 'company_name', label: 'Client' },
  { key: 'count', label: 'Changes' },
  { key: 'createdAt', label: 'Latest' },
];

/** `notification-by-client`: one row per client with its number of changes; the name opens the client's list. */
export function ClientsTable({ view, rows, order, onOrder }: ClientsTableProps) {
  if (!rows.length)
    return (
      <Text c="dimmed" p="md">
        {M.noItems}
      </Text>
    );
  const sortLabel = (key: ClientOrderKey) =>
    order.key === key ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table highlightOnHover aria-label="Changes by client">
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map((c) => (
            <Table.Th key={c.key} aria-sort={sortLabel(c.key)}>
              <UnstyledButton
                fw={600}
                onClick={() =>
                  onOrder({ key: c.key, dir: order.key === c.key && order.dir === 'desc' ? 'asc' : 'desc' })
                }
              >
                {c.label} {order.key === c.key ? (order.dir === 'asc' ? '▲' : '▼') : ''}
              </UnstyledButton>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.company_id}>
            <Table.Td>
              <Anchor component={Link} to={listPath(view, r.company_id)} c="blue.9">
                {r.company_name || r.company_id}
              </Anchor>
            </Table.Td>
            <Table.Td>{r.count}</Table.Td>
            <Table.Td>{formatAt(r.datetime)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
