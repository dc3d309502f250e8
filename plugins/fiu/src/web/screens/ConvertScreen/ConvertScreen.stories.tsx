import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyFiuUser, fileItem, manyConversionErrors } from '../../../testing/index.ts';
import { FiuStory } from '../../stories/FiuStory.tsx';
import ConvertScreen from './ConvertScreen.tsx';

const meta = { title: 'FIU/Screens/ConvertScreen', component: ConvertScreen } satisfies Meta<typeof ConvertScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  render: () => (
    <FiuStory path="/fiu/convert">
      <ConvertScreen />
    </FiuStory>
  ),
};
export const UserInfoMissing: Story = {
  render: () => (
    <FiuStory path="/fiu/convert" state={{ userInfo: emptyFiuUser() }}>
      <ConvertScreen />
    </FiuStory>
  ),
};

const kshResult = fileItem({
  filename: 'bank-export-ksh.csv',
  rows: 2000,
  valid_rows: 0,
  error_rows: 2000,
  conversionFee: 0,
  conversionFeeComment: '',
  report: null,
  message: 'No row converted; 2000 rows with errors are in Saved info',
});
const kshErrors = manyConversionErrors(2000);

/** A 2,000-row export that fails on every row: all 2,200 errors listed, 50 a page, and downloadable. */
export const ConvertedWithManyErrors: Story = {
  render: () => (
    <FiuStory
      path="/fiu/convert"
      state={{ conversionErrors: kshErrors }}
      handlers={{
        startConversion: () => ({ file: { ...kshResult, status: 'queued' }, message: 'Conversion started' }),
        getConversion: () => ({
          file: kshResult,
          errors: kshErrors.slice(0, 200).map(({ value: _value, ...e }) => e),
          errors_total: kshErrors.length,
        }),
      }}
    >
      <ConvertScreen downloadErrors={async () => 'bank-export-ksh-errors.csv'} />
    </FiuStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'bank-export-ksh.csv', { type: 'text/csv' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await userEvent.click(await canvas.findByRole('combobox', { name: /^Report type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'CTR' }));
    await userEvent.click(canvas.getByRole('combobox', { name: /^Report indicators/ }));
    await userEvent.click(await body.findByRole('option', { name: '-' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Local currency/ }), 'KES');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }));
    await expect(await canvas.findByText('Errors 1–50 of 2,200', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
