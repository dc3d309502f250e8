import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMPANY_ID, taskOf } from '../../../testing/index.ts';
import { TasksStory } from '../../stories/TasksStory.tsx';
import TaskScreen from './TaskScreen.tsx';

const meta = { title: 'Tasks/Screens/TaskScreen', component: TaskScreen } satisfies Meta<typeof TaskScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = taskOf()._id;
export const AsAssignee: Story = {
  render: () => (
    <TasksStory path="/:companyId/tasks/:taskId" initialPath={`/${COMPANY_ID}/tasks/${first}`}>
      <TaskScreen />
    </TasksStory>
  ),
};
export const AsCreator: Story = {
  render: () => (
    <TasksStory path="/:companyId/tasks/:taskId" initialPath={`/${COMPANY_ID}/tasks/00000000000000000000007b`}>
      <TaskScreen />
    </TasksStory>
  ),
};
export const ReadOnlyColleague: Story = {
  render: () => (
    <TasksStory
      path="/:companyId/tasks/:taskId"
      initialPath={`/${COMPANY_ID}/tasks/${first}`}
      state={{ tasks: [taskOf({ status_options: [] })] }}
    >
      <TaskScreen />
    </TasksStory>
  ),
};
export const NotFound: Story = {
  render: () => (
    <TasksStory path="/:companyId/tasks/:taskId" initialPath={`/${COMPANY_ID}/tasks/${'f'.repeat(24)}`}>
      <TaskScreen />
    </TasksStory>
  ),
};
