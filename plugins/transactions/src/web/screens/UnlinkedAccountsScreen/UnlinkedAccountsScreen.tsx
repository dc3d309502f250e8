import { DataTable, errorText, notifySuccess, useSession } from '@app/core/web';
import { Alert, Anchor, Badge, Button, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { UnlinkedAccount } from '../../../shared/index.ts';
import { LINK_MESSAGES, LinkAccountModal } from '../../components/LinkAccountModal/LinkAccountModal.tsx';
import { formatBooked } from '../../format.ts';
import { txKeys, useTransactionsClient } from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, UnlinkedAccount>();
/** The dossier's permission to add an account number (the link is one). */
const MAY_LINK = 'create_transaction_profile';
const M = {
  intro:
    'Accounts of stored transactions that no client dossier holds. Link one to its client: the account number is added to the dossier as a change a colleague approves, and its transactions then belong to the client.',
  loadError: 'The unlinked accounts could not be loaded. Please try again or contact the support.',
  none: 'Every account of the stored transactions belongs to a client.',
};

/** /unlinked-accounts: accounts no dossier holds, most transactions first, each linkable in one step. */
export default function UnlinkedAccountsScreen() {
  const client = useTransactionsClient();
  const { can } = useSession();
  const mayLink = can(MAY_LINK);
  const accounts = useQuery({ queryKey: txKeys.unlinked, queryFn: () => client.unlinkedAccounts(undefined) });
  const [linking, setLinking] = useState<UnlinkedAccount | null>(null);
  // Proposed in this visit: the account stays listed until a colleague approves, marked as waiting.
  const [proposed, setProposed] = useState<Record<string, string>>({});

  const columns = helper.columns([
    helper.accessor('account', {
      header: 'Account',
      cell: (c) => (
        <Anchor component={Link} to={`/transactions?account=${encodeURIComponent(c.getValue())}`} size="sm">
          {c.getValue()}
          <VisuallyHidden>: its transactions</VisuallyHidden>
        </Anchor>
      ),
    }),
    helper.accessor('account_name', { header: 'Name on the statement', cell: (c) => c.getValue() ?? '—' }),
    helper.accessor('count', { header: 'Transactions', cell: (c) => c.getValue().toLocaleString('en') }),
    helper.accessor('first_booked_at', { header: 'First booked', cell: (c) => formatBooked(c.getValue()) }),
    helper.accessor('last_booked_at', { header: 'Last booked', cell: (c) => formatBooked(c.getValue()) }),
    helper.display({
      id: 'link',
      header: 'Client',
      cell: (c) => {
        const a = c.row.original;
        if (proposed[a.account])
          return (
            <Badge color="indigo.9" title={`Proposed for ${proposed[a.account]}`}>
              Awaiting approval
            </Badge>
          );
        if (!mayLink) return <Text size="sm">—</Text>;
        return (
          <Button size="compact-sm" variant="light" onClick={() => setLinking(a)}>
            Link to a client<VisuallyHidden> account {a.account}</VisuallyHidden>
          </Button>
        );
      },
    }),
  ]);

  return (
    <Stack gap="md">
      <Title order={1}>Unlinked accounts</Title>
      <Text size="sm" maw={760}>
        {M.intro}
      </Text>
      {accounts.isPending && <Loader role="status" aria-label="Loading unlinked accounts" />}
      {accounts.isError && (
        <Alert color="red" role="alert" title="Not loaded">
          {errorText(accounts.error, M.loadError)}
        </Alert>
      )}
      {accounts.data && (
        <DataTable
          features={features}
          columns={columns}
          data={accounts.data.accounts}
          label="Unlinked accounts"
          empty={M.none}
          minWidth={900}
        />
      )}
      <LinkAccountModal
        account={linking}
        onClose={() => setLinking(null)}
        onProposed={(account, chosen) => {
          setProposed((p) => ({ ...p, [account]: chosen.name }));
          notifySuccess(LINK_MESSAGES.proposed(account, chosen.name));
        }}
      />
    </Stack>
  );
}
