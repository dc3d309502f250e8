import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentUserBuilder, idBuilder } from '../../../testing/index.ts';
import { AuthStory } from '../../stories/AuthStory.tsx';
import UserDetailScreen from './UserDetailScreen.tsx';

const meta = {
  title: 'Auth/Screens/UserDetailScreen',
  component: UserDetailScreen,
  parameters: { route: '/user-management/users/:id' },
} satisfies Meta<typeof UserDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const bob = `/user-management/users/${idBuilder(2)}/`;
const dave = `/user-management/users/${idBuilder(4)}/`;

export const ColleagueAsAdministrator: Story = {
  render: () => (
    <AuthStory path="/user-management/users/:id" initialPath={bob}>
      <UserDetailScreen />
    </AuthStory>
  ),
};

export const AdministratorShown: Story = {
  render: () => (
    <AuthStory path="/user-management/users/:id" initialPath={dave}>
      <UserDetailScreen />
    </AuthStory>
  ),
};

export const ViewerWithoutPermissionRights: Story = {
  render: () => (
    <AuthStory
      state={{ currentUser: currentUserBuilder({ user: { type: 'DATA_CONTROLLER' } }) }}
      path="/user-management/users/:id"
      initialPath={bob}
    >
      <UserDetailScreen />
    </AuthStory>
  ),
};

export const Loading: Story = {
  render: () => (
    <AuthStory path="/user-management/users/:id" initialPath={bob} delay={60_000}>
      <UserDetailScreen />
    </AuthStory>
  ),
};
