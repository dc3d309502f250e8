import { Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { staticSession, StoryProviders } from '../../testing/StoryProviders.tsx';
import { demoPlugin, storySession } from '../story-data.tsx';
import { Layout } from './Layout.tsx';

const meta = {
  title: 'Shell/Layout',
  component: Layout,
  args: { plugins: [demoPlugin], children: <Title order={1}>Page content</Title> },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  decorators: [
    (Story) => (
      <StoryProviders session={staticSession(storySession())} initialPath="/clients">
        <Story />
      </StoryProviders>
    ),
  ],
};
export const SuperUser: Story = {
  decorators: [
    (Story) => (
      <StoryProviders session={staticSession(storySession({ isSuperUser: true }))} initialPath="/admin/users">
        <Story />
      </StoryProviders>
    ),
  ],
};
export const SignedOut: Story = {
  decorators: [
    (Story) => (
      <StoryProviders signedIn={false}>
        <Story />
      </StoryProviders>
    ),
  ],
};
