import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentUserBuilder } from '../../../testing/index.ts';
import { AuthStory } from '../../stories/AuthStory.tsx';
import ProfileSettingsScreen from './ProfileSettingsScreen.tsx';

const meta = {
  title: 'Auth/Screens/ProfileSettingsScreen',
  component: ProfileSettingsScreen,
  parameters: { route: '/profile-settings' },
} satisfies Meta<typeof ProfileSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {
  render: () => (
    <AuthStory path="/profile-settings">
      <ProfileSettingsScreen />
    </AuthStory>
  ),
};

export const UnverifiedSupervisor: Story = {
  render: () => (
    <AuthStory
      state={{
        currentUser: currentUserBuilder({
          user: { type: 'DATA_PROCESSOR', email_verified: false, username: 'bob', email: 'bob@example.com' },
        }),
      }}
      path="/profile-settings"
    >
      <ProfileSettingsScreen />
    </AuthStory>
  ),
};

export const TwoFactorEnabled: Story = {
  render: () => (
    <AuthStory
      state={{
        currentUser: currentUserBuilder({ user: { two_factor_enabled: true, two_factor_setup_completed: true } }),
      }}
      path="/profile-settings"
    >
      <ProfileSettingsScreen />
    </AuthStory>
  ),
};
