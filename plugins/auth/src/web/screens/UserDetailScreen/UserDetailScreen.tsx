import { Alert, Anchor, Breadcrumbs, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { UserGeneralPanel } from '../../components/UserGeneralPanel/UserGeneralPanel.tsx';
import { UserPermissionsPanel } from '../../components/UserPermissionsPanel/UserPermissionsPanel.tsx';
import { queryKeys, useAuthClient, useCurrentUser } from '../../hooks.ts';

/** /user-management/users/:id/ (company_users): General and User Permissions tabs. */
export default function UserDetailScreen() {
  const { id = '' } = useParams();
  const client = useAuthClient();
  const session = useCurrentUser();
  const account = useQuery({ queryKey: queryKeys.account(id), queryFn: () => client.getAccount({ id }) });
  const user = account.data?.user;
  useEffect(() => {
    if (user) document.title = `User Management - ${user.username}`;
  }, [user]);

  return (
    <Stack gap="md">
      <Breadcrumbs aria-label="Breadcrumb">
        <Anchor component={Link} to="/user-management">
          User Management
        </Anchor>
        <Text>{user?.username ?? '…'}</Text>
      </Breadcrumbs>
      {account.isPending && <Text role="status">LOADING...</Text>}
      {account.isError && <Alert color="red">{MESSAGES.errorLoadingUserData}</Alert>}
      {user && (
        <>
          <Title order={1}>{user.username}</Title>
          <Tabs defaultValue="general" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="general">General</Tabs.Tab>
              {session.can('view_permission_of_user') && <Tabs.Tab value="permissions">User Permissions</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="general" pt="md">
              <UserGeneralPanel user={user} />
            </Tabs.Panel>
            {session.can('view_permission_of_user') && (
              <Tabs.Panel value="permissions" pt="md">
                <UserPermissionsPanel user={user} />
              </Tabs.Panel>
            )}
          </Tabs>
        </>
      )}
    </Stack>
  );
}
