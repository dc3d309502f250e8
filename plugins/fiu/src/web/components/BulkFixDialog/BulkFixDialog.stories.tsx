import type { Meta, StoryObj } from '@storybook/react-vite';
import { TARGET_FIELDS } from '../../../shared/index.ts';
import { FiuStory } from '../../stories/FiuStory.tsx';
import { BulkFixDialog } from './BulkFixDialog.tsx';

const fields = TARGET_FIELDS.map((f) => ({ value: f.key, label: f.label }));
const base = { opened: true, onClose: () => {}, onApply: () => {}, fields, filterLabel: 'Unknown currency code' };

const meta = {
  title: 'FIU/Components/BulkFixDialog',
  component: BulkFixDialog,
  args: { ...base, selectedCount: 0, matchingCount: 0 },
} satisfies Meta<typeof BulkFixDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const render = (args: Parameters<typeof BulkFixDialog>[0]) => (
  <FiuStory path="/fiu/saved-info">
    <BulkFixDialog {...args} />
  </FiuStory>
);

export const SelectedRows: Story = {
  args: { ...base, defaultField: 'from_currency_code', selectedCount: 50, matchingCount: 2000 },
  render,
};
export const EveryMatchingRow: Story = {
  args: { ...base, defaultField: 'from_currency_code', selectedCount: 0, matchingCount: 2000 },
  render,
};
export const Refused: Story = {
  args: {
    ...base,
    defaultField: 'from_currency_code',
    selectedCount: 3,
    matchingCount: 3,
    error: 'Your role may read Saved info but not change it',
  },
  render,
};
