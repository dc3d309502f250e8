import type { Meta, StoryObj } from '@storybook/react-vite';
import { reviewAction } from '../../../testing/workflow.fake-http.ts';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { FieldChangesView } from './FieldChangesView.tsx';

const meta = {
  title: 'Workflow/Views/FieldChangesView',
  component: FieldChangesView,
  decorators: [(Story) => <WorkflowStory><Story /></WorkflowStory>],
  args: { action: reviewAction(), view: 'forConfirmation' },
} satisfies Meta<typeof FieldChangesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentVersusNew: Story = {};
export const PreviousVersusNew: Story = { args: { action: reviewAction({ status: 'approved', actionTaken: 'approved' }), view: 'forHistory' } };
export const NewObject: Story = { args: { action: reviewAction({ fields: JSON.stringify({ account_number: { current: null, new: 'CW12 MCBK 0000 1234 56' } }) }) } };
export const RemoveInReviewMode: Story = {
  args: { action: reviewAction({ actionType: 'remove', fields: '{}', sourceObjectState: JSON.stringify({ account_number: 'NL91 ABNA 0417 1643 00', currency: 'USD' }) }) },
};
export const NoDataFound: Story = { args: { action: reviewAction({ fields: '{}' }) } };
