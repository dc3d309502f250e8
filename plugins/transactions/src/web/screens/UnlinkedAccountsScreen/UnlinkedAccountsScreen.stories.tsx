import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { userEvent, within } from 'storybook/test';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import UnlinkedAccountsScreen from './UnlinkedAccountsScreen.tsx';

const meta = {
  title: 'Transactions/Screens/UnlinkedAccountsScreen',
  component: UnlinkedAccountsScreen,
} satisfies Meta<typeof UnlinkedAccountsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/unlinked-accounts';
export const Accounts: Story = {
  render: () => (
    <TransactionsStory path={path}>
      <UnlinkedAccountsScreen />
    </TransactionsStory>
  ),
};
/** Opening the one-click link for the first account. */
export const LinkDialog: Story = {
  ...Accounts,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: /Link to a client account 0012345678/ }));
  },
};
/** Auditors see the accounts but cannot propose a link. */
export const WithoutLinkPermission: Story = {
  render: () => (
    <TransactionsStory path={path} permissions={{ create_transaction_profile: 'deny' }}>
      <UnlinkedAccountsScreen />
    </TransactionsStory>
  ),
};
export const EveryAccountLinked: Story = {
  render: () => (
    <TransactionsStory path={path} state={{ unlinked: [] }}>
      <UnlinkedAccountsScreen />
    </TransactionsStory>
  ),
};
export const LoadFailure: Story = {
  render: () => (
    <TransactionsStory
      path={path}
      handlers={{
        unlinkedAccounts: () => {
          throw new ApiError(503, { message: 'The database is not reachable' });
        },
      }}
    >
      <UnlinkedAccountsScreen />
    </TransactionsStory>
  ),
};
