import { Badge } from '@mantine/core';
import { isPending } from './ops-hooks.ts';

/** The pending-changes marker of a field with a `new_value` awaiting approval [001:264]. */
export function PendingBadge({ field, label = 'pending' }: { field: unknown; label?: string }) {
  return isPending(field) ? (
    <Badge size="xs" color="indigo.9">
      {label}
    </Badge>
  ) : null;
}
