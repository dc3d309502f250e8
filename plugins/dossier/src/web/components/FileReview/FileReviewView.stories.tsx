import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReviewAction } from '@app/plugin-workflow/shared';
import { Paper } from '@mantine/core';
import type { ReviewedFile } from '../../../shared/index.ts';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { FileReviewView } from './FileReviewView.tsx';
import { ReviewFileTransportProvider, type FileCheck, type ReviewFileTransport } from './review-file-transport.tsx';

const meta = { title: 'Dossier/Files/FileReviewView', component: FileReviewView } satisfies Meta<typeof FileReviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Files whose check answers something else than 'ok' (by file id). */
const fakeTransport = (checks: Record<string, FileCheck> = {}): ReviewFileTransport => ({
  viewUrl: async () => 'about:blank',
  download: async () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }),
  check: async (f) => checks[f.id] ?? { state: 'ok' },
});

const file = (
  id: string,
  filename: string,
  documentType: string,
  uploadedAt = '2026-11-20T10:00:00.000Z',
  size = 184_320,
): ReviewedFile => ({
  id,
  serverName: `${id}.pdf`,
  filename,
  documentType,
  contentType: 'application/pdf',
  size,
  uploadedAt,
});
const base = {
  _id: 'c1',
  datetime: '2026-11-26T09:30:00.000Z',
  user_name: 'alice',
  created_by: 'u2',
  handled_at: null,
  handled_by_name: null,
  actionTaken: null,
  status: 'pending',
  objectType: 'kyc_file',
  object_id: 'k1',
  proposers: [{ user_id: 'u2', user_name: 'alice' }],
  field_proposals: '{}',
  fileInfo: null,
  reject_reason: null,
  company_id: '6740a1b2c3d4e5f6a7b8c900',
  company_name: 'Acme Holding BV',
  view: 'forConfirmation',
  is_read: false,
  version: 1,
  kyc_file: 'k1',
} as unknown as ReviewAction;
const change = (
  state: Record<string, unknown> | null,
  fields: Record<string, { current: unknown; new: unknown }>,
): ReviewAction =>
  ({
    ...base,
    actionType: 'change',
    sourceObjectState: state ? JSON.stringify(state) : null,
    fields: JSON.stringify(fields),
  }) as ReviewAction;

const render = (checks?: Record<string, FileCheck>) => (args: Parameters<typeof FileReviewView>[0]) => (
  <DossierStory>
    <ReviewFileTransportProvider transport={fakeTransport(checks)}>
      {/* The width of the workflow's change popup (Modal size xl). */}
      <Paper p="md" withBorder maw={780}>
        <FileReviewView {...args} />
      </Paper>
    </ReviewFileTransportProvider>
  </DossierStory>
);

const oldAgreement = file('f1', 'management-agreement-2023.pdf', 'kyc-ma-1', '2023-05-02T08:15:00.000Z');
const newAgreement = file('f2', 'management-agreement-2026-signed.pdf', 'kyc-ma-1');

/** The first upload of a company document: a new file, no previous one. */
export const NewFile: Story = {
  args: {
    view: 'forConfirmation',
    action: change(null, {
      documentType: { current: null, new: 'kyc-ma-1' },
      file: { current: null, new: newAgreement },
    }),
  },
  render: render(),
};

/** A replaced file: the approved file beside the new one. */
export const ReplacedFile: Story = {
  args: {
    view: 'forConfirmation',
    action: change(
      { documentType: 'kyc-ma-1', file: oldAgreement, dateIssued: '2023-05-01' },
      { file: { current: oldAgreement, new: newAgreement }, dateIssued: { current: '2023-05-01', new: '2026-11-18' } },
    ),
  },
  render: render(),
};

