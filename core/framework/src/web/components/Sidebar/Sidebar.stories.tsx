import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../testing/StoryProviders.tsx';
import { navItems } from '../nav.ts';
import { demoPlugin } from '../story-data.tsx';
import { Sidebar } from './Sidebar.tsx';

const items = navItems([demoPlugin]);
const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  decorators: [
    (Story) => (
      <StoryProviders signedIn={false} initialPath="/clients">
        <nav aria-label="Main navigation" style={{ width: 260, height: 480, borderRight: '1px solid #dee2e6' }}>
          <Story />
        </nav>
      </StoryProviders>
    ),
  ],
  args: { items, isSuperUser: false, can: (() => true) as (permission?: string) => boolean },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllPermissions: Story = {};
export const SuperUser: Story = { args: { isSuperUser: true } };
export const Restricted: Story = { args: { can: (p?: string) => !p } };
