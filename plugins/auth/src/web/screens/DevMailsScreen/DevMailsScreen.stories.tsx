import type { Meta, StoryObj } from '@storybook/react-vite';
import { mailBuilder } from '../../../testing/index.ts';
import { AuthStory } from '../../stories/AuthStory.tsx';
import DevMailsScreen from './DevMailsScreen.tsx';

const meta = {
  title: 'Auth/Screens/DevMailsScreen',
  component: DevMailsScreen,
  parameters: { route: '/dev/mails' },
} satisfies Meta<typeof DevMailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMails: Story = {
  render: () => (
    <AuthStory
      path="/dev/mails"
      state={{
        mails: [
          mailBuilder(),
          mailBuilder({
            subject: 'Reset your password',
            text: 'Open http://127.0.0.1:5173/reset-password?token=abc to choose a new password.',
          }),
        ],
      }}
    >
      <DevMailsScreen />
    </AuthStory>
  ),
};

export const Empty: Story = {
  render: () => (
    <AuthStory path="/dev/mails" state={{ mails: [] }}>
      <DevMailsScreen />
    </AuthStory>
  ),
};