/** In the change log the replaced version is no longer in the dossier and says so. */
export const ReplacedFileInHistory: Story = {
  args: {
    view: 'forHistory',
    action: { ...ReplacedFile.args.action!, status: 'approved', actionTaken: 'approved' } as ReviewAction,
  },
  render: render({
    f1: {
      state: 'gone',
      message: 'This file version is no longer in the dossier (replaced or removed), so it cannot be opened here.',
    },
  }),
};

/** A removal request of a person's passport. */
export const Removal: Story = {
  args: {
    view: 'forConfirmation',
    action: {
      ...base,
      actionType: 'remove',
      fields: '{}',
      sourceObjectState: JSON.stringify({
        documentType: 'passport_file',
        file: file('f6', 'passport-ann-lee.pdf', 'passport_file', '2026-10-01T12:00:00.000Z', 1_245_184),
      }),
    } as ReviewAction,
  },
  render: render(),
};

/** Annual accounts with their year and fiscal year end, plus the account manager's comment. */
export const WithExtraFields: Story = {
  args: {
    view: 'forConfirmation',
    action: change(
      {
        documentType: 'kyc-aa-y1-12',
        file: file('f3', 'annual-accounts-2024.pdf', 'kyc-aa-y1-12'),
        year: 2024,
        fiscal_year_ending_on: '2024-12-31',
      },
      {
        file: {
          current: file('f3', 'annual-accounts-2024.pdf', 'kyc-aa-y1-12'),
          new: file('f5', 'annual-accounts-2025.pdf', 'kyc-aa-y1-12'),
        },
        year: { current: 2024, new: 2025 },
        fiscal_year_ending_on: { current: '2024-12-31', new: '2025-12-31' },
        comment_data_handler: {
          current: null,
          new: { ops: [{ insert: 'Audited accounts, signed by the board on 12 March 2026\n' }] },
        },
      },
    ),
  },
  render: render(),
};

/** The stored file is gone from storage: the checker is told before approving. */
export const FileMissingInStorage: Story = {
  args: {
    view: 'forConfirmation',
    action: change(null, {
      documentType: { current: null, new: 'kyc-aoi-5' },
      file: { current: null, new: file('f9', 'articles-of-incorporation.pdf', 'kyc-aoi-5') },
    }),
  },
  render: render({
    f9: { state: 'missing', message: 'The file is missing in storage: it cannot be opened or downloaded.' },
  }),
};

const screeningPdf = {
  id: 'p1',
  serverName: 'screening/o1/p1.pdf',
  filename: 'sanction-screening-Katanga-Germain-1.pdf',
  documentType: 'world_check',
  search_id: 's1',
};
/** A sanction-screening PDF filed in a person's world_check slot (no size or date of its own). */
export const ScreeningPdf: Story = {
  args: {
    view: 'forConfirmation',
    action: {
      ...change({ documentType: 'world_check' }, { file: { current: null, new: screeningPdf } }),
      field_proposals: JSON.stringify({
        file: [{ new: screeningPdf, user_id: 'u2', user_name: 'alice', at: '2026-11-26T09:30:00.000Z' }],
      }),
    } as ReviewAction,
  },
  // The screening route answers a buffered PDF, so the check learns its size.
  render: render({ p1: { state: 'ok', size: 48_213 } }),
};

/** A new bank form section: the slot is created with its bank name, the file comes later. */
export const NewBankFormSlot: Story = {
  args: {
    view: 'forConfirmation',
    action: change(null, {
      documentType: { current: null, new: 'scfba' },
      bank_name: { current: null, new: 'Maduro & Curiel’s Bank N.V.' },
    }),
  },
  render: render(),
};

/** A very long file name wraps inside the popup. */
export const LongFileName: Story = {
  args: {
    view: 'forConfirmation',
    action: change(null, {
      documentType: { current: null, new: 'kyc-reftcoc-5-2' },
      file: { current: null, new: file('f8', `chamber-of-commerce-extract-${'x'.repeat(140)}.pdf`, 'kyc-reftcoc-5-2') },
      dateIssued: { current: null, new: '2019-07-04' },
    }),
  },
  render: render(),
};
