import { Stack, Tabs, Title } from '@mantine/core';
import { ChangePasswordForm } from '../../components/ChangePasswordForm/ChangePasswordForm.tsx';
import { OrganisationSecurity } from '../../components/OrganisationSecurity/OrganisationSecurity.tsx';
import { PersonalDetails } from '../../components/PersonalDetails/PersonalDetails.tsx';
import { TwoFactorSection } from '../../components/TwoFactorSection/TwoFactorSection.tsx';
import { useCurrentUser } from '../../hooks.ts';

/** /profile-settings: tabs General Information and Security. */
export default function ProfileSettingsScreen() {
  const { raw } = useCurrentUser();
  if (!raw) return null;
  const isAdmin = raw.user.type === 'ADMINISTRATOR';
  return (
    <Stack gap="md">
      <Title order={1}>Profile Settings</Title>
      <Tabs defaultValue="general" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="general">General Information</Tabs.Tab>
          <Tabs.Tab value="security">Security</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general" pt="md">
          <PersonalDetails user={raw.user} />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="md">
          <Stack gap="md">
            <ChangePasswordForm />
            <TwoFactorSection user={raw.user} required={raw.organization.require_two_factor} />
            {isAdmin && <OrganisationSecurity />}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
