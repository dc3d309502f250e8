import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../testing/StoryProviders.tsx';
import { storyUser } from '../story-data.tsx';
import { Header } from './Header.tsx';

const meta = {
  title: 'Shell/Header',
  component: Header,
  decorators: [
    (Story) => (
      <StoryProviders signedIn={false}>
        <header style={{ height: 60, borderBottom: '1px solid #dee2e6' }}>
          <Story />
        </header>
      </StoryProviders>
    ),
  ],
  args: { onLogout: () => {}, user: null },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = { args: { user: storyUser, navOpened: true, onToggleNav: () => {} } };
