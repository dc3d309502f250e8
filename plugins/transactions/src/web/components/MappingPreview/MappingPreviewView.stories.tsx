import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPreview } from '../../stories/import-fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import { MappingPreviewView } from './MappingPreviewView.tsx';

const meta = {
  title: 'Transactions/Components/MappingPreviewView',
  component: MappingPreviewView,
  decorators: [
    (Story) => (
      <TransactionsStory>
        <Story />
      </TransactionsStory>
    ),
  ],
} satisfies Meta<typeof MappingPreviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RowsAndUncoveredWords: Story = { args: { preview: storyPreview } };
export const EverythingCovered: Story = {
  args: { preview: { ...storyPreview, rows: storyPreview.rows.slice(0, 1), uncovered: [] } },
};
/** A mapped header the file does not have: one file-level error, no rows. */
export const HeaderMissing: Story = {
  args: {
    preview: {
      ...storyPreview,
      rows: [],
      uncovered: [],
      file_errors: [
        {
          row: 0,
          column: 'tran_amt',
          field: 'amount' as never,
          reason: 'The file has no column "tran_amt" (mapped to amount)',
        },
      ],
    },
  },
};
