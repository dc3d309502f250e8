import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { workflowFakeState } from '../../../testing/workflow.fake-http.ts';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { ChangesTable } from './ChangesTable.tsx';

const { actions } = workflowFakeState();
const meta = {
  title: 'Workflow/Components/ChangesTable',
  component: ChangesTable,
  decorators: [(Story) => <WorkflowStory><Story /></WorkflowStory>],
  args: { view: 'forConfirmation', items: actions.filter((a) => a.status === 'pending'), onOpen: fn() },
} satisfies Meta<typeof ChangesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const History: Story = { args: { view: 'forHistory', items: actions.filter((a) => a.status !== 'pending') } };
export const NoItems: Story = { args: { items: [] } };
