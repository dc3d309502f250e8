import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { ChangeDetail } from './ChangeDetail.tsx';

const meta = {
  title: 'Workflow/Components/ChangeDetail',
  component: ChangeDetail,
  decorators: [(Story) => <WorkflowStory><Story /></WorkflowStory>],
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
export const NotFound: Story = { args: { id: 'ffffffffffffffffffffffff' } };
