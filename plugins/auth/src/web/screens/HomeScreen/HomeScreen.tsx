import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { HomeWidgets } from '@app/core/web';
import { Link } from 'react-router';
import { roleLabel, useCurrentUser } from '../../hooks.ts';
import { TwoFactorPendingPopup } from '../../components/TwoFactorPendingPopup/TwoFactorPendingPopup.tsx';

/** '/home' ('/' is the client list of staff, who land there): the signed-in user's organisation, role, account security and the plugins' work panels (open cases, alerts). */
export default function HomeScreen() {
  const { raw, user } = useCurrentUser();
  if (!raw || !user) return null;
  const needsTwoFactor = raw.organization.require_two_factor && !raw.user.two_factor_enabled;

  return (
    <Stack gap="lg">
      <Title order={1}>Welcome, {user.fullName || user.username}</Title>
      <TwoFactorPendingPopup />
      {needsTwoFactor && (
        <Alert color="yellow" title="Two-factor authentication required">
          Your organisation requires two-factor authentication.{' '}
          <Anchor component={Link} to="/profile-settings">
            Set it up in Settings
          </Anchor>
          .
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder p="md">
          <Text size="sm" fw={600}>
            Organisation
          </Text>
          <Text size="lg">{raw.organization.name}</Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm" fw={600}>
            Your role
          </Text>
          <Text size="lg">{roleLabel(raw.user.type)}</Text>
          {raw.user.is_super_user && <Badge color="grape.9">Super user</Badge>}
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm" fw={600}>
            Account security
          </Text>
          <Group gap="xs" mt={4}>
            <Badge color={raw.user.email_verified ? '#1b5e20' : 'gray.7'}>
              {raw.user.email_verified ? 'E-mail verified' : 'E-mail not verified'}
            </Badge>
            <Badge color={raw.user.two_factor_enabled ? '#1b5e20' : 'gray.7'}>
              {raw.user.two_factor_enabled ? 'Two-factor on' : 'Two-factor off'}
            </Badge>
          </Group>
        </Paper>
      </SimpleGrid>
      <HomeWidgets />
    </Stack>
  );
}
