import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAKE_OTPAUTH, FAKE_SECRET } from '../../../testing/index.ts';
import { AuthStory } from '../../stories/AuthStory.tsx';
import { TwoFactorPendingPopup } from './TwoFactorPendingPopup.tsx';

const meta: Meta<typeof TwoFactorPendingPopup> = {
  title: 'Auth/TwoFactorPendingPopup',
  component: TwoFactorPendingPopup,
};
export default meta;

/** A user who started two-factor setup in Settings and left before entering a code (code 123456 completes it). */
export const PendingSetup: StoryObj<typeof TwoFactorPendingPopup> = {
  render: () => (
    <AuthStory
      handlers={{
        twoFactorStatus: () => ({ enabled: false, pending: true, secret: FAKE_SECRET, otpauth_url: FAKE_OTPAUTH }),
      }}
    >
      <TwoFactorPendingPopup />
    </AuthStory>
  ),
};

/** Nothing pending: the popup stays closed. */
export const NothingPending: StoryObj<typeof TwoFactorPendingPopup> = {
  render: () => (
    <AuthStory>
      <TwoFactorPendingPopup />
    </AuthStory>
  ),
};
