import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyTransaction } from '../../stories/fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import { TransactionsTable } from './TransactionsTable.tsx';

const meta = {
  title: 'Transactions/Components/TransactionsTable',
  component: TransactionsTable,
  decorators: [
    (Story) => (
      <TransactionsStory>
        <Story />
      </TransactionsStory>
    ),
  ],
} satisfies Meta<typeof TransactionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  args: { transactions: Array.from({ length: 12 }, (_, i) => storyTransaction(i)), empty: 'No transactions' },
};
/** A person as counterparty, no country or channel given. */
export const Sparse: Story = {
  args: {
    transactions: [
      storyTransaction(1, {
        counterparty_name: undefined,
        counterparty_first_name: 'Maria',
        counterparty_last_name: 'Jansen',
        counterparty_country: undefined,
        transmode: undefined,
        counterparty_account: undefined,
      }),
    ],
    empty: 'No transactions',
  },
};
export const Empty: Story = { args: { transactions: [], empty: 'No transaction matches these filters.' } };
