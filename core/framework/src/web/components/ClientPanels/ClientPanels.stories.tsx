import { Paper, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ClientPanelProps, WebPlugin } from '../../../plugin-api/web.ts';
import { staticSession, StoryProviders } from '../../testing/StoryProviders.tsx';
import { storySession } from '../story-data.tsx';
import { ClientPanels } from './ClientPanels.tsx';

const panel = (title: string) => () =>
  Promise.resolve({
    default: ({ companyId }: ClientPanelProps) => (
      <Paper withBorder p="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">For client {companyId}.</Text>
      </Paper>
    ),
  });

const plugin: WebPlugin = {
  manifest: { id: 'demo', title: 'Demo' },
  screens: [],
  clientPanels: [
    { id: 'turnover', permission: 'view_transaction_profile', order: 2, load: panel('Turnover') },
    { id: 'alerts', order: 1, load: panel('Open alerts') },
  ],
};

const meta = { title: 'Shell/ClientPanels', component: ClientPanels } satisfies Meta<typeof ClientPanels>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllPanels: Story = {
  args: { companyId: '000000000000000000000002' },
  decorators: [
    (Story) => (
      <StoryProviders
        session={staticSession(storySession({}, { view_transaction_profile: 'allow' }))}
        plugins={[plugin]}
      >
        <Story />
      </StoryProviders>
    ),
  ],
};
/** A panel whose permission the user lacks is left out. */
export const WithoutPermission: Story = {
  args: { companyId: '000000000000000000000002' },
  decorators: [
    (Story) => (
      <StoryProviders
        session={staticSession(storySession({}, { view_transaction_profile: 'deny' }))}
        plugins={[plugin]}
      >
        <Story />
      </StoryProviders>
    ),
  ],
};
