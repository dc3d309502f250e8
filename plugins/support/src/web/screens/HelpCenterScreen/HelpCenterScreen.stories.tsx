import type { Meta, StoryObj } from '@storybook/react-vite';
import { SupportStory } from '../../stories/SupportStory.tsx';
import HelpCenterScreen from './HelpCenterScreen.tsx';

const meta = { title: 'Support/Screens/HelpCenterScreen', component: HelpCenterScreen } satisfies Meta<
  typeof HelpCenterScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MyTickets: Story = {
  render: () => (
    <SupportStory path="/help-center" initialPath="/help-center">
      <HelpCenterScreen />
    </SupportStory>
  ),
};
export const SupportStaffSeeAll: Story = {
  render: () => (
    <SupportStory path="/help-center" initialPath="/help-center" state={{ staff: true }}>
      <HelpCenterScreen />
    </SupportStory>
  ),
};
export const NoTickets: Story = {
  render: () => (
    <SupportStory path="/help-center" initialPath="/help-center" state={{ tickets: [] }}>
      <HelpCenterScreen />
    </SupportStory>
  ),
};
