import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateInput } from '@app/core/web';
import { useState } from 'react';
import { ADMIN_MESSAGES as M } from '../../../shared/index.ts';
import { UsageTable } from '../../components/UsageTable/UsageTable.tsx';
import { adminKeys, errorDetail, isoDay, useAdminClient } from '../../hooks.ts';

/** /admin/dashboard: usage by dates [000:43] (converted rows per e-mail between two dates, inclusive). */
export default function AdminDashboardScreen() {
  const client = useAdminClient();
  const [draft, setDraft] = useState({ startDate: isoDay(30), endDate: isoDay(0) });
  const [range, setRange] = useState(draft);
  const invalid =
    !draft.startDate || !draft.endDate
      ? 'Choose a start and an end date'
      : draft.startDate > draft.endDate
        ? M.dateOrder
        : null;
  const usage = useQuery({
    queryKey: adminKeys.usage(range.startDate, range.endDate),
    queryFn: () => client.getUsageInfo(range),
  });
  const total = (usage.data?.result ?? []).reduce((n, r) => n + r.count, 0);
  return (
    <Stack gap="md">
      <Title order={1}>Dashboard</Title>
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Usage period"
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          if (!invalid) setRange(draft);
        }}
      >
        <Group align="flex-end">
          <DateInput
            label="Start date"
            required
            clearable={false}
            value={draft.startDate}
            onChange={(startDate) => setDraft({ ...draft, startDate })}
          />
          <DateInput
            label="End date"
            required
            clearable={false}
            value={draft.endDate}
            onChange={(endDate) => setDraft({ ...draft, endDate })}
            error={invalid}
          />
          <Button type="submit" disabled={Boolean(invalid)}>
            Show usage
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="bo-usage">
        <Title order={2} size="h4" id="bo-usage" mb="xs">
          Usage from {range.startDate} to {range.endDate}
        </Title>
        {usage.isPending && <Loader role="status" aria-label="Loading usage" />}
        {usage.isError && (
          <Alert color="red" role="alert" title={M.errorLoadingUsage}>
            {errorDetail(usage.error)}
          </Alert>
        )}
        {usage.isSuccess && (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              {total} converted rows by {usage.data.result.length} users
            </Text>
            <UsageTable rows={usage.data.result} />
          </>
        )}
      </Paper>
    </Stack>
  );
}
