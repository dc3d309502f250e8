import type { Meta, StoryObj } from '@storybook/react-vite';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { PendingBadge } from './PendingBadge.tsx';

const meta = { title: 'Workflow/Components/PendingBadge', component: PendingBadge } satisfies Meta<typeof PendingBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoWaiting: Story = {
  render: () => (
    <WorkflowStory>
      <PendingBadge />
    </WorkflowStory>
  ),
};
export const NoPermission: Story = {
  render: () => (
    <WorkflowStory permissions={{}}>
      <PendingBadge />
    </WorkflowStory>
  ),
};
