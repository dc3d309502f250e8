import { getJobRoute, type JobStatus } from '@app/core/shared';
import type {
  BadRow,
  ImportError,
  Mapping,
  MappingPreview,
  SavedMapping,
  TransactionImport,
} from '../../shared/index.ts';
import type { ImportTransport } from '../import-transport.tsx';

/** The core banking export's mapping (src/readers/fixtures/core-banking-mapping.json), shortened. */
export const storyMapping: Mapping = {
  columns: {
    reference: 'tran_id',
    booked_at: 'tran_date',
    location: { join: ['branch_code', 'branch_name'], with: ' ' },
    transmode: 'instrument',
    amount: 'tran_amount',
    currency: 'tran_currency',
    account: 'acct_no',
    account_name: 'acct_name',
    customer_type: 'cust_type',
    counterparty_name: 'cpty_name',
    counterparty_country: 'cpty_country',
  },
  values: {
    transmode: { CASH: 'A', WIRE: 'K' },
    customer_type: { IND: 'person', CORP: 'entity' },
  },
  direction: { column: 'dr_cr', credit: ['C', 'CR'], debit: ['D', 'DR'] },
  dates: { booked_at: 'YYYY-MM-DD HH:mm:ss' },
  decimal: '.',
};

export const storySavedMappings: SavedMapping[] = [
  {
    _id: '000000000000000000000d01',
    name: 'Core banking export',
    mapping: storyMapping,
    created_by: 'carla',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-21T09:00:00.000Z',
  },
];

export const storyPreview: MappingPreview = {
  headers: [
    'tran_id',
    'tran_date',
    'branch_code',
    'branch_name',
    'instrument',
    'dr_cr',
    'tran_amount',
    'tran_currency',
    'acct_no',
    'acct_name',
    'cust_type',
    'cpty_name',
    'cpty_country',
  ],
  file_errors: [],
  rows: [
    {
      row: 1,
      transaction: {
        reference: 'TRN0000001',
        booked_at: '2026-03-01T08:12:44Z',
        location: '001 Nairobi Main',
        transmode: 'A',
        direction: 'credit',
        amount: '15000',
        currency: 'KES',
        account: '0011223344',
        account_name: 'Wanjiru Traders',
        customer_type: 'entity',
        counterparty_name: 'Kamau Holdings',
        counterparty_country: 'KE',
      },
    },
    {
      row: 2,
      errors: [
        {
          row: 2,
          column: 'instrument',
          field: 'transmode' as never,
          reason: '"MPESA" is not in the values of transmode (known: CASH, WIRE)',
          value: 'MPESA',
        },
      ],
    },
  ],
  uncovered: [
    { field: 'transmode' as never, column: 'instrument', value: 'MPESA', count: 412, first_row: 2 },
    { field: 'transmode' as never, column: 'instrument', value: 'EFT', count: 96, first_row: 17 },
  ],
  scanned: 2000,
};

export const storyImport = (over: Partial<TransactionImport> = {}): TransactionImport => ({
  _id: '000000000000000000000e01',
  file_name: 'core-banking-export.csv',
  size: 612_400,
  format: 'csv',
  mapping_id: storySavedMappings[0]!._id,
  mapping_name: 'Core banking export',
  status: 'done',
  job_id: '6d0f4f5e-1f1e-4c55-9a59-3f6c8f0e0a01',
  counts: { rows: 2000, inserted: 1488, duplicates: 0, linked: 1210, bad: 512 },
  bad_open: 512,
  error_columns: { instrument: 508, tran_amount: 4 },
  error: null,
  created_by: 'carla',
  created_at: '2026-11-28T09:00:00.000Z',
  started_at: '2026-11-28T09:00:01.000Z',
  finished_at: '2026-11-28T09:00:04.000Z',
  ...over,
});

// `field` is typed loosely by the contract (a union built from a list): the rows are the wire's shape.
export const storyImportErrors = Array.from({ length: 50 }, (_, i) => ({
  bad_row_id: (0xf000 + i).toString(16).padStart(24, '0'),
  row: 2 + i * 3,
  column: i % 25 === 24 ? 'tran_amount' : 'instrument',
  field: i % 25 === 24 ? 'amount' : 'transmode',
  reason:
    i % 25 === 24
      ? '"12,50" is not an amount with the decimal mark "." (did you mean 12.50?)'
      : '"MPESA" is not in the values of transmode (known: CASH, WIRE)',
  value: i % 25 === 24 ? '12,50' : 'MPESA',
})) as unknown as ImportError[];

export const storyBadRows: BadRow[] = storyImportErrors.slice(0, 5).map((e) => ({
  _id: e.bad_row_id,
  import_id: '000000000000000000000e01',
  file_name: 'core-banking-export.csv',
  row: e.row,
  values: {
    reference: `TRN${String(e.row).padStart(7, '0')}`,
    booked_at: '2026-03-01T08:12:44Z',
    direction: 'debit',
    amount: '2500',
    currency: 'KES',
    account: '0011223344',
    [e.field ?? 'transmode']: e.value ?? '',
  },
  errors: [{ column: e.column, field: e.field, reason: e.reason, value: e.value }],
  updated_at: '2026-11-28T09:00:04.000Z',
}));

export const jobRoutes = { getJob: getJobRoute };

/** A job that runs for a few polls, then completes. */
export function storyJob(): () => JobStatus {
  let polls = 0;
  return () => {
    polls += 1;
    const done = Math.min(2000, polls * 700);
    return {
      id: '6d0f4f5e-1f1e-4c55-9a59-3f6c8f0e0a01',
      name: 'transactions.import',
      state: done >= 2000 ? 'completed' : 'active',
      progress: { done, total: 2000, message: `${done} of 2000 rows` },
      output: null,
      error: null,
      organizationId: null,
    } as JobStatus;
  };
}

export const fakeImportTransport = (over: Partial<ImportTransport> = {}): ImportTransport => ({
  preview: async () => storyPreview,
  start: async () => ({
    _id: storyImport()._id,
    job_id: storyImport().job_id!,
    import: storyImport({ status: 'queued' }),
  }),
  ...over,
});
