import {
  errorText,
  notifyError,
  notifySuccess,
  ThreadAttachments,
  ThreadMessages,
  ThreadStatusPicker,
} from '@app/core/web';
import { Alert, Anchor, Breadcrumbs, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatTaskDate, personName, statusLabel, TASK_MESSAGES as M, type TaskStatus } from '../../../shared/index.ts';
import { AddDetailsModal } from '../../components/AddDetailsModal/AddDetailsModal.tsx';
import { tasksKeys, tasksPath, useTasksClient } from '../../hooks.ts';
import { useTasksTransport } from '../../transport.tsx';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0 }}>{children}</div>
    </Group>
  );
}

/** /{id}/tasks/{task_id}: details with reference links, status selector with Save, discussion, attachments. */
export default function TaskScreen() {
  const { companyId = '', taskId = '' } = useParams();
  const client = useTasksClient();
  const transport = useTasksTransport();
  const queryClient = useQueryClient();
  const item = useQuery({ queryKey: tasksKeys.item(taskId), queryFn: () => client.getTask({ id: taskId }) });
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    // Opening the task clears its badge on the server.
    if (item.isSuccess) void queryClient.invalidateQueries({ queryKey: tasksKeys.unread });
  }, [item.isSuccess, queryClient]);
  const save = useMutation({
    mutationFn: (next: TaskStatus) => client.updateTask({ task_id: taskId, status: next }),
    onSuccess: (res) => {
      notifySuccess(M.statusUpdated);
      queryClient.setQueryData(tasksKeys.item(taskId), (old: typeof item.data) =>
        old ? { ...old, task: res.task } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['tasks', 'list'] });
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('the status update'))),
  });

  if (item.isPending) return <Loader role="status" aria-label="Loading the task" />;
  if (item.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(item.error, M.taskNotFound)}
      </Alert>
    );
  const { task, messages, concern } = item.data;
  const options = [...new Set([task.status, ...task.status_options])].map((s) => ({ value: s, label: statusLabel(s) }));
  const canChange = task.status_options.length > 0;
  const failedDownload = M.errorDuring('file download');

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to={tasksPath(companyId)}>
          Tasks
        </Anchor>
        <Text size="sm" lineClamp={1}>
          {task.description}
        </Text>
      </Breadcrumbs>
      <Title order={1}>{task.description}</Title>
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Details
          </Title>
          <Detail label="Description">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {task.firstComment?.message ?? task.description}
            </Text>
          </Detail>
          <Detail label="Client">
            <Text size="sm">{task.company_data.name}</Text>
          </Detail>
          <Detail label="Created at">
            <Text size="sm">{formatTaskDate(task.createdAt)}</Text>
          </Detail>
          <Detail label="Creator">
            <Text size="sm">{personName(task.creator_)}</Text>
          </Detail>
          <Detail label="Assignee">
            <Text size="sm">{personName(task.assignee_)}</Text>
          </Detail>
          <Detail label="Sections and files">
            {concern.length === 0 ? (
              <Text size="sm" c="dimmed">
                None
              </Text>
            ) : (
              <List size="sm" spacing={2} aria-label="Sections and files">
                {concern.map((c) => (
                  <List.Item key={`${c.section_type}${c.section_id}${c.file_id}`}>
                    <Anchor href={c.path} target="_blank" rel="noopener noreferrer" size="sm">
                      {c.label}
                    </Anchor>
                    {!c.exists && (
                      <Text span size="xs" c="red.8">
                        {' '}
                        (removed from the dossier)
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
          </Detail>
          <Detail label="Status">
            {canChange ? (
              <ThreadStatusPicker
                current={task.status}
                options={options}
                hideLabel
                w={160}
                saving={save.isPending}
                onSave={(next) => save.mutate(next)}
              />
            ) : (
              <Text size="sm" fw={600}>
                {statusLabel(task.status)}
              </Text>
            )}
          </Detail>
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Discussion
            </Title>
            <Button variant="light" onClick={() => setAdding(true)}>
              {M.addMoreDetails}
            </Button>
          </Group>
          <ThreadMessages
            label="Discussion"
            save={transport.save}
            failedMessage={failedDownload}
            messages={messages.map((m) => ({
              id: m._id,
              author: m.username,
              at: formatTaskDate(m.createdAt),
              text: m.message,
              attachments: m.attachments,
            }))}
          />
        </Stack>
      </Card>
      <ThreadAttachments
        files={task.files}
        label="Attachments of the task"
        save={transport.save}
        failedMessage={failedDownload}
      />
      <AddDetailsModal taskId={task._id} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
