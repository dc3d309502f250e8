import { errorText, useSession } from '@app/core/web';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  formatTicketDate,
  SEVERITY_LABELS,
  SUPPORT_MESSAGES as M,
  TICKET_STATUS_LABELS,
} from '../../../shared/index.ts';
import { CreateTicketModal } from '../../components/CreateTicketModal/CreateTicketModal.tsx';
import { SEVERITY_COLOR, STATUS_COLOR } from '../../colors.ts';
import { supportKeys, useSupportClient } from '../../hooks.ts';

/** /help-center: support staff see every ticket, others 'My Tickets'; New Ticket opens the create popup. */
export default function HelpCenterScreen() {
  const client = useSupportClient();
  const session = useSession();
  const navigate = useNavigate();
  const staff = Boolean(session.user?.isSuperUser);
  const [creating, setCreating] = useState(false);
  const tickets = useQuery({ queryKey: supportKeys.list, queryFn: () => client.listTickets(undefined) });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Help Center</Title>
        <Button onClick={() => setCreating(true)}>New Ticket</Button>
      </Group>
      <Title order={2} size="h3">
        {staff ? M.allTickets : M.myTickets}
      </Title>
      {tickets.isPending && <Loader role="status" aria-label="Loading tickets" />}
      {tickets.isError && (
        <Alert color="red" role="alert">
          {errorText(tickets.error, M.errorDuring('loading the tickets'))}
        </Alert>
      )}
      {tickets.isSuccess && tickets.data.count === 0 && <Text c="dimmed">{M.noTickets}</Text>}
      {tickets.isSuccess && tickets.data.count > 0 && (
        <Table.ScrollContainer minWidth={700}>
          <Table striped highlightOnHover aria-label={staff ? M.allTickets : M.myTickets}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                {staff && <Table.Th>From</Table.Th>}
                <Table.Th>Severity</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tickets.data.tickets.map((t) => (
                <Table.Tr key={t.ticket_id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/help-center/${t.ticket_id}`}>
                      {t.subject}
                    </Anchor>
                  </Table.Td>
                  {staff && (
                    <Table.Td>
                      {t.username}
                      {t.organization_name ? ` (${t.organization_name})` : ''}
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Badge color={SEVERITY_COLOR[t.severity]} variant="filled">
                      {SEVERITY_LABELS[t.severity]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[t.status]} variant="filled">
                      {TICKET_STATUS_LABELS[t.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatTicketDate(t.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CreateTicketModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(t) => navigate(`/help-center/${t.ticket_id}`)}
      />
    </Stack>
  );
}
