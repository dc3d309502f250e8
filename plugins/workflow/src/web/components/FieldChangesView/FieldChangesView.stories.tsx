import type { Meta, StoryObj } from '@storybook/react-vite';
import { reviewAction } from '../../../testing/workflow.fake-http.ts';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { FieldChangesView } from './FieldChangesView.tsx';

const meta = {
  title: 'Workflow/Views/FieldChangesView',
  component: FieldChangesView,
  decorators: [
    (Story) => (
      <WorkflowStory>
        <Story />
      </WorkflowStory>
    ),
  ],
  args: { action: reviewAction(), view: 'forConfirmation' },
} satisfies Meta<typeof FieldChangesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentVersusNew: Story = {};
export const PreviousVersusNew: Story = {
  args: { action: reviewAction({ status: 'approved', actionTaken: 'approved' }), view: 'forHistory' },
};
export const NewObject: Story = {
  args: {
    action: reviewAction({
      fields: JSON.stringify({ account_number: { current: null, new: 'CW12 MCBK 0000 1234 56' } }),
    }),
  },
};
export const RemoveInReviewMode: Story = {
  args: {
    action: reviewAction({
      actionType: 'remove',
      fields: '{}',
      sourceObjectState: JSON.stringify({ account_number: 'NL91 ABNA 0417 1643 00', currency: 'USD' }),
    }),
  },
};
/** Human labels (ADR 0067): 'Last Name', 'Origin', and the option texts 'Resident' → 'Non-resident', never lastName or local. */
export const PersonInWords: Story = {
  args: {
    action: reviewAction({
      objectType: 'person',
      fields: JSON.stringify({
        lastName: { current: 'Lopes', new: 'Lopez' },
        location_type: { current: 'local', new: 'abroad' },
      }),
    }),
  },
};
/** A new client's creating change: Company Type 'Onshore', Client kind 'Corporate'. */
export const NewClientInWords: Story = {
  args: {
    action: reviewAction({
      objectType: 'kyc_review',
      sourceObjectState: null,
      fields: JSON.stringify({
        company_type: { current: null, new: 'corporate' },
        location_type: { current: null, new: 'local' },
        name: { current: null, new: 'Blue Lagoon Holdings NV' },
      }),
    }),
  },
};
/** A type nobody declared words for: names are humanised ('Some field'), values shown as stored. */
export const UndeclaredType: Story = {
  args: {
    action: reviewAction({
      objectType: 'legacy_object',
      fields: JSON.stringify({ someField: { current: 'a', new: 'b' } }),
    }),
  },
};
export const NoDataFound: Story = { args: { action: reviewAction({ fields: '{}' }) } };
