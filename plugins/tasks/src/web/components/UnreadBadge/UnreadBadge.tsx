import { useSession } from '@app/core/web';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { tasksKeys, useTasksClient } from '../../hooks.ts';

/** Sidebar badge of 'Tasks': tasks assigned to me with news (assignment, a message) I have not opened. Polled every 30 s. */
export function UnreadBadge() {
  const client = useTasksClient();
  const session = useSession();
  const allowed = session.can('view_dashboard_tab');
  const count = useQuery({
    queryKey: tasksKeys.unread,
    queryFn: () => client.unreadCount(undefined),
    enabled: allowed,
    refetchInterval: 30_000,
  });
  if (!allowed || !count.data?.count) return null;
  return (
    <Badge
      size="sm"
      color="red.9"
      circle={count.data.count < 10}
      aria-label={`${count.data.count} tasks with news`}
      data-testid="tasks-unread"
    >
      {count.data.count}
    </Badge>
  );
}
