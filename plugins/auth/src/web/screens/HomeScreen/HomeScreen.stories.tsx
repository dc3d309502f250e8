import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentUserBuilder } from '../../../testing/index.ts';
import { AuthStory } from '../../stories/AuthStory.tsx';
import HomeScreen from './HomeScreen.tsx';

const meta = {
  title: 'Auth/Screens/HomeScreen',
  component: HomeScreen,
  parameters: { route: '/home' },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {
  render: () => (
    <AuthStory path="/">
      <HomeScreen />
    </AuthStory>
  ),
};

export const ClientRoleWithTwoFactorRequired: Story = {
  render: () => (
    <AuthStory
      state={{
        currentUser: currentUserBuilder({
          user: { type: 'CLIENT', username: 'erin' },
          organization: { require_two_factor: true },
        }),
      }}
      path="/"
    >
      <HomeScreen />
    </AuthStory>
  ),
};
