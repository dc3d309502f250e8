import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { workflowFakeState } from '../../../testing/workflow.fake-http.ts';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { ChangesTable } from './ChangesTable.tsx';

const { actions } = workflowFakeState();
const meta = {
  title: 'Workflow/Components/ChangesTable',
  component: ChangesTable,
  decorators: [
    (Story) => (
      <WorkflowStory>
        <Story />
      </WorkflowStory>
    ),
  ],
  args: { view: 'forConfirmation', items: actions.filter((a) => a.status === 'pending'), onOpen: fn() },
} satisfies Meta<typeof ChangesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Objects and fields in words: 'Transaction Profile', 'Name of the bank', 'Person', 'Last Name, Origin'. */
export const Waiting: Story = {};
export const History: Story = { args: { view: 'forHistory', items: actions.filter((a) => a.status !== 'pending') } };
export const NoItems: Story = { args: { items: [] } };

/** ADR 0049: adding a shareholder makes two requests (the shareholder, then its person); the person's is listed under it. */
const base = actions.find((a) => a.status === 'pending')!;
const shareholder = {
  ...base,
  _id: 'a000000000000000000000e1',
  objectType: 'share_holder_related',
  object_id: 'b000000000000000000000e1',
  share_holder_related: 'b000000000000000000000e1',
  fields: JSON.stringify({
    shareholder_type: { current: null, new: 'person' },
    percentage_held: { current: null, new: 40 },
  }),
};
const person = {
  ...base,
  _id: 'a000000000000000000000e2',
  objectType: 'person',
  object_id: 'b000000000000000000000e2',
  person: 'b000000000000000000000e2',
  share_holder_related: 'b000000000000000000000e1',
  fields: JSON.stringify({ firstName: { current: null, new: 'Anna' }, lastName: { current: null, new: 'Lopez' } }),
};
export const AddShareholderGrouped: Story = {
  args: { items: [person, ...actions.filter((a) => a.status === 'pending').slice(0, 2), shareholder] },
};
