import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConversionError } from '../../../shared/index.ts';
import { fileItem } from '../../../testing/index.ts';
import { FiuStory } from '../../stories/FiuStory.tsx';
import ReportScreen from './ReportScreen.tsx';

const meta = { title: 'FIU/Screens/ReportScreen', component: ReportScreen } satisfies Meta<typeof ReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  render: () => (
    <FiuStory path="/fiu/report">
      <ReportScreen />
    </FiuStory>
  ),
};

/** What the server answers for a client whose dossier lacks my-client data (the reasons the report job writes). */
const gaps: ConversionError[] = Array.from({ length: 120 }, (_, i) => ({
  row: i + 1,
  column: 'the dossier, Managing directors tab',
  field: 't_from_my_client/from_account/signatory[1]/t_person/birthdate',
  reason: 'Client Acme B.V.: director Jan Jansen has no birth date — fill it in the dossier, Managing directors tab',
  kind: 'required',
  value: `FT26060${String(i).padStart(5, '0')}`,
}));
const result = fileItem({
  filename: 'transactions-2026-03-01-2026-03-31.json',
  rows: 150,
  valid_rows: 30,
  error_rows: 120,
  report_code: 'STR',
  message: '30 of 150 transactions reported; 120 with missing data (see the errors)',
  report: {
    serverName: `${'c'.repeat(24)}.xml`,
    filename: 'transactions-2026-03-01-2026-03-31-goaml.xml',
    kind: 'xml',
    filesize: 80_000,
    parts: 1,
  },
});

/** A period reported: progress done, the download, and every row with missing data, paged. */
export const ReportedWithGaps: Story = {
  render: () => (
    <FiuStory
      path="/fiu/report"
      state={{ conversionErrors: gaps }}
      handlers={{
        createReport: () => ({
          file: { ...result, status: 'queued' },
          transactions: 150,
          message: 'Report of 150 transactions started',
        }),
        getConversion: () => ({
          file: result,
          errors: gaps.map(({ value: _v, ...e }) => e),
          errors_total: gaps.length,
        }),
      }}
    >
      <ReportScreen downloadErrors={async () => 'transactions-errors.csv'} />
    </FiuStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText(/^From/), '2026-03-01');
    await userEvent.type(canvas.getByLabelText(/^To/), '2026-03-31');
    await userEvent.click(await canvas.findByRole('combobox', { name: /^Report type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'STR' }));
    await userEvent.click(canvas.getByRole('combobox', { name: /^Report indicators/ }));
    await userEvent.click(await body.findByRole('option', { name: '-' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Local currency/ }), 'KES');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Our institution/ }), 'Example Bank Ltd');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Our SWIFT/ }), 'EXMPKENA');
    await userEvent.click(canvas.getByRole('button', { name: 'Build report' }));
    await expect(await canvas.findByText(/30 of 150 transactions reported/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: /Download report/ })).toBeInTheDocument();
    await expect(await canvas.findByText('Errors 1–50 of 120', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
