import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, notifyError, notifySuccess, useSession } from '@app/core/web';
import { MESSAGES } from '../../../shared/messages.ts';
import { queryKeys, useAuthClient } from '../../hooks.ts';

/** ADMINISTRATOR only: require two-factor authentication for every user of the organisation. */
export function OrganisationSecurity() {
  const client = useAuthClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: queryKeys.organization,
    queryFn: () => client.getOrganizationSettings(undefined),
  });
  const save = useMutation({
    mutationFn: (require_two_factor: boolean) => client.updateOrganizationSettings({ require_two_factor }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.organization, {
        name: data.name,
        require_two_factor: data.require_two_factor,
      });
      notifySuccess(MESSAGES.changesSaved);
      void session.refresh();
    },
    onError: (e) => notifyError(errorText(e, MESSAGES.errorDuring('company settings update'))),
  });
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Organisation security
        </Title>
        {settings.isError ? (
          <Text c="red.8">{MESSAGES.errorDuring('loading the organisation settings')}</Text>
        ) : (
          <Switch
            label="Require two-factor authentication for all users"
            checked={settings.data?.require_two_factor ?? false}
            disabled={settings.isPending || save.isPending}
            onChange={(e) => save.mutate(e.currentTarget.checked)}
          />
        )}
      </Stack>
    </Paper>
  );
}
