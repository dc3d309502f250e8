import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import { ValueTableEditor } from './ValueTableEditor.tsx';

const meta = {
  title: 'Transactions/Components/ValueTableEditor',
  component: ValueTableEditor,
  args: {
    title: 'Channel (transmode code)',
    table: { CASH: 'A', WIRE: 'K' },
    uncovered: ['MPESA', 'EFT'],
    onSave: () => {},
    onClose: () => {},
  },
  decorators: [
    (Story) => (
      <TransactionsStory>
        <Story />
      </TransactionsStory>
    ),
  ],
} satisfies Meta<typeof ValueTableEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithUncoveredWords: Story = {};
export const Empty: Story = { args: { table: {}, uncovered: [] } };
