import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { MESSAGES } from '../../../shared/messages.ts';
import { FAKE_OTPAUTH, FAKE_SECRET } from '../../../testing/index.ts';
import { AuthStory } from '../../stories/AuthStory.tsx';
import { signIn } from '../../stories/play.ts';
import LoginScreen from './LoginScreen.tsx';

const meta = {
  title: 'Auth/Screens/LoginScreen',
  component: LoginScreen,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <AuthStory state={{ currentUser: null }} path="/login">
      <LoginScreen />
    </AuthStory>
  ),
};

export const WrongPassword: Story = {
  render: () => (
    <AuthStory
      state={{ currentUser: null }}
      path="/login"
      handlers={{
        login: () => {
          throw new ApiError(401, { message: MESSAGES.badCredentials });
        },
      }}
    >
      <LoginScreen />
    </AuthStory>
  ),
  play: signIn,
};

/** Sign in with any valid credentials to reach the set-up step; code 123456 succeeds. */
export const SetUpTwoFactor: Story = {
  render: () => (
    <AuthStory state={{ currentUser: null }} path="/login" handlers={{ login: twoFactor('set_up_two_fa') }}>
      <LoginScreen />
    </AuthStory>
  ),
  play: signIn,
};

export const VerifyTwoFactor: Story = {
  render: () => (
    <AuthStory state={{ currentUser: null }} path="/login" handlers={{ login: twoFactor('verify_two_fa') }}>
      <LoginScreen />
    </AuthStory>
  ),
  play: signIn,
};

/** An account under a distributed attack, without two-factor: the password alone is refused (ADR 0013). */
export const AccountUnderAttack: Story = {
  render: () => (
    <AuthStory
      state={{ currentUser: null }}
      path="/login"
      handlers={{
        login: () => {
          throw new ApiError(429, { message: MESSAGES.accountUnderAttack, timeout: 900 });
        },
      }}
    >
      <LoginScreen />
    </AuthStory>
  ),
  play: signIn,
};

/** Any code after five wrong ones in 15 minutes: 429 under the code field (ADR 0013). */
export const TooManyCodes: Story = {
  render: () => (
    <AuthStory
      state={{ currentUser: null }}
      path="/login"
      handlers={{
        login: ({ token }) => {
          if (!token) return { challenge: 'verify_two_fa', message: MESSAGES.verifyTwoFa };
          throw new ApiError(429, { message: MESSAGES.tooManyCodes, timeout: 900 });
        },
      }}
    >
      <LoginScreen />
    </AuthStory>
  ),
  play: signIn,
};

function twoFactor(challenge: 'set_up_two_fa' | 'verify_two_fa') {
  return ({ token }: { token?: string | null }) => {
    const setup = challenge === 'set_up_two_fa' ? { secret: FAKE_SECRET, otpauth_url: FAKE_OTPAUTH } : {};
    if (!token)
      return {
        challenge,
        message: challenge === 'set_up_two_fa' ? MESSAGES.setUpTwoFa : MESSAGES.verifyTwoFa,
        ...setup,
      };
    if (token === '123456') return { token: 'story-token' };
    throw new ApiError(401, { message: MESSAGES.wrongCode, error: MESSAGES.wrongCode, challenge, ...setup });
  };
}
