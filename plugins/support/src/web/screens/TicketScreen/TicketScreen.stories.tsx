import type { Meta, StoryObj } from '@storybook/react-vite';
import { ticketOf } from '../../../testing/index.ts';
import { SupportStory } from '../../stories/SupportStory.tsx';
import TicketScreen from './TicketScreen.tsx';

const meta = { title: 'Support/Screens/TicketScreen', component: TicketScreen } satisfies Meta<typeof TicketScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = ticketOf().ticket_id;
export const AsUser: Story = {
  render: () => (
    <SupportStory path="/help-center/:id" initialPath={`/help-center/${open}`}>
      <TicketScreen />
    </SupportStory>
  ),
};
export const AsSupportStaff: Story = {
  render: () => (
    <SupportStory path="/help-center/:id" initialPath={`/help-center/${open}`} state={{ staff: true }}>
      <TicketScreen />
    </SupportStory>
  ),
};
export const Closed: Story = {
  render: () => (
    <SupportStory path="/help-center/:id" initialPath="/help-center/000000000000000000000072" state={{ staff: true }}>
      <TicketScreen />
    </SupportStory>
  ),
};
export const NotFound: Story = {
  render: () => (
    <SupportStory path="/help-center/:id" initialPath={`/help-center/${'f'.repeat(24)}`}>
      <TicketScreen />
    </SupportStory>
  ),
};
