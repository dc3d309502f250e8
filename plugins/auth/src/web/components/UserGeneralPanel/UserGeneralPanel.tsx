import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirm, errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import type { User } from '../../../shared/user.schema.ts';
import { queryKeys, roleLabel, useAuthClient, useCurrentUser } from '../../hooks.ts';
import { UserFormModal } from '../UserFormModal/UserFormModal.tsx';

/** User detail 'General': Username, Email, Role, with Edit User and Delete User. */
export function UserGeneralPanel({ user }: { user: User }) {
  const client = useAuthClient();
  const session = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => client.deleteAccount({ user_id: user._id }),
    onSuccess: () => {
      notifySuccess(MESSAGES.userDeleted);
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts });
      void navigate('/user-management');
    },
    onError: (e) => notifyError(errorText(e, MESSAGES.errorDuring('user deletion'))),
  });
  const askDelete = async () => {
    if (await confirm({ title: 'Delete User', message: MESSAGES.deleteUserConfirm, danger: true })) remove.mutate();
  };
  const viewerIsAdmin = session.raw?.user.type === 'ADMINISTRATOR';

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[
            ['Username', user.username],
            ['Email', user.email],
            ['Role', roleLabel(user.type)],
          ].map(([label, value]) => (
            <div key={label}>
              <Text size="sm" fw={600}>
                {label}
              </Text>
              <Text>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Group>
          {session.can('update_user') && <Button onClick={() => setEditing(true)}>Edit User</Button>}
          {session.can('delete_user') && user.type !== 'ADMINISTRATOR' && (
            <Button color="red" variant="filled" loading={remove.isPending} onClick={() => void askDelete()}>
              Delete User
            </Button>
          )}
        </Group>
      </Stack>
      <UserFormModal opened={editing} onClose={() => setEditing(false)} user={user} canChooseRole={viewerIsAdmin} />
    </Paper>
  );
}
