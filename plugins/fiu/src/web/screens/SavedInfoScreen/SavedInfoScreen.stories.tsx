import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manySavedRows } from '../../../testing/index.ts';
import { FiuStory } from '../../stories/FiuStory.tsx';
import SavedInfoScreen from './SavedInfoScreen.tsx';

const meta = { title: 'FIU/Screens/SavedInfoScreen', component: SavedInfoScreen } satisfies Meta<
  typeof SavedInfoScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const fakeDownload = async () => 'saved-info-errors-2026-11-27.csv';

export const RowsWithErrors: Story = {
  render: () => (
    <FiuStory path="/fiu/saved-info">
      <SavedInfoScreen downloadErrors={fakeDownload} />
    </FiuStory>
  ),
};
export const NothingHereYet: Story = {
  render: () => (
    <FiuStory path="/fiu/saved-info" state={{ saved: [] }}>
      <SavedInfoScreen />
    </FiuStory>
  ),
};

/** A 2,000-row bad export: one page of 50 rows, error kinds with their counts, paging. */
export const ManyRows: Story = {
  render: () => (
    <FiuStory path="/fiu/saved-info" state={{ saved: manySavedRows(2000) }}>
      <SavedInfoScreen downloadErrors={fakeDownload} />
    </FiuStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Rows 1–50 of 2,000')).toBeInTheDocument();
    await expect(canvas.getAllByRole('checkbox', { name: /^Select row/ })).toHaveLength(50);
  },
};

/** Filter by "Unknown currency code", tick rows, open Fix a column: KSH -> KES on the selection. */
export const BulkFixDialogOpen: Story = {
  render: () => (
    <FiuStory path="/fiu/saved-info" state={{ saved: manySavedRows(2000) }}>
      <SavedInfoScreen downloadErrors={fakeDownload} />
    </FiuStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('Rows 1–50 of 2,000');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fix a column…' }));
    await userEvent.type(await body.findByRole('textbox', { name: /^Replace the value/ }), 'KSH');
    await userEvent.type(body.getByRole('textbox', { name: /^With/ }), 'KES');
    await waitFor(() => expect(body.getByRole('radio', { name: 'The 50 rows selected' })).toBeChecked());
  },
};
