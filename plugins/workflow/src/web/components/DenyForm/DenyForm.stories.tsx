import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { WORKFLOW_MESSAGES as M } from '../../../shared/index.ts';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { DenyForm } from './DenyForm.tsx';

const meta = {
  title: 'Workflow/Components/DenyForm',
  component: DenyForm,
  decorators: [
    (Story) => (
      <WorkflowStory>
        <Story />
      </WorkflowStory>
    ),
  ],
  args: { onCancel: fn(), onDeny: fn() },
} satisfies Meta<typeof DenyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const TooShortReason: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/Reason for denying/), 'short');
    await userEvent.click(c.getByRole('button', { name: 'Deny' }));
    await c.findByText(M.denyReasonShort);
  },
};
export const ServerError: Story = { args: { serverError: M.denyReasonShort } };
export const Busy: Story = { args: { busy: true } };
