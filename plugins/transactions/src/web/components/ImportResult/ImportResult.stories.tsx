import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImport } from '../../stories/import-fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import { ImportResult } from './ImportResult.tsx';

const meta = {
  title: 'Transactions/Components/ImportResult',
  component: ImportResult,
  args: { imported: storyImport(), download: async () => 'import-errors.csv' },
  decorators: [
    (Story) => (
      <TransactionsStory>
        <Story />
      </TransactionsStory>
    ),
  ],
} satisfies Meta<typeof ImportResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithErrors: Story = {};
export const Clean: Story = {
  args: {
    imported: storyImport({
      counts: { rows: 2000, inserted: 2000, duplicates: 0, linked: 1800, bad: 0 },
      bad_open: 0,
      error_columns: {},
    }),
  },
};
export const ImportedTwice: Story = {
  args: {
    imported: storyImport({
      counts: { rows: 2000, inserted: 0, duplicates: 2000, linked: 0, bad: 0 },
      bad_open: 0,
      error_columns: {},
    }),
  },
};
export const Failed: Story = {
  args: {
    imported: storyImport({
      status: 'failed',
      error: 'Row 0: the file has no column "tran_amount" (mapped to amount)',
      counts: { rows: 0, inserted: 0, duplicates: 0, linked: 0, bad: 0 },
      error_columns: {},
    }),
  },
};
