import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { confirm, notifyError, notifySuccess } from '@app/core/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES as M, type Subscription } from '../../../shared/index.ts';
import {
  adminKeys,
  errorDetail,
  formatCredits,
  formatDateTime,
  remainingText,
  STATUS_COLOR,
  STATUS_LABEL,
  useAdminClient,
} from '../../hooks.ts';

export interface SubscriptionPanelProps {
  userId: string;
  subscription: Subscription;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** Subscription with the remaining days / hours / minutes [000:77] and Activate subscription [000:128]. */
export function SubscriptionPanel({ userId, subscription: s }: SubscriptionPanelProps) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const activate = useMutation({
    mutationFn: () => client.activateSubscription({ user_id: userId }),
    onSuccess: () => {
      notifySuccess(M.subscriptionActivated);
      void queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) });
    },
    onError: (e) => notifyError(errorDetail(e), M.errorSubscriptionActivation),
  });
  const onActivate = async () => {
    const ok = await confirm({
      title: 'Activate subscription',
      message: "The subscription cost is charged to the user's credits. Activate the subscription?",
    });
    if (ok) activate.mutate();
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bo-subscription">
      <Group justify="space-between" mb="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="bo-subscription">
            Subscription
          </Title>
          <Badge color={STATUS_COLOR[s.status]} variant="filled">
            {STATUS_LABEL[s.status]}
          </Badge>
        </Group>
        <Button onClick={onActivate} loading={activate.isPending} disabled={s.status === 'active'}>
          Activate subscription
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Field label="Activated at">{formatDateTime(s.activated_at)}</Field>
        <Field label="Expires at">{formatDateTime(s.expire_at)}</Field>
        <Field label="Rows used">{s.status === 'none' ? '—' : `${s.rows_used} of ${s.subscription_amount_rows}`}</Field>
        <Field label="Remaining">{s.status === 'active' ? remainingText(s) : '—'}</Field>
        {s.status !== 'none' && <Field label="Cost">{formatCredits(s.subscription_cost)}</Field>}
      </SimpleGrid>
    </Paper>
  );
}
