import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import { BadRowsPanel } from './BadRowsPanel.tsx';

const meta = {
  title: 'Transactions/Components/BadRowsPanel',
  component: BadRowsPanel,
  args: { importId: '000000000000000000000e01', mayPush: true },
  decorators: [
    (Story) => (
      <TransactionsStory>
        <Story />
      </TransactionsStory>
    ),
  ],
} satisfies Meta<typeof BadRowsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RowsToCorrect: Story = {};
export const Correcting: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Correct row 2' }));
  },
};
export const ReadOnly: Story = { args: { mayPush: false } };
