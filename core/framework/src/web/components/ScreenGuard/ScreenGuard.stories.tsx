import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { staticSession, StoryProviders } from '../../testing/StoryProviders.tsx';
import { storySession } from '../story-data.tsx';
import { ScreenGuard } from './ScreenGuard.tsx';

const content = <Text>Protected content is visible.</Text>;
const meta = {
  title: 'Shell/ScreenGuard',
  component: ScreenGuard,
  args: { screen: { title: 'Wallet', permission: 'view_wallet' }, children: content },
} satisfies Meta<typeof ScreenGuard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  decorators: [
    (Story) => (
      <StoryProviders session={staticSession(storySession())} path="/wallet" initialPath="/wallet">
        <Story />
      </StoryProviders>
    ),
  ],
};
/** A signed-in user without the permission sees a message, not a silent redirect. */
export const MissingPermissionShowsMessage: Story = {
  decorators: [
    (Story) => (
      <StoryProviders
        session={staticSession(storySession({}, { view_wallet: 'deny' }))}
        path="/wallet"
        initialPath="/wallet"
      >
        <Story />
      </StoryProviders>
    ),
  ],
};
export const SignedOutRedirectsToLogin: Story = {
  decorators: [
    (Story) => (
      <StoryProviders signedIn={false} path="/wallet" initialPath="/wallet">
        <Story />
      </StoryProviders>
    ),
  ],
};
