import { AttachmentList, errorText, notifyError, notifySuccess, useSession } from '@app/core/web';
import { Alert, Anchor, Badge, Breadcrumbs, Button, Card, FileInput, Group, Loader, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatTicketDate, SEVERITY_LABELS, SUPPORT_MESSAGES as M, TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketMessage, type TicketStatus } from '../../../shared/index.ts';
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
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const sending = useRef(false);
  const current = item.data?.ticket.status ?? null;
  useEffect(() => setStatus(current), [current]);

  const patch = (change: (old: Loaded) => Loaded) => queryClient.setQueryData<Loaded>(supportKeys.item(id), (old) => (old ? change(old) : old));
  const update = useMutation({
    mutationFn: (next: TicketStatus) => client.updateTicket({ ticket_id: id, status: next }),
    onSuccess: (res) => {
      notifySuccess(M.statusUpdated);
      patch((old) => ({ ...old, ticket: res.ticket }));
      void queryClient.invalidateQueries({ queryKey: supportKeys.list });
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('the status update'))),
  });
  const reply = useMutation({
    mutationFn: async () => {
      const uploaded = await transport.uploadAll(files);
      return client.createTicketMessage({ ticket_id: id, content, files: uploaded.map((f) => f._id) });
    },
    onSuccess: (res) => {
      setContent('');
      setFiles([]);
      const message = res.message as TicketMessage | null;
      // A new message is prepended to the list (seed 002 §4); its files join the ticket's attachments.
      if (message) patch((old) => ({ ...old, messages: [message, ...old.messages], ticket: { ...old.ticket, files: [...old.ticket.files, ...message.attachments] } }));
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('sending the reply'))),
    onSettled: () => {
      sending.current = false;
    },
  });
  const send = () => {
    // Empty replies are ignored; a second send while one is in flight too.
    if (sending.current || (!content.trim() && !files.length)) return;
    sending.current = true;
    reply.mutate();
  };

  if (item.isPending) return <Loader role="status" aria-label="Loading the ticket" />;
  if (item.isError) return <Alert color="red" role="alert">{errorText(item.error, M.ticketNotFound)}</Alert>;
  const { ticket, messages } = item.data;
  const closed = ticket.status === 'closed';

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/help-center">Help Center</Anchor>
        <Text size="sm" lineClamp={1}>{ticket.subject}</Text>
      </Breadcrumbs>
      <Title order={1}>{ticket.subject}</Title>
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Group gap="sm">
            <Badge color={SEVERITY_COLOR[ticket.severity]} variant="filled">Severity: {SEVERITY_LABELS[ticket.severity]}</Badge>
            <Badge color={STATUS_COLOR[ticket.status]} variant="filled">Status: {TICKET_STATUS_LABELS[ticket.status]}</Badge>
            <Text size="sm" c="dimmed">{ticket.username}{staff && ticket.organization_name ? ` (${ticket.organization_name})` : ''}, {formatTicketDate(ticket.created_at)}</Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{ticket.content}</Text>
          {staff && !closed && (
            <Group gap="xs" align="flex-end">
              <Select label="Status" data={TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }))} value={status} onChange={(v) => setStatus(v as TicketStatus | null)} allowDeselect={false} w={180} />
              {status && status !== ticket.status && <Button onClick={() => update.mutate(status)} loading={update.isPending}>Save</Button>}
            </Group>
          )}
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">Attachments</Title>
        {ticket.files.length ? <AttachmentList files={ticket.files} label="Attachments of the ticket" save={transport.save} failedMessage={M.errorDuring('file download')} /> : <Text size="sm" c="dimmed">No attachments</Text>}
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} size="h4">Messages</Title>
          {closed ? <Text size="sm" c="dimmed">This ticket is closed.</Text> : (
            <Stack gap="xs">
              <Textarea label="Reply" autosize minRows={3} maxLength={10_000} value={content} onChange={(e) => setContent(e.currentTarget.value)} />
              <Group justify="space-between" align="flex-end">
                <FileInput label="Files" description="10 MB per file" multiple clearable clearButtonProps={{ 'aria-label': 'Remove the chosen files' }} value={files} onChange={setFiles} w={320} />
                <Button onClick={send} loading={reply.isPending}>Send</Button>
              </Group>
            </Stack>
          )}
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Messages">
            {messages.map((m) => (
              <li key={m.id}>
                <Card withBorder padding="sm" bg={m.type === 'admin' ? 'blue.0' : 'gray.0'}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>{m.username}</Text>
                    <Text size="xs" c="dimmed">{formatTicketDate(m.created_at)}</Text>
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{m.message}</Text>
                  <AttachmentList files={m.attachments} label={`Attachments of the message of ${m.username}`} save={transport.save} failedMessage={M.errorDuring('file download')} />
                </Card>
              </li>
            ))}
          </Stack>
          {messages.length === 0 && <Text size="sm" c="dimmed">No messages yet</Text>}
        </Stack>
      </Card>
    </Stack>
  );
}
