import { Alert, Loader } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionEffect } from '@app/core/shared';
import { notifyError, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import type { User } from '../../../shared/user.schema.ts';
import { queryKeys, useAuthClient, useCurrentUser } from '../../hooks.ts';
import { PermissionEditor } from '../PermissionEditor/PermissionEditor.tsx';

/** Loads a user's permissions and saves each change immediately. */
export function UserPermissionsPanel({ user }: { user: User }) {
  const client = useAuthClient();
  const session = useCurrentUser();
  const queryClient = useQueryClient();
  const key = queryKeys.accountPermissions(user._id);
  // Choices shown at once (same tick as the click) until their call settles.
  const [pending, setPending] = useState<Record<string, PermissionEffect>>({});
  const permissions = useQuery({ queryKey: key, queryFn: () => client.getAccountPermissions({ id: user._id }) });
  const update = useMutation({
    mutationFn: ({ name, effect }: { name: string; effect: PermissionEffect }) =>
      client.updatePermissions({ user_id: user._id, name, effect }),
    // Optimistic: the choice flips at once and is put back if the call fails.
    onMutate: ({ name, effect }) => {
      const previous = queryClient.getQueryData<{ permissions: Record<string, PermissionEffect> }>(key);
      if (previous) queryClient.setQueryData(key, { permissions: { ...previous.permissions, [name]: effect } });
      return { previous };
    },
    onSuccess: (data) => {
      queryClient.setQueryData(key, { permissions: data.permissions });
      notifySuccess(MESSAGES.userChangesApplied);
      if (session.user?.id === user._id) void session.refresh();
    },
    onSettled: (_data, _error, { name }) => setPending(({ [name]: _done, ...rest }) => rest),
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifyError(MESSAGES.errorUpdatingPermissions);
    },
  });

  if (permissions.isPending) return <Loader aria-label="Loading permissions" />;
  if (permissions.isError) return <Alert color="red">{MESSAGES.errorLoadingUserData}</Alert>;
  return (
    <PermissionEditor
      permissions={{ ...permissions.data.permissions, ...pending }}
      disabled={!session.can('change_permission_of_user')}
      lockUserManagement={user.type === 'ADMINISTRATOR'}
      onChange={(name, effect) => {
        setPending((p) => ({ ...p, [name]: effect }));
        update.mutate({ name, effect });
      }}
    />
  );
}
