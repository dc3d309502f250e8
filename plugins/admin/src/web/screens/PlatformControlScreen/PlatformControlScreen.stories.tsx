import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { expect, userEvent, within } from 'storybook/test';
import { ADMIN_MESSAGES as M } from '../../../shared/index.ts';
import { platformControlBuilder } from '../../../testing/index.ts';
import { AdminStory } from '../../stories/AdminStory.tsx';
import PlatformControlScreen from './PlatformControlScreen.tsx';

const meta = {
  title: 'Admin/Screens/PlatformControlScreen',
  component: PlatformControlScreen,
  parameters: { route: '/admin/platform_control' },
} satisfies Meta<typeof PlatformControlScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  render: () => (
    <AdminStory path="/admin/platform_control">
      <PlatformControlScreen />
    </AdminStory>
  ),
};

/** Never saved: the defaults, last_updated_at empty. */
export const Defaults: Story = {
  render: () => (
    <AdminStory
      path="/admin/platform_control"
      state={{ platformControl: platformControlBuilder({ subscription_cost_per_row: 0.1, last_updated_at: null }) }}
    >
      <PlatformControlScreen />
    </AdminStory>
  ),
};

/** An emptied value is refused with the seed message before any call. */
export const CheckSpecifiedValue: Story = {
  render: () => (
    <AdminStory path="/admin/platform_control" delay={10}>
      <PlatformControlScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('subscription_cost');
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(M.checkSpecifiedValue)).toBeInTheDocument();
  },
};

export const LoadFailure: Story = {
  render: () => (
    <AdminStory
      path="/admin/platform_control"
      handlers={{
        getPlatformControl: () => {
          throw new ApiError(500, { message: 'Internal server error' });
        },
      }}
    >
      <PlatformControlScreen />
    </AdminStory>
  ),
};
