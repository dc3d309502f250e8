import { errorText } from '@app/core/web';
import { Alert, Anchor, Breadcrumbs, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { REFERENCE_SECTION_TYPES, TASK_MESSAGES as M, type Reference } from '../../../shared/index.ts';
import { CreateTaskModal } from '../../components/CreateTaskModal/CreateTaskModal.tsx';
import { TaskCard } from '../../components/TaskCard/TaskCard.tsx';
import { taskPath, tasksKeys, useTasksClient } from '../../hooks.ts';

const isId = (v: string | null) => (v && /^[0-9a-f]{24}$/.test(v) ? v : null);

/** `?create=1&section_type=…&section_id=…&file_id=…` opens the create form with that reference (the dossier's 'Create Task' control). */
function referenceFromQuery(params: URLSearchParams): Reference | null {
  const type = params.get('section_type');
  if (!type || !(REFERENCE_SECTION_TYPES as readonly string[]).includes(type)) return null;
  return {
    section_type: type as Reference['section_type'],
    section_id: isId(params.get('section_id')),
    file_id: isId(params.get('file_id')),
  };
}

/** /{id}/tasks/ (one client, with Create Task) and /tasks/ (every client): task cards, newest first. */
export default function TaskListScreen() {
  const { companyId = null } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useTasksClient();
  const initialReference = useMemo(() => referenceFromQuery(params), [params]);
  const [creating, setCreating] = useState(params.get('create') === '1');
  const tasks = useQuery({
    queryKey: tasksKeys.list(companyId),
    queryFn: () => client.listTasks(companyId ? { company_id: companyId } : {}),
  });
  const close = () => {
    setCreating(false);
    if (params.has('create')) setParams({}, { replace: true });
  };
  return (
    <Stack gap="md">
      <Breadcrumbs>
        {companyId && (
          <Anchor component={Link} to={`/${companyId}`}>
            Client
          </Anchor>
        )}
        <Text size="sm">Tasks</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1}>{companyId ? 'Tasks' : 'All Tasks'}</Title>
        {companyId && <Button onClick={() => setCreating(true)}>Create Task</Button>}
      </Group>
      {tasks.isPending && <Loader role="status" aria-label="Loading tasks" />}
      {tasks.isError && (
        <Alert color="red" role="alert">
          {errorText(tasks.error, M.errorDuring('loading the tasks'))}
        </Alert>
      )}
      {tasks.isSuccess && tasks.data.tasks.length === 0 && <Text c="dimmed">{M.noTasks}</Text>}
      {tasks.isSuccess && tasks.data.tasks.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" role="list" aria-label="Tasks">
          {tasks.data.tasks.map((task) => (
            <div role="listitem" key={task._id}>
              <TaskCard task={task} showClient={!companyId} />
            </div>
          ))}
        </SimpleGrid>
      )}
      {companyId && (
        <CreateTaskModal
          key={
            initialReference
              ? `${initialReference.section_type}${initialReference.section_id}${initialReference.file_id}`
              : 'new'
          }
          companyId={companyId}
          opened={creating}
          onClose={close}
          initialReference={initialReference}
          onCreated={(task) => navigate(taskPath(task.company_id, task._id))}
        />
      )}
    </Stack>
  );
}
