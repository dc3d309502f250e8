import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { AdminStory } from '../../stories/AdminStory.tsx';
import AdminUsersScreen from './AdminUsersScreen.tsx';

const meta = {
  title: 'Admin/Screens/AdminUsersScreen',
  component: AdminUsersScreen,
  parameters: { route: '/admin/users' },
} satisfies Meta<typeof AdminUsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Users: Story = {
  render: () => (
    <AdminStory path="/admin/users">
      <AdminUsersScreen />
    </AdminStory>
  ),
};

export const NoUsers: Story = {
  render: () => (
    <AdminStory path="/admin/users" state={{ users: [] }}>
      <AdminUsersScreen />
    </AdminStory>
  ),
};

export const LoadFailure: Story = {
  render: () => (
    <AdminStory
      path="/admin/users"
      handlers={{
        getUsers: () => {
          throw new ApiError(500, { message: 'Internal server error' });
        },
      }}
    >
      <AdminUsersScreen />
    </AdminStory>
  ),
};
