import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { userEvent, within } from 'storybook/test';
import { fakeImportTransport } from '../../stories/import-fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import ImportScreen from './ImportScreen.tsx';

const meta = { title: 'Transactions/Screens/ImportScreen', component: ImportScreen } satisfies Meta<
  typeof ImportScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/transaction-import';
const csv = () =>
  new File(['tran_id,tran_date\nTRN1,2026-03-01 08:12:44\n'], 'core-banking-export.csv', { type: 'text/csv' });

async function chooseFile(canvasElement: HTMLElement) {
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (input) await userEvent.upload(input, csv());
}

export const Start: Story = {
  render: () => (
    <TransactionsStory path={path}>
      <ImportScreen />
    </TransactionsStory>
  ),
};
/** A CSV chosen: the mapping panel appears with a new, incomplete mapping. */
export const CsvChosen: Story = {
  ...Start,
  play: async ({ canvasElement }) => chooseFile(canvasElement),
};
/** The saved mapping chosen and the file previewed: rows as read and the uncovered words. */
export const Previewed: Story = {
  ...Start,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await chooseFile(canvasElement);
    await userEvent.click(await c.findByRole('combobox', { name: 'Saved mapping' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Core banking export' }),
    );
    await userEvent.click(c.getByRole('button', { name: 'Preview the first rows' }));
  },
};
/** Started: the progress bar follows the job, then the counts, the errors and the rows to correct. */
export const Imported: Story = {
  ...Start,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await chooseFile(canvasElement);
    await userEvent.click(await c.findByRole('combobox', { name: 'Saved mapping' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Core banking export' }),
    );
    await userEvent.click(c.getByRole('button', { name: 'Start the import' }));
  },
};
export const UploadRefused: Story = {
  render: () => (
    <TransactionsStory
      path={path}
      transport={fakeImportTransport({
        start: async () => {
          throw new ApiError(400, {
            message: 'mapping.columns.amout: "amout" is not a transaction field (did you mean "amount"?)',
          });
        },
      })}
    >
      <ImportScreen />
    </TransactionsStory>
  ),
  play: Imported.play,
};
/** An auditor may preview but not import. */
export const ReadOnly: Story = {
  render: () => (
    <TransactionsStory path={path} permissions={{ update_transaction_profile: 'deny' }}>
      <ImportScreen />
    </TransactionsStory>
  ),
  play: CsvChosen.play,
};
