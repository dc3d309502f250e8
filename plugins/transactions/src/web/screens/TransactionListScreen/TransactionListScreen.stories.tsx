import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { ACME } from '../../stories/fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import TransactionListScreen from './TransactionListScreen.tsx';

const meta = {
  title: 'Transactions/Screens/TransactionListScreen',
  component: TransactionListScreen,
} satisfies Meta<typeof TransactionListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const download = async () => 'transactions-2026-11-28.csv';

export const AcrossClients: Story = {
  render: () => (
    <TransactionsStory path="/transactions">
      <TransactionListScreen download={download} />
    </TransactionsStory>
  ),
};
export const OneClient: Story = {
  render: () => (
    <TransactionsStory path="/transactions" initialPath={`/transactions?company_id=${ACME}`}>
      <TransactionListScreen download={download} />
    </TransactionsStory>
  ),
};
/** Filters from the address: incoming over 100,000 from the Emirates. */
export const Filtered: Story = {
  render: () => (
    <TransactionsStory path="/transactions" initialPath="/transactions?direction=credit&amount_min=100000&country=AE">
      <TransactionListScreen download={download} />
    </TransactionsStory>
  ),
};
export const NoMatch: Story = {
  render: () => (
    <TransactionsStory path="/transactions" initialPath="/transactions?country=KP">
      <TransactionListScreen download={download} />
    </TransactionsStory>
  ),
};
export const NothingStoredYet: Story = {
  render: () => (
    <TransactionsStory path="/transactions" state={{ transactions: [] }}>
      <TransactionListScreen download={download} />
    </TransactionsStory>
  ),
};
export const LoadFailure: Story = {
  render: () => (
    <TransactionsStory
      path="/transactions"
      handlers={{
        listTransactions: () => {
          throw new ApiError(400, { message: 'from is after to' });
        },
      }}
    >
      <TransactionListScreen download={download} />
    </TransactionsStory>
  ),
};
/** From the unlinked accounts: the transactions of one account. */
export const OneAccount: Story = {
  render: () => (
    <TransactionsStory path="/transactions" initialPath="/transactions?account=NL91ABNA0417164300">
      <TransactionListScreen download={download} />
    </TransactionsStory>
  ),
};
