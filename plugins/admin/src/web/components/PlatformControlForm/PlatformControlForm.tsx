import { Button, Group, NumberInput, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifyError, notifySuccess } from '@app/core/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES as M, type PlatformControl, type PlatformControlInput } from '../../../shared/index.ts';
import { adminKeys, errorDetail, formatDateTime, useAdminClient } from '../../hooks.ts';

type NumericField = 'subscription_cost' | 'subscription_amount_rows' | 'subscription_cost_per_row';
const FIELDS: { name: NumericField; label: string; decimals: number; hint: string }[] = [
  {
    name: 'subscription_cost',
    label: 'subscription_cost',
    decimals: 2,
    hint: 'Credits charged when a subscription is activated',
  },
  {
    name: 'subscription_amount_rows',
    label: 'subscription_amount_rows',
    decimals: 0,
    hint: 'Rows included in one subscription period (30 days)',
  },
  {
    name: 'subscription_cost_per_row',
    label: 'subscription_cost_per_row',
    decimals: 4,
    hint: 'Credits per converted row beyond the subscription',
  },
];

/** Platform control [000:45, 90]: three values between 0 and 1000, e-mails YES/NO, last update. */
export function PlatformControlForm({ initial }: { initial: PlatformControl }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<NumericField, number | string>>({
    subscription_cost: initial.subscription_cost,
    subscription_amount_rows: initial.subscription_amount_rows,
    subscription_cost_per_row: initial.subscription_cost_per_row,
  });
  const [emails, setEmails] = useState<'YES' | 'NO'>(initial.emails_send_out);
  const [errors, setErrors] = useState<Partial<Record<NumericField, string>>>({});
  const save = useMutation({
    mutationFn: (input: PlatformControlInput) => client.setPlatformControl(input),
    onSuccess: (data) => {
      notifySuccess(M.changesSaved);
      queryClient.setQueryData(adminKeys.platformControl, { platformControl: data.platformControl });
    },
    onError: (e) => notifyError(errorDetail(e), M.errorUpdatingPlatformControl),
  });
  const submit = () => {
    const found: Partial<Record<NumericField, string>> = {};
    for (const f of FIELDS) {
      const v = values[f.name];
      const n = Number(v);
      if (
        v === '' ||
        !Number.isFinite(n) ||
        n < 0 ||
        n > 1000 ||
        Math.abs(n * 10 ** f.decimals - Math.round(n * 10 ** f.decimals)) > 1e-6
      )
        found[f.name] = M.checkSpecifiedValue;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({
      subscription_cost: Number(values.subscription_cost),
      subscription_amount_rows: Number(values.subscription_amount_rows),
      subscription_cost_per_row: Number(values.subscription_cost_per_row),
      emails_send_out: emails,
    });
  };
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-label="Platform control"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {FIELDS.map((f) => (
            <NumberInput
              key={f.name}
              label={f.label}
              description={f.hint}
              min={0}
              max={1000}
              clampBehavior="strict"
              decimalScale={f.decimals}
              value={values[f.name]}
              onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))}
              error={errors[f.name]}
            />
          ))}
        </SimpleGrid>
        <Radio.Group label="emails_send_out" value={emails} onChange={(v) => setEmails(v === 'NO' ? 'NO' : 'YES')}>
          <Group mt="xs">
            <Radio value="YES" label="YES" />
            <Radio value="NO" label="NO" />
          </Group>
        </Radio.Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            last_updated_at: {formatDateTime(save.data?.platformControl.last_updated_at ?? initial.last_updated_at)}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
