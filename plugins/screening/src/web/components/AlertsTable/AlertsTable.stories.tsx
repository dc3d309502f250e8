import type { Meta, StoryObj } from '@storybook/react-vite';
import { alertsBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { AlertsTable } from './AlertsTable.tsx';

const meta = {
  title: 'Screening/Components/AlertsTable',
  component: AlertsTable,
  args: { alerts: alertsBuilder(), onReview: () => {} },
  render: (args) => (
    <ScreeningStory>
      <AlertsTable {...args} />
    </ScreeningStory>
  ),
} satisfies Meta<typeof AlertsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndReviewed: Story = {};
export const Empty: Story = { args: { alerts: [] } };
