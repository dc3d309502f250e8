import { DataTable } from '@app/core/web';
import { Anchor, Stack, Text } from '@mantine/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import type { Transaction } from '../../../shared/index.ts';
import { DIRECTION_LABEL, formatBooked, formatMoney, TURNOVER_COLORS } from '../../format.ts';
import { transactionPath } from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Transaction>();

const counterpartyName = (t: Transaction) =>
  t.counterparty_name ?? ([t.counterparty_first_name, t.counterparty_last_name].filter(Boolean).join(' ') || null);

const columns = helper.columns([
  helper.accessor('booked_at', {
    header: 'Booked',
    cell: (c) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatBooked(c.getValue())}
      </Text>
    ),
  }),
  helper.accessor('direction', {
    header: 'Direction',
    cell: (c) => (
      <Text size="sm" fw={600} c={c.getValue() === 'credit' ? TURNOVER_COLORS.incoming : TURNOVER_COLORS.outgoing}>
        {DIRECTION_LABEL[c.getValue()]}
      </Text>
    ),
  }),
  helper.accessor('amount', {
    header: 'Amount',
    cell: (c) => (
      <Text size="sm" ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(c.getValue(), c.row.original.currency)}
      </Text>
    ),
  }),
  helper.display({
    id: 'counterparty',
    header: 'Counterparty',
    cell: (c) => {
      const t = c.row.original;
      return (
        <Stack gap={0}>
          <Text size="sm">{counterpartyName(t) ?? '—'}</Text>
          {t.counterparty_account && (
            <Text size="xs" c="dimmed">
              {t.counterparty_account}
            </Text>
          )}
        </Stack>
      );
    },
  }),
  helper.accessor('counterparty_country', { header: 'Country', cell: (c) => c.getValue() ?? '—' }),
  helper.accessor('transmode', { header: 'Channel', cell: (c) => c.getValue() ?? '—' }),
  helper.accessor('account', { header: 'Our account' }),
  helper.accessor('reference', {
    header: 'Reference',
    cell: (c) => (
      <Anchor
        component={Link}
        to={transactionPath(c.row.original._id)}
        size="sm"
        style={{ whiteSpace: 'nowrap' }}
        onClick={(e) => e.stopPropagation()}
      >
        {c.getValue()}
      </Anchor>
    ),
  }),
]);

export interface TransactionsTableProps {
  transactions: Transaction[];
  /** What the empty table says (no transactions at all, or none matching the filters). */
  empty: string;
}

/** One page of transactions; a row (or its reference, for keyboard users) opens the detail. */
export function TransactionsTable({ transactions, empty }: TransactionsTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      features={features}
      columns={columns}
      data={transactions}
      label="Transactions"
      empty={empty}
      minWidth={1150}
      onRowClick={(t) => navigate(transactionPath(t._id))}
    />
  );
}
