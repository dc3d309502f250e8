import type { Meta, StoryObj } from '@storybook/react-vite';
import { reviewAction } from '../../../testing/workflow.fake-http.ts';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { ProposalHistory } from './ProposalHistory.tsx';

const meta = {
  title: 'Workflow/Components/ProposalHistory',
  component: ProposalHistory,
  decorators: [
    (Story) => (
      <WorkflowStory>
        <Story />
      </WorkflowStory>
    ),
  ],
} satisfies Meta<typeof ProposalHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two colleagues proposed values of one change: the overwritten turnover stays visible, bands in words ('More than 100,000'). */
export const TwoProposers: Story = { args: { action: reviewAction() } };

/** One proposer changed their own proposal: the first value stays visible as overwritten. */
export const OneProposerTwice: Story = {
  args: {
    action: reviewAction({
      proposers: [{ user_id: 'u2', user_name: 'maria.manager' }],
      field_proposals: JSON.stringify({
        name_bank: [
          { new: 'Banco di Caribe', user_id: 'u2', user_name: 'maria.manager', at: '2026-11-22T13:48:00.000Z' },
          { new: 'Banco di Caribe NV', user_id: 'u2', user_name: 'maria.manager', at: '2026-11-22T13:58:00.000Z' },
        ],
      }),
    }),
  },
};
