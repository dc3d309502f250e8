import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { AuthStory } from '../../stories/AuthStory.tsx';
import ForgotPasswordScreen from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Auth/Screens/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: { route: '/forgot-password' },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <AuthStory state={{ currentUser: null }} path="/forgot-password">
      <ForgotPasswordScreen />
    </AuthStory>
  ),
};

/** Submitting shows 'You can send new email in 42 seconds'. */
export const Throttled: Story = {
  render: () => (
    <AuthStory
      state={{ currentUser: null }}
      path="/forgot-password"
      handlers={{
        forgotPasswordRequest: () => {
          throw new ApiError(429, { message: 'Too many requests', timeout: 42 });
        },
      }}
    >
      <ForgotPasswordScreen />
    </AuthStory>
  ),
};
