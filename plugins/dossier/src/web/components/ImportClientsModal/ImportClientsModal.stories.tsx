import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { DOSSIER_MESSAGES as DM, IMPORT_MESSAGES as M, type ImportPreview } from '../../../shared/index.ts';
import { ImportClientsModal } from './ImportClientsModal.tsx';
import { ImportTransportProvider, type ImportTransport } from './import-transport.tsx';

const columns = [
  'company_type',
  'name',
  'location_type',
  'first_name',
  'last_name',
  'account_holder_type',
  'risk_level',
  'previous_review_date',
  'account_numbers',
].map((f) => ({ header: f, field: f }));
const ready = (
  row: number,
  name: string,
  extra: Partial<ImportPreview['clients'][number]> = {},
): ImportPreview['clients'][number] => ({
  row,
  valid: true,
  company_type: 'corporate',
  name,
  location_type: 'local',
  account_holder_type: null,
  risk_level: 'medium',
  next_review_date: '2027-03-01',
  account_numbers: [],
  ...extra,
});

const withErrors: ImportPreview = {
  rows: 4,
  valid: 2,
  invalid: 2,
  delimiter: ';',
  columns: [...columns, { header: 'Notes', field: null }],
  errors: [
    { row: 3, field: 'name', column: 'name', message: DM.nameRequired },
    { row: 5, field: 'risk_level', column: 'risk_level', message: M.choose('Risk level', ['low', 'medium', 'high']) },
    { row: 5, field: 'previous_review_date', column: 'previous_review_date', message: DM.invalidDate },
  ],
  errors_total: 3,
  warnings: [{ row: 2, field: 'name', column: 'name', message: M.existingName }],
  clients: [
    ready(3, '', { valid: false, risk_level: null, next_review_date: null }),
    ready(5, 'Risky Trading BV', { valid: false, risk_level: 'extreme', next_review_date: null }),
    ready(2, 'Harbour Holding BV', { location_type: 'abroad', account_numbers: ['NL01BANK0001', 'NL01BANK0002'] }),
    ready(4, 'Jane Roe', {
      company_type: 'account_holder',
      location_type: null,
      account_holder_type: 'insurance',
      risk_level: 'low',
      next_review_date: null,
      account_numbers: ['POL-77'],
    }),
  ],
};
const allReady: ImportPreview = {
  ...withErrors,
  rows: 2,
  valid: 2,
  invalid: 0,
  errors: [],
  errors_total: 0,
  warnings: [],
  columns,
  clients: withErrors.clients.slice(2),
};

const fake = (preview: ImportPreview): ImportTransport => ({
  preview: async () => preview,
  start: async () => {
    throw new ApiError(400, { message: M.rowsHaveErrors(preview.invalid) });
  },
});
const file = new File(['company_type;name\n'], 'clients.csv', { type: 'text/csv' });

function Story({ preview }: { preview: ImportPreview }) {
  return (
    <DossierStory path="/">
      <ImportTransportProvider transport={fake(preview)}>
        <ImportClientsModal opened onClose={() => undefined} initial={{ file, preview }} />
      </ImportTransportProvider>
    </DossierStory>
  );
}

const meta = { title: 'Dossier/Components/ImportClientsModal', component: ImportClientsModal } satisfies Meta<
  typeof ImportClientsModal
>;
export default meta;
type S = StoryObj<typeof meta>;
const args = { opened: true, onClose: () => undefined };

/** The dry run found errors: each row shows its problems by column; import waits for a fix or the 'only valid rows' tick. */
export const PreviewWithErrors: S = { args, render: () => <Story preview={withErrors} /> };

/** Every row passed: ready to import. */
export const ReadyToImport: S = { args, render: () => <Story preview={allReady} /> };

/** Nothing chosen yet. */
export const ChooseFile: S = {
  args,
  render: () => (
    <DossierStory path="/">
      <ImportTransportProvider transport={fake(allReady)}>
        <ImportClientsModal opened onClose={() => undefined} />
      </ImportTransportProvider>
    </DossierStory>
  ),
};
