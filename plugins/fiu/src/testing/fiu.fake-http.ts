import { ApiError, createFakeHttp, type FakeHandlers, type FakeHttpOptions, type Http } from '@app/core/client';
import { emptyUserInfo, fiuApi, FIU_MESSAGES as M, TARGET_FIELDS, validateUserChanges, type FileItem, type SavedRow, type SchemaChoice, type UserInfoResponse } from '../shared/index.ts';
import type { FiuTransport, UploadResult } from '../web/transport.tsx';
import { EXPORT_HEADER, userInfoOf } from './fiu.builders.ts';

export interface FiuFakeState { userInfo: UserInfoResponse; files: FileItem[]; saved: SavedRow[] }
export type FiuHandlers = FakeHandlers<typeof fiuApi>;

const id = (n: number) => n.toString(16).padStart(24, '0');

export const fileItem = (over: Partial<FileItem> = {}): FileItem => ({
  _id: id(1), uploadDate: '2026-11-20T09:30:00.000Z', filename: 'bank-export-2026-11.csv', filesize: 2_411_724, rows: 12_000, conversionFee: 1199.7,
  conversionFeeComment: '11997 rows at 0.1 credits', serverName: `${id(101)}.csv`, status: 'done', schema: 'unodc-5.0.1', report_code: 'CTR', valid_rows: 11_997, error_rows: 3,
  progress: { done: 12_000, total: 12_000 }, message: '11997 of 12000 rows converted; 3 rows with errors are in Saved info',
  report: { serverName: `${id(201)}.zip`, filename: 'bank-export-2026-11-goaml.zip', kind: 'zip', filesize: 1_048_576, parts: 2 }, job_id: 'job-1', ...over,
});

export const savedRow = (over: Partial<SavedRow> = {}): SavedRow => ({
  _id: id(301), file_id: id(1), filename: 'bank-export-2026-11.csv', row: 7,
  values: { transactionnumber: 'TX-0000006', date_transaction: '2024-03-15 10:22:31', amount_local: '-250.00', transmode_code: 'A', funds_code: 'K', from_account: 'DE89370400440532013000', from_country: 'KE', to_account: 'ACC-6', to_country: 'GB' },
  errors: [{ row: 7, column: 'Amount', field: 'amount_local', reason: 'Negative amount: goAML amounts are positive, the direction is given by the from and to accounts' }],
  updatedAt: '2026-11-20T09:31:00.000Z', ...over,
});

export const schemaChoicesFake: SchemaChoice[] = [
  { id: 'unodc-5.0.1', title: 'goAML 5.0.1 (UNODC generic)', available: true, report_codes: ['AIF', 'CTR', 'SAR', 'STR'], indicators: ['-'], funds_codes: ['K', 'L'], transmode_codes: ['A', 'D'], transmode_comment_required: false },
  { id: 'ae-5.0.2', title: 'goAML 5.0.2 (UAE FIU)', available: true, report_codes: ['SAR', 'STR'], indicators: ['STRUC'], funds_codes: ['CASH'], transmode_codes: ['ELCFT'], transmode_comment_required: true },
];

export function fiuFakeState(over: Partial<FiuFakeState> = {}): FiuFakeState {
  return { userInfo: userInfoOf(), files: [fileItem(), fileItem({ _id: id(2), filename: 'march.xlsx', serverName: `${id(102)}.xlsx`, status: 'failed', report: null, conversionFee: 0, conversionFeeComment: '', message: 'Not enough credits' })], saved: [savedRow()], ...over };
}

export function createFiuFakeHttp(state: FiuFakeState, handlers: FiuHandlers = {}, options: FakeHttpOptions = {}): Http {
  return createFakeHttp(fiuApi, {
    getUserInfo: () => state.userInfo,
    saveUserChanges: (body) => {
      const errors = validateUserChanges(body);
      if (errors.length) throw new ApiError(400, { message: errors[0]!.message, errors });
      const { email_verified } = state.userInfo.userInformation;
      const next = userInfoOf(body, email_verified);
      state.userInfo = next;
      return { status: 'success', message: M.dataSaved, ...next };
    },
    getFilesList: () => ({ files: state.files }),
    getSavedInfo: () => ({ data: state.saved }),
    updateSavedInfo: ({ changes }) => {
      state.saved = state.saved.map((r) => (changes[r._id] ? { ...r, values: { ...r.values, ...changes[r._id] }, errors: [] } : r));
      return { status: 'success', message: M.dataSaved, data: state.saved };
    },
    convertSavedInfo: ({ file_id }) => ({ file: fileItem({ _id: id(9), filename: 'corrected rows', status: 'queued', report: null, serverName: `${file_id}.json` }), message: M.conversionQueued }),
    listSchemas: () => ({ schemas: schemaChoicesFake, fields: TARGET_FIELDS.map((f) => ({ key: f.key, label: f.label, required: f.required })) }),
    startConversion: () => ({ file: fileItem({ status: 'queued', report: null }), message: M.conversionQueued }),
    getConversion: () => ({ file: fileItem(), errors: savedRow().errors }),
    ...handlers,
  }, options);
}

export const emptyFiuUser = () => emptyUserInfo('alice@example.com', false);

export const createFiuFakeTransport = (): FiuTransport => ({
  async upload(file: File): Promise<UploadResult> {
    const headers = EXPORT_HEADER.split(',');
    return { file: fileItem({ filename: file.name, status: 'uploaded', report: null }), headers, preview: [['TX-1', '2024-03-15', 'Transfer', 'Main', 'A', 'K', '10.00']], mapping: {}, saved_mapping: false };
  },
  async download() {
    return new Blob(['<report/>'], { type: 'application/xml' });
  },
});
