import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { ACME } from '../../stories/fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import ClientTurnoverPanel from './ClientTurnoverPanel.tsx';

const meta = {
  title: 'Transactions/Components/ClientTurnoverPanel',
  component: ClientTurnoverPanel,
  args: { companyId: ACME, now: new Date('2026-11-15T12:00:00Z') },
} satisfies Meta<typeof ClientTurnoverPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve months in EUR (one without transactions) and a USD account: the currency switch shows. */
export const TwelveMonths: Story = {
  render: (args) => (
    <TransactionsStory>
      <ClientTurnoverPanel {...args} />
    </TransactionsStory>
  ),
};
export const NoTransactions: Story = {
  render: (args) => (
    <TransactionsStory handlers={{ transactionTurnover: () => ({ from: '2025-12-01', months: [] }) }}>
      <ClientTurnoverPanel {...args} />
    </TransactionsStory>
  ),
};
export const LoadFailure: Story = {
  render: (args) => (
    <TransactionsStory
      handlers={{
        transactionTurnover: () => {
          throw new ApiError(404, { message: 'Client not found' });
        },
      }}
    >
      <ClientTurnoverPanel {...args} />
    </TransactionsStory>
  ),
};
