import { useSession } from '@app/core/web';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pollInterval, useLiveChanges, useWorkflowClient, workflowKeys } from '../../hooks.ts';

/** Sidebar badge of 'Work Flow': changes waiting for confirmation, live (SSE) or polled. */
export function PendingBadge() {
  const client = useWorkflowClient();
  const session = useSession();
  const allowed = session.can('view_requested_changes');
  const live = useLiveChanges(allowed);
  const count = useQuery({
    queryKey: workflowKeys.count('forConfirmation', null),
    queryFn: () => client.countNotifications({ view: 'forConfirmation' }),
    enabled: allowed,
    refetchInterval: pollInterval(live),
  });
  if (!allowed || !count.data) return null;
  return (
    <Badge size="sm" circle={count.data.count < 10} aria-label={`${count.data.count} changes waiting`} data-testid="workflow-count">
      {count.data.count}
    </Badge>
  );
}
