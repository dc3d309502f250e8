import { Avatar, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatTaskDate,
  personInitials,
  personName,
  statusLabel,
  type PersonRef,
  type Task,
} from '../../../shared/index.ts';
import { taskPath } from '../../hooks.ts';

const STATUS_COLOR: Record<string, string> = { 'to do': 'gray.7', review: '#8a4b00', done: '#1b5e20' };

function Person({ role, person }: { role: string; person: PersonRef }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={`${role}: ${personName(person)}`}>
        <Avatar size="sm" radius="xl" color="blue" aria-hidden>
          {personInitials(person)}
        </Avatar>
      </Tooltip>
      <Text size="xs" c="dimmed">
        {role}: {personName(person)}
      </Text>
    </Group>
  );
}

/** One task on the list: first message, description, client (all-clients view), status, date, creator and executor. */
export function TaskCard({ task, showClient }: { task: Task; showClient: boolean }) {
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={`Task ${task.description}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text
            fw={600}
            component={Link}
            to={taskPath(task.company_id, task._id)}
            style={{ textDecoration: 'none', color: 'inherit' }}
            lineClamp={2}
          >
            {task.description}
          </Text>
          <Group gap={6} wrap="nowrap">
            {task.unread && (
              <Badge color="red.9" size="sm">
                New
              </Badge>
            )}
            <Badge
              color={STATUS_COLOR[task.status] ?? 'gray'}
              variant="filled"
              aria-label={`Status ${statusLabel(task.status)}`}
            >
              {statusLabel(task.status)}
            </Badge>
          </Group>
        </Group>
        {task.firstComment && (
          <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {task.firstComment.message}
          </Text>
        )}
        {showClient && (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Client:{' '}
            </Text>
            {task.company_data.name || task.company_id}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Submitted {formatTaskDate(task.createdAt)}
        </Text>
        <Group gap="lg">
          <Person role="Creator" person={task.creator_} />
          <Person role="Executor" person={task.assignee_} />
        </Group>
      </Stack>
    </Card>
  );
}
