import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../testing/StoryProviders.tsx';
import { storyUser } from '../story-data.tsx';
import { UserMenu } from './UserMenu.tsx';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  decorators: [
    (Story) => (
      <StoryProviders signedIn={false}>
        <main style={{ padding: 16, display: 'flex', justifyContent: 'flex-end' }}>
          <Story />
        </main>
      </StoryProviders>
    ),
  ],
  args: { user: storyUser, onLogout: () => {} },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFullName: Story = {};
export const UsernameOnly: Story = {
  args: { user: { ...storyUser, fullName: null, username: 'bob', typeLabel: 'SUPERVISOR' } },
};
