import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { MESSAGES } from '../../../shared/messages.ts';
import { AuthStory } from '../../stories/AuthStory.tsx';
import VerifyEmailScreen from './VerifyEmailScreen.tsx';

const meta = {
  title: 'Auth/Screens/VerifyEmailScreen',
  component: VerifyEmailScreen,
  parameters: { route: '/verify' },
} satisfies Meta<typeof VerifyEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  render: () => (
    <AuthStory state={{ currentUser: null }} path="/verify" initialPath="/verify?token=abc">
      <VerifyEmailScreen />
    </AuthStory>
  ),
};

export const LinkExpired: Story = {
  render: () => (
    <AuthStory
      state={{ currentUser: null }}
      path="/verify"
      initialPath="/verify?token=old"
      handlers={{
        verifyToken: () => {
          throw new ApiError(400, { message: MESSAGES.verifyFailed });
        },
      }}
    >
      <VerifyEmailScreen />
    </AuthStory>
  ),
};
