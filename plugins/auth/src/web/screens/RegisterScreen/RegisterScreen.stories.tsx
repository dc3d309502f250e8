import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { MESSAGES } from '../../../shared/messages.ts';
import { AuthStory } from '../../stories/AuthStory.tsx';
import { fillRegistration } from '../../stories/play.ts';
import RegisterScreen from './RegisterScreen.tsx';

const meta = {
  title: 'Auth/Screens/RegisterScreen',
  component: RegisterScreen,
  parameters: { route: '/register' },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <AuthStory state={{ currentUser: null }} path="/register">
      <RegisterScreen />
    </AuthStory>
  ),
};

/** Fill in valid values, confirm the terms: the server answers 401 (e-mail taken). */
export const EmailTaken: Story = {
  render: () => (
    <AuthStory
      state={{ currentUser: null }}
      path="/register"
      handlers={{
        register: () => {
          throw new ApiError(401, { message: MESSAGES.emailTaken });
        },
      }}
    >
      <RegisterScreen />
    </AuthStory>
  ),
};

/** Valid values submitted: the terms popup is open. */
export const TermsPopup: Story = {
  render: () => (
    <AuthStory state={{ currentUser: null }} path="/register">
      <RegisterScreen />
    </AuthStory>
  ),
  play: fillRegistration,
};
