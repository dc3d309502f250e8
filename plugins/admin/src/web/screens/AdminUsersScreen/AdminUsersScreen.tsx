import { Alert, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES as M } from '../../../shared/index.ts';
import { BoUsersTable } from '../../components/BoUsersTable/BoUsersTable.tsx';
import { adminKeys, errorDetail, useAdminClient } from '../../hooks.ts';

/** /admin/users (bo_users): every user of every organisation. */
export default function AdminUsersScreen() {
  const client = useAdminClient();
  const users = useQuery({ queryKey: adminKeys.users, queryFn: () => client.getUsers(undefined) });
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (users.data?.users ?? []).filter(
    (u) => !needle || `${u.username} ${u.email} ${u.organization.name}`.toLowerCase().includes(needle),
  );
  return (
    <Stack gap="md">
      <Title order={1}>Users</Title>
      <TextInput
        label="Search"
        placeholder="Name, e-mail or organisation"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        maw={360}
      />
      {users.isPending && <Loader role="status" aria-label="Loading users" />}
      {users.isError && (
        <Alert color="red" role="alert" title={M.errorLoadingUserData}>
          {errorDetail(users.error)}
        </Alert>
      )}
      {users.isSuccess && (
        <>
          <Text size="sm" c="dimmed">
            {shown.length} of {users.data.users.length} users
          </Text>
          <BoUsersTable users={shown} />
        </>
      )}
    </Stack>
  );
}
