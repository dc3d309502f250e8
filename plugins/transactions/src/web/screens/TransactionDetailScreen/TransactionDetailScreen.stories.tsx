import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeState, storyTransaction } from '../../stories/fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import TransactionDetailScreen from './TransactionDetailScreen.tsx';

const meta = {
  title: 'Transactions/Screens/TransactionDetailScreen',
  component: TransactionDetailScreen,
} satisfies Meta<typeof TransactionDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const linked = storyTransaction(4);
const unlinked = storyTransaction(900, {
  account: '0012345678',
  account_name: 'Savings 12345678',
  company_id: null,
  customer_type: 'person',
  customer_name: undefined,
  customer_first_name: 'Jan',
  customer_last_name: 'de Vries',
  customer_birth_date: '1971-04-12',
  customer_nationality: 'NL',
  amount_local: '1105.4',
  local_currency: 'USD',
  rate: '1.0842',
  import_id: '000000000000000000000f01',
});

export const LinkedToAClient: Story = {
  render: () => (
    <TransactionsStory path="/transactions/:id" initialPath={`/transactions/${linked._id}`}>
      <TransactionDetailScreen />
    </TransactionsStory>
  ),
};
export const NotLinked: Story = {
  render: () => (
    <TransactionsStory
      path="/transactions/:id"
      initialPath={`/transactions/${unlinked._id}`}
      state={{ transactions: [...fakeState().transactions, unlinked] }}
    >
      <TransactionDetailScreen />
    </TransactionsStory>
  ),
};
export const NotFound: Story = {
  render: () => (
    <TransactionsStory path="/transactions/:id" initialPath="/transactions/ffffffffffffffffffffffff">
      <TransactionDetailScreen />
    </TransactionsStory>
  ),
};
