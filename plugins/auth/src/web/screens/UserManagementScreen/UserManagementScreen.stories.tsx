import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { currentUserBuilder } from '../../../testing/index.ts';
import { AuthStory } from '../../stories/AuthStory.tsx';
import UserManagementScreen from './UserManagementScreen.tsx';

const meta = {
  title: 'Auth/Screens/UserManagementScreen',
  component: UserManagementScreen,
  parameters: { route: '/user-management' },
} satisfies Meta<typeof UserManagementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {
  render: () => (
    <AuthStory path="/user-management">
      <UserManagementScreen />
    </AuthStory>
  ),
};

export const ReadOnlyViewer: Story = {
  render: () => (
    <AuthStory
      state={{ currentUser: currentUserBuilder({ user: { type: 'COMPLIANCE_OFFICER' } }) }}
      path="/user-management"
    >
      <UserManagementScreen />
    </AuthStory>
  ),
};

export const LoadFailure: Story = {
  render: () => (
    <AuthStory
      path="/user-management"
      handlers={{
        listAccounts: () => {
          throw new ApiError(500, { message: 'Internal error' });
        },
      }}
    >
      <UserManagementScreen />
    </AuthStory>
  ),
};
