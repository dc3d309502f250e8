import { Paper, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WebPlugin } from '../../../plugin-api/web.ts';
import { staticSession, StoryProviders } from '../../testing/StoryProviders.tsx';
import { storySession } from '../story-data.tsx';
import { HomeWidgets } from './HomeWidgets.tsx';

const panel = (title: string, text: string) => () =>
  Promise.resolve({
    default: () => (
      <Paper withBorder p="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">{text}</Text>
      </Paper>
    ),
  });

const plugin: WebPlugin = {
  manifest: { id: 'demo', title: 'Demo' },
  screens: [],
  homeWidgets: [
    { id: 'cases', order: 1, load: panel('Your open cases', '3 screenings wait for a decision.') },
    { id: 'wallet', permission: 'view_wallet', order: 2, load: panel('Wallets', 'Shown only with view_wallet.') },
  ],
};

const meta = { title: 'Shell/HomeWidgets', component: HomeWidgets } satisfies Meta<typeof HomeWidgets>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllPanels: Story = {
  decorators: [
    (Story) => (
      <StoryProviders session={staticSession(storySession({}, { view_wallet: 'allow' }))} plugins={[plugin]}>
        <Story />
      </StoryProviders>
    ),
  ],
};
/** A panel whose permission the user lacks is left out. */
export const WithoutPermission: Story = {
  decorators: [
    (Story) => (
      <StoryProviders session={staticSession(storySession({}, { view_wallet: 'deny' }))} plugins={[plugin]}>
        <Story />
      </StoryProviders>
    ),
  ],
};
