import { Text } from '@mantine/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { DataTable } from '@app/core/web';
import type { CreditEntry } from '../../../shared/index.ts';
import { formatCredits, formatDateTime } from '../../hooks.ts';

const TYPE_LABEL: Record<CreditEntry['type'], string> = {
  credit: 'Credit',
  conversion: 'Conversion fee',
  subscription: 'Subscription',
};

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, CreditEntry>();
const columns = helper.columns([
  helper.accessor('datetime', { header: 'Date', cell: (info) => formatDateTime(info.getValue()) }),
  helper.accessor('type', { header: 'Type', cell: (info) => TYPE_LABEL[info.getValue()] }),
  helper.accessor('amount', {
    header: 'Amount',
    cell: (info) => (
      <Text span ff="monospace" c={info.getValue() < 0 ? 'red.9' : 'teal.9'}>
        {info.getValue() > 0 ? '+' : ''}
        {formatCredits(info.getValue())}
      </Text>
    ),
  }),
  helper.accessor('initiator', {
    header: 'Initiator',
    cell: (info) =>
      info.row.original.initiator_email ?? (
        <Text span ff="monospace" size="xs">
          {info.getValue()}
        </Text>
      ),
  }),
  helper.accessor('comment', { header: 'Comment', cell: (info) => info.getValue() || '—' }),
]);

/** The credit list [000:61]: the append-only ledger, newest first. */
export function CreditsTable({ credits }: { credits: CreditEntry[] }) {
  return (
    <DataTable
      features={features}
      columns={columns}
      data={credits}
      label="Credit list"
      empty="Nothing here yet"
      minWidth={640}
    />
  );
}
