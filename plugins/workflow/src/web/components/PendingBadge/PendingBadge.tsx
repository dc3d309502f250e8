import { useSession } from '@app/core/web';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useWorkflowClient, workflowKeys } from '../../hooks.ts';

/**
 * Sidebar badge of 'Work Flow': changes waiting for confirmation. Polled every 15 s; on the
 * workflow and change-log pages their live stream refreshes it at once. (Keeping an event stream
 * open on every page would hold a connection per tab for nothing.)
 */
export function PendingBadge() {
  const client = useWorkflowClient();
  const session = useSession();
  const allowed = session.can('view_requested_changes');
  const count = useQuery({
    queryKey: workflowKeys.count('forConfirmation', null),
    queryFn: () => client.countNotifications({ view: 'forConfirmation' }),
    enabled: allowed,
    refetchInterval: 15_000,
  });
  if (!allowed || !count.data) return null;
  return (
    <Badge
      size="sm"
      circle={count.data.count < 10}
      aria-label={`${count.data.count} changes waiting`}
      data-testid="workflow-count"
    >
      {count.data.count}
    </Badge>
  );
}
