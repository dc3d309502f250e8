import type { Meta, StoryObj } from '@storybook/react-vite';

import { AuthStory } from '../../stories/AuthStory.tsx';
import ResetPasswordScreen from './ResetPasswordScreen.tsx';

const meta = {
  title: 'Auth/Screens/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { route: '/reset-password' },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithToken: Story = {
  render: () => (
    <AuthStory state={{ currentUser: null }} path="/reset-password" initialPath="/reset-password?token=abc">
      <ResetPasswordScreen />
    </AuthStory>
  ),
};

export const MissingToken: Story = {
  render: () => (
    <AuthStory state={{ currentUser: null }} path="/reset-password">
      <ResetPasswordScreen />
    </AuthStory>
  ),
};
