import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '@app/core/web';
import { RowErrorsTable } from './RowErrorsTable.tsx';

const meta = {
  title: 'FIU/Components/RowErrorsTable',
  component: RowErrorsTable,
  render: (args) => (
    <StoryProviders>
      <RowErrorsTable {...args} />
    </StoryProviders>
  ),
} satisfies Meta<typeof RowErrorsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Errors: Story = {
  args: {
    errors: [
      {
        row: 3,
        column: 'Amount',
        field: 'amount_local',
        reason: 'Negative amount: goAML amounts are positive, the direction is given by the from and to accounts',
      },
      { row: 4, column: 'Date', field: 'date_transaction', reason: 'Not a calendar date' },
      {
        row: 6,
        column: 'Payer Country',
        field: 'from_country',
        reason: 'Unknown country code "ke" for this schema (did you mean KE?)',
      },
    ],
  },
};
export const None: Story = { args: { errors: [] } };
/** Errors with the cell as read (the conversion's paged list); an empty cell shows as a dash. */
export const WithValues: Story = {
  args: {
    errors: [
      {
        row: 2,
        column: 'Currency',
        field: 'from_currency_code',
        reason: 'Unknown currency code "KSH" for this schema',
        kind: 'currency',
        value: 'KSH',
      },
      {
        row: 3,
        column: 'Amount',
        field: 'amount_local',
        reason: 'Negative amount: goAML amounts are positive, the direction is given by the from and to accounts',
        kind: 'amount',
        value: '-75.00',
      },
      {
        row: 4,
        column: 'Payer BIC',
        field: 'from_swift',
        reason: 'Required value is empty',
        kind: 'required',
        value: '',
      },
    ],
  },
};
