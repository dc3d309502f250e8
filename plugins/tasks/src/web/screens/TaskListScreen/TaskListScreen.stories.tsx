import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { COMPANY_ID } from '../../../testing/index.ts';
import { TasksStory } from '../../stories/TasksStory.tsx';
import TaskListScreen from './TaskListScreen.tsx';

const meta = { title: 'Tasks/Screens/TaskListScreen', component: TaskListScreen } satisfies Meta<typeof TaskListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClientTasks: Story = {
  render: () => (
    <TasksStory path="/:companyId/tasks" initialPath={`/${COMPANY_ID}/tasks`}>
      <TaskListScreen />
    </TasksStory>
  ),
};
export const AllClients: Story = {
  render: () => (
    <TasksStory path="/tasks" initialPath="/tasks">
      <TaskListScreen />
    </TasksStory>
  ),
};
export const NoTasksForThisClient: Story = {
  render: () => (
    <TasksStory path="/:companyId/tasks" initialPath={`/${COMPANY_ID}/tasks`} state={{ tasks: [] }}>
      <TaskListScreen />
    </TasksStory>
  ),
};
export const CreateTaskOpen: Story = {
  render: () => (
    <TasksStory path="/:companyId/tasks" initialPath={`/${COMPANY_ID}/tasks?create=1&section_type=shareholders`}>
      <TaskListScreen />
    </TasksStory>
  ),
};
export const LoadFailure: Story = {
  render: () => (
    <TasksStory
      path="/tasks"
      initialPath="/tasks"
      handlers={{
        listTasks: () => {
          throw new ApiError(500, {
            message: 'There was an error during loading the tasks.\nPlease try again or contact the support',
          });
        },
      }}
    >
      <TaskListScreen />
    </TasksStory>
  ),
};
