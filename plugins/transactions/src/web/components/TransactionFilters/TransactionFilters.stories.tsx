import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import { TransactionFilters } from './TransactionFilters.tsx';

const meta = {
  title: 'Transactions/Components/TransactionFilters',
  component: TransactionFilters,
  args: { value: {}, onApply: () => {} },
  decorators: [
    (Story) => (
      <TransactionsStory>
        <Story />
      </TransactionsStory>
    ),
  ],
} satisfies Meta<typeof TransactionFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Set: Story = {
  args: {
    value: { from: '2026-10-01', to: '2026-10-31', direction: 'credit', amount_min: '10000', country: 'AE' },
  },
};
/** What the form refuses before asking the server. */
export const Invalid: Story = {
  args: { value: { from: '2026-10-31', to: '2026-10-01', amount_min: '12,50', amount_max: '5', country: 'A1' } },
};
export const OneClient: Story = { args: { value: { company_id: '000000000000000000000a01' }, withClient: false } };
