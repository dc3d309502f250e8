import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES as M } from '../../../shared/index.ts';
import { PlatformControlForm } from '../../components/PlatformControlForm/PlatformControlForm.tsx';
import { adminKeys, errorDetail, useAdminClient } from '../../hooks.ts';

/** /admin/platform_control [000:45]. */
export default function PlatformControlScreen() {
  const client = useAdminClient();
  const control = useQuery({
    queryKey: adminKeys.platformControl,
    queryFn: () => client.getPlatformControl(undefined),
  });
  return (
    <Stack gap="md">
      <Title order={1}>Platform Control</Title>
      <Text size="sm" c="dimmed">
        Prices of conversions: a subscription covers a number of rows for 30 days; rows beyond it cost credits per row.
      </Text>
      {control.isPending && <Loader role="status" aria-label="Loading platform control" />}
      {control.isError && (
        <Alert color="red" role="alert" title={M.errorLoadingPlatformControl}>
          {errorDetail(control.error)}
        </Alert>
      )}
      {control.isSuccess && (
        <PlatformControlForm
          key={control.data.platformControl.last_updated_at ?? 'defaults'}
          initial={control.data.platformControl}
        />
      )}
    </Stack>
  );
}
