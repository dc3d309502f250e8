import {
  errorText,
  notifyError,
  notifySuccess,
  ThreadAttachments,
  ThreadFilesInput,
  ThreadMessages,
  ThreadStatusPicker,
  useSession,
  useThreadSubmit,
} from '@app/core/web';
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  formatTicketDate,
  SEVERITY_LABELS,
  SUPPORT_MESSAGES as M,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketMessage,
  type TicketStatus,
} from '../../../shared/index.ts';
import { supportKeys, useSupportClient } from '../../hooks.ts';
import { useSupportTransport } from '../../transport.tsx';
import { SEVERITY_COLOR, STATUS_COLOR } from '../../colors.ts';

type Loaded = Awaited<ReturnType<ReturnType<typeof useSupportClient>['getTicket']>>;

/** /help-center/{id}: the ticket, its messages (newest first), a status selector for support staff, attachments, a reply box. */
export default function TicketScreen() {
  const { id = '' } = useParams();
  const client = useSupportClient();
  const transport = useSupportTransport();
  const session = useSession();
  const queryClient = useQueryClient();
  const staff = Boolean(session.user?.isSuperUser);
  const item = useQuery({ queryKey: supportKeys.item(id), queryFn: () => client.getTicket({ id }) });
  const [content, setContent] = useState('');

  const patch = (change: (old: Loaded) => Loaded) =>
    queryClient.setQueryData<Loaded>(supportKeys.item(id), (old) => (old ? change(old) : old));
  const update = useMutation({
    mutationFn: (next: TicketStatus) => client.updateTicket({ ticket_id: id, status: next }),
    onSuccess: (res) => {
      notifySuccess(M.statusUpdated);
      patch((old) => ({ ...old, ticket: res.ticket }));
      void queryClient.invalidateQueries({ queryKey: supportKeys.list });
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('the status update'))),
  });
  const reply = useThreadSubmit({
    upload: transport.uploadAll,
    send: (files) => client.createTicketMessage({ ticket_id: id, content, files }),
    onSuccess: (res) => {
      setContent('');
      const message = res.message as TicketMessage | null;
      // A new message is prepended to the list (seed 002 §4); its files join the ticket's attachments.
      if (message)
        patch((old) => ({
          ...old,
          messages: [message, ...old.messages],
          ticket: { ...old.ticket, files: [...old.ticket.files, ...message.attachments] },
        }));
    },
    failed: M.errorDuring('sending the reply'),
  });
  // Empty replies are ignored (and a second send while one is in flight, by the hook).
  const send = () => {
    if (content.trim() || reply.files.length) reply.submit();
  };

  if (item.isPending) return <Loader role="status" aria-label="Loading the ticket" />;
  if (item.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(item.error, M.ticketNotFound)}
      </Alert>
    );
  const { ticket, messages } = item.data;
  const closed = ticket.status === 'closed';
  const failedDownload = M.errorDuring('file download');

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/help-center">
          Help Center
        </Anchor>
        <Text size="sm" lineClamp={1}>
          {ticket.subject}
        </Text>
      </Breadcrumbs>
      <Title order={1}>{ticket.subject}</Title>
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Group gap="sm">
            <Badge color={SEVERITY_COLOR[ticket.severity]} variant="filled">
              Severity: {SEVERITY_LABELS[ticket.severity]}
            </Badge>
            <Badge color={STATUS_COLOR[ticket.status]} variant="filled">
              Status: {TICKET_STATUS_LABELS[ticket.status]}
            </Badge>
            <Text size="sm" c="dimmed">
              {ticket.username}
              {staff && ticket.organization_name ? ` (${ticket.organization_name})` : ''},{' '}
              {formatTicketDate(ticket.created_at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {ticket.content}
          </Text>
          {staff && !closed && (
            <ThreadStatusPicker
              current={ticket.status}
              options={TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }))}
              w={180}
              saving={update.isPending}
              onSave={(next) => update.mutate(next)}
            />
          )}
        </Stack>
      </Card>
      <ThreadAttachments
        files={ticket.files}
        label="Attachments of the ticket"
        save={transport.save}
        failedMessage={failedDownload}
      />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Messages
          </Title>
          {closed ? (
            <Text size="sm" c="dimmed">
              This ticket is closed.
            </Text>
          ) : (
            <Stack gap="xs">
              <Textarea
                label="Reply"
                autosize
                minRows={3}
                maxLength={10_000}
                value={content}
                onChange={(e) => setContent(e.currentTarget.value)}
              />
              <Group justify="space-between" align="flex-end">
                <ThreadFilesInput label="Files" value={reply.files} onChange={reply.setFiles} w={320} />
                <Button onClick={send} loading={reply.pending}>
                  Send
                </Button>
              </Group>
            </Stack>
          )}
          <ThreadMessages
            label="Messages"
            empty="No messages yet"
            save={transport.save}
            failedMessage={failedDownload}
            messages={messages.map((m) => ({
              id: m.id,
              author: m.username,
              at: formatTicketDate(m.created_at),
              text: m.message,
              attachments: m.attachments,
              staff: m.type === 'admin',
            }))}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
