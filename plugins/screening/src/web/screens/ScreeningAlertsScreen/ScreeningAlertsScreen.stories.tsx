import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { userEvent, within } from 'storybook/test';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import ScreeningAlertsScreen from './ScreeningAlertsScreen.tsx';

const meta = {
  title: 'Screening/Screens/ScreeningAlertsScreen',
  component: ScreeningAlertsScreen,
  parameters: { route: '/screening/alerts' },
} satisfies Meta<typeof ScreeningAlertsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAlerts: Story = {
  render: () => (
    <ScreeningStory path="/screening/alerts">
      <ScreeningAlertsScreen />
    </ScreeningStory>
  ),
};

export const ReviewDialog: Story = {
  ...OpenAlerts,
  play: async ({ canvasElement }) => {
    const [first] = await within(canvasElement).findAllByRole('button', { name: /^Review / });
    await userEvent.click(first);
  },
};

export const NoAlerts: Story = {
  render: () => (
    <ScreeningStory path="/screening/alerts" state={{ alerts: [] }}>
      <ScreeningAlertsScreen />
    </ScreeningStory>
  ),
};

export const LoadFailure: Story = {
  render: () => (
    <ScreeningStory
      path="/screening/alerts"
      handlers={{
        listAlerts: () => {
          throw new ApiError(500, { message: 'Internal error' });
        },
      }}
    >
      <ScreeningAlertsScreen />
    </ScreeningStory>
  ),
};
