import { useClient } from '@app/core/web';
import { useMemo } from 'react';
import { createTasksClient, type TasksClient } from '../shared/index.ts';

export function useTasksClient(): TasksClient {
  const http = useClient();
  return useMemo(() => createTasksClient(http), [http]);
}

export const tasksKeys = {
  all: ['tasks'] as const,
  list: (companyId: string | null) => ['tasks', 'list', companyId ?? ''] as const,
  item: (id: string) => ['tasks', 'item', id] as const,
  unread: ['tasks', 'unread'] as const,
  assignees: ['tasks', 'assignees'] as const,
};

/** `/tasks/` or `/{companyId}/tasks/`, and one task below it. */
export const tasksPath = (companyId?: string | null) => (companyId ? `/${companyId}/tasks/` : '/tasks/');
export const taskPath = (companyId: string, taskId: string) => `/${companyId}/tasks/${taskId}`;
