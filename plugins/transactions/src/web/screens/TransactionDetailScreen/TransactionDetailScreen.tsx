import { errorText, formatDate } from '@app/core/web';
import { Alert, Anchor, Badge, Box, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Transaction } from '../../../shared/index.ts';
import { DIRECTION_TEXT, formatAmount, formatBooked, formatMoney } from '../../format.ts';
import { clientDashboardPath, clientTransactionsPath, txKeys, useTransactionsClient } from '../../hooks.ts';

const M = {
  loadError: 'The transaction could not be loaded. Please try again or contact the support.',
  unlinked:
    'No client dossier holds this account yet. Link the account to a client on the Unlinked accounts page; once a colleague approves, its transactions belong to that client.',
};
const PARTY = { person: 'Person', entity: 'Entity' } as const;

type Row = [label: string, value: ReactNode | undefined];

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Box
        component="dl"
        m={0}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '8px 16px' }}
      >
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value === undefined || value === '' ? '—' : value}
            </Text>
          </div>
        ))}
      </Box>
    </Paper>
  );
}

const personName = (first?: string, last?: string) => [first, last].filter(Boolean).join(' ') || undefined;

/** Our account and the customer holding it, as the bank file or the pushing system gave them. */
const ourSide = (t: Transaction): Row[] => [
  ['Account', t.account],
  ['Account name', t.account_name],
  ['Customer type', t.customer_type && PARTY[t.customer_type]],
  ['Customer name', t.customer_name ?? personName(t.customer_first_name, t.customer_last_name)],
  ['Birth date', t.customer_birth_date && formatDate(t.customer_birth_date)],
  ['ID number', t.customer_id_number],
  ['Nationality', t.customer_nationality],
  ['Incorporation number', t.customer_incorporation_number],
  ['Country', t.customer_country],
  ['Account type', t.account_type],
  ['Account status', t.account_status],
  ['Opened', t.account_opened && formatDate(t.account_opened)],
  ['Branch', t.account_branch],
  ['Client number', t.client_number],
  ['Gender', t.customer_gender],
  ['Occupation', t.customer_occupation],
  ['Phone', t.customer_phone && [t.customer_phone, t.customer_phone_type].filter(Boolean).join(', ')],
  ['Address', [t.customer_address, t.customer_city, t.customer_state].filter(Boolean).join(', ') || undefined],
  ['National number', t.customer_ssn],
  ['Legal form', t.customer_legal_form],
  ['Incorporation date', t.customer_incorporation_date && formatDate(t.customer_incorporation_date)],
  ['Business', t.customer_business],
];
const counterparty = (t: Transaction): Row[] => [
  ['Type', t.counterparty_type && PARTY[t.counterparty_type]],
  ['Name', t.counterparty_name ?? personName(t.counterparty_first_name, t.counterparty_last_name)],
  ['Account', t.counterparty_account],
  ['Institution', t.counterparty_institution],
  ['BIC', t.counterparty_bic],
  ['Country', t.counterparty_country],
];
const movement = (t: Transaction): Row[] => [
  ['Direction', DIRECTION_TEXT[t.direction]],
  ['Amount', formatMoney(t.amount, t.currency)],
  ['Amount in local currency', t.amount_local && formatMoney(t.amount_local, t.local_currency ?? '')],
  ['Exchange rate', t.rate],
  ['Booked', formatBooked(t.booked_at)],
  ['Value date', t.value_at && formatBooked(t.value_at)],
  ['Channel (transmode)', t.transmode],
  ['Funds type', t.funds],
  ['Location / branch', t.location],
  ['Reference', t.reference],
  ['Description', t.description],
];

/** /transactions/:id: every stored field, grouped as our side, the counterparty and the movement. */
export default function TransactionDetailScreen() {
  const { id = '' } = useParams();
  const client = useTransactionsClient();
  const detail = useQuery({ queryKey: txKeys.detail(id), queryFn: () => client.getTransaction({ id }) });
  if (detail.isPending) return <Loader role="status" aria-label="Loading transaction" />;
  if (detail.isError)
    return (
      <Stack gap="md">
        <Title order={1}>Transaction</Title>
        <Alert color="red" role="alert" title="Not loaded">
          {errorText(detail.error, M.loadError)}
        </Alert>
        <Anchor component={Link} to="/transactions">
          Back to the transactions
        </Anchor>
      </Stack>
    );
  const { transaction: t, client: linked } = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>
            {t.direction === 'credit' ? 'Incoming' : 'Outgoing'} {formatAmount(t.amount)} {t.currency}
          </Title>
          <Text size="sm" c="dimmed">
            Booked {formatBooked(t.booked_at)} · reference {t.reference}
          </Text>
        </Stack>
        <Anchor component={Link} to={linked ? clientTransactionsPath(linked._id) : '/transactions'}>
          {linked ? `All transactions of ${linked.name}` : 'All transactions'}
        </Anchor>
      </Group>
      {linked ? (
        <Group gap="xs">
          <Text size="sm">Client:</Text>
          <Anchor component={Link} to={clientDashboardPath(linked._id)} fw={600}>
            {linked.name}
          </Anchor>
        </Group>
      ) : (
        <Alert color="yellow" title="Not linked to a client">
          {M.unlinked}{' '}
          <Anchor component={Link} to="/unlinked-accounts">
            Unlinked accounts
          </Anchor>
        </Alert>
      )}
      <Section title="Movement" rows={movement(t)} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Our side" rows={ourSide(t)} />
        <Section title="Counterparty" rows={counterparty(t)} />
      </SimpleGrid>
      <Group gap="xs">
        <Badge variant="outline" color="gray.7">
          Stored {formatBooked(t.created_at)}
        </Badge>
        {t.import_id && (
          <Badge variant="outline" color="gray.7">
            From import {t.import_id}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
