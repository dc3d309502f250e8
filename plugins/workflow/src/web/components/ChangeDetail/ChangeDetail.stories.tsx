import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { reviewAction } from '../../../testing/workflow.fake-http.ts';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { ChangeDetail } from './ChangeDetail.tsx';

const meta = {
  title: 'Workflow/Components/ChangeDetail',
  component: ChangeDetail,
  // `parameters.workflowState` seeds the fake API for a story that needs other review actions.
  decorators: [
    (Story, { parameters }) => (
      <WorkflowStory state={parameters.workflowState}>
        <Story />
      </WorkflowStory>
    ),
  ],
  args: { id: 'a1b2c3d4e5f6a7b8c9d0e1f2', onDone: fn() },
} satisfies Meta<typeof ChangeDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
/** ADR 0055: an added shareholder's request, decided with its person's. */
export const DecidedTogether: Story = { args: { together: ['person'] } };
export const DeleteRequest: Story = { args: { id: 'a1b2c3d4e5f6a7b8c9d0e1f3' } };
export const Approved: Story = { args: { id: 'a1b2c3d4e5f6a7b8c9d0e1f4' } };
export const Rejected: Story = { args: { id: 'a1b2c3d4e5f6a7b8c9d0e1f5' } };
/** ADR 0062: the reviewer proposed a value of this change, so the Approve button gives way to the rule. */
export const ProposedByReviewer: Story = {
  parameters: {
    workflowState: {
      actions: [
        reviewAction({
          proposers: [
            { user_id: 'u2', user_name: 'maria.manager' },
            { user_id: 'u1', user_name: 'carl.compliance' },
          ],
        }),
      ],
    },
  },
};
export const NotFound: Story = { args: { id: 'ffffffffffffffffffffffff' } };
