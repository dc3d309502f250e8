import { defineWebPlugin } from '@app/core/plugin-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** An installed plugin's own permissions appear as their own group, editable like the seed's. */
export const WithPluginPermissions: Story = {
  render: () => (
    <AuthStory
      path="/user-management/users/:id"
      initialPath={bob}
      plugins={[
        defineWebPlugin({
          manifest: { id: 'monitoring', title: 'Monitoring' },
          screens: [],
          grants: [
            { name: 'view_monitoring', label: 'View alerts and cases', group: 'Monitoring', roles: [] },
            { name: 'decide_alerts', label: 'Decide alerts', group: 'Monitoring', roles: [] },
          ],
        }),
      ]}
    >
      <UserDetailScreen />
    </AuthStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Monitoring' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('radiogroup', { name: 'Decide alerts' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => (
    <AuthStory path="/user-management/users/:id" initialPath={bob} delay={60_000}>
      <UserDetailScreen />
    </AuthStory>
  ),
};
