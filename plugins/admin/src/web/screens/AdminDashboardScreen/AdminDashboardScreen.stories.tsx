import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { ADMIN_MESSAGES as M } from '../../../shared/index.ts';
import { AdminStory } from '../../stories/AdminStory.tsx';
import AdminDashboardScreen from './AdminDashboardScreen.tsx';

const meta = {
  title: 'Admin/Screens/AdminDashboardScreen',
  component: AdminDashboardScreen,
  parameters: { route: '/admin/dashboard' },
} satisfies Meta<typeof AdminDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  render: () => (
    <AdminStory path="/admin/dashboard">
      <AdminDashboardScreen />
    </AdminStory>
  ),
};

export const NoUsage: Story = {
  render: () => (
    <AdminStory path="/admin/dashboard" state={{ usage: [] }}>
      <AdminDashboardScreen />
    </AdminStory>
  ),
};

export const LoadFailure: Story = {
  render: () => (
    <AdminStory
      path="/admin/dashboard"
      handlers={{
        getUsageInfo: () => {
          throw new ApiError(400, { message: M.dateInvalid });
        },
      }}
    >
      <AdminDashboardScreen />
    </AdminStory>
  ),
};
