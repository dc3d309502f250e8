import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { UserFormModal } from '../../components/UserFormModal/UserFormModal.tsx';
import { UsersTable, userPath } from '../../components/UsersTable/UsersTable.tsx';
import { queryKeys, useAuthClient, useCurrentUser } from '../../hooks.ts';

/** /user-management: the organisation's users; guarded by view_user. */
export default function UserManagementScreen() {
  const client = useAuthClient();
  const session = useCurrentUser();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const accounts = useQuery({ queryKey: queryKeys.accounts, queryFn: () => client.listAccounts(undefined) });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>User Management</Title>
        {session.can('create_user') && <Button onClick={() => setAdding(true)}>Add User</Button>}
      </Group>
      <Paper withBorder>
        {accounts.isPending && <Loader m="md" aria-label="Loading users" />}
        {accounts.isError && (
          <Alert color="red" m="md">
            {MESSAGES.errorLoadingUserData}
          </Alert>
        )}
        {accounts.isSuccess && (
          <UsersTable users={accounts.data.accounts} onOpen={(u) => void navigate(userPath(u._id))} />
        )}
      </Paper>
      <UserFormModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
