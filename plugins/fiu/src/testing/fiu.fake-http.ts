import { ApiError, createFakeHttp, type FakeHandlers, type FakeHttpOptions, type Http } from '@app/core/client';
import {
  emptyInstitution,
  emptyUserInfo,
  INSTITUTION_MESSAGES,
  normalizeInstitution,
  validateInstitution,
  type InstitutionResponse,
  ERROR_KINDS,
  fiuApi,
  FIU_MESSAGES as M,
  fieldByKey,
  TARGET_FIELDS,
  validateUserChanges,
  withKinds,
  type ConversionError,
  type FileItem,
  type SavedInfoFilter,
  type ErrorKind,
  type SavedRow,
  type SchemaChoice,
  type UserInfoResponse,
} from '../shared/index.ts';
import type { FiuTransport, UploadResult } from '../web/transport.tsx';
import { EXPORT_HEADER, userInfoOf } from './fiu.builders.ts';

export interface FiuFakeState {
  userInfo: UserInfoResponse;
  institution: InstitutionResponse;
  files: FileItem[];
  saved: SavedRow[];
  /** Every row error of the conversion getConversion answers. */
  conversionErrors: ConversionError[];
}
export type FiuHandlers = FakeHandlers<typeof fiuApi>;

const id = (n: number) => n.toString(16).padStart(24, '0');

export const fileItem = (over: Partial<FileItem> = {}): FileItem => ({
  _id: id(1),
  uploadDate: '2026-11-20T09:30:00.000Z',
  filename: 'bank-export-2026-11.csv',
  filesize: 2_411_724,
  rows: 12_000,
  conversionFee: 1199.7,
  conversionFeeComment: '11997 rows at 0.1 credits',
  serverName: `${id(101)}.csv`,
  status: 'done',
  schema: 'unodc-5.0.1',
  report_code: 'CTR',
  valid_rows: 11_997,
  error_rows: 3,
  progress: { done: 12_000, total: 12_000 },
  message: '11997 of 12000 rows converted; 3 rows with errors are in Saved info',
  report: {
    serverName: `${id(201)}.zip`,
    filename: 'bank-export-2026-11-goaml.zip',
    kind: 'zip',
    filesize: 1_048_576,
    parts: 2,
  },
  job_id: 'job-1',
  ...over,
});

export const savedRow = (over: Partial<SavedRow> = {}): SavedRow => ({
  _id: id(301),
  file_id: id(1),
  filename: 'bank-export-2026-11.csv',
  row: 7,
  values: {
    transactionnumber: 'TX-0000006',
    date_transaction: '2024-03-15 10:22:31',
    amount_local: '-250.00',
    transmode_code: 'A',
    funds_code: 'K',
    from_account: 'DE89370400440532013000',
    from_country: 'KE',
    to_account: 'ACC-6',
    to_country: 'GB',
  },
  errors: [
    {
      row: 7,
      column: 'Amount',
      field: 'amount_local',
      reason: 'Negative amount: goAML amounts are positive, the direction is given by the from and to accounts',
    },
  ],
  updatedAt: '2026-11-20T09:31:00.000Z',
  ...over,
});

export const schemaChoicesFake: SchemaChoice[] = [
  {
    id: 'unodc-5.0.1',
    title: 'goAML 5.0.1 (UNODC generic)',
    available: true,
    report_codes: ['AIF', 'CTR', 'SAR', 'STR'],
    indicators: ['-'],
    funds_codes: ['K', 'L'],
    transmode_codes: ['A', 'D'],
    transmode_comment_required: false,
  },
  {
    id: 'ae-5.0.2',
    title: 'goAML 5.0.2 (UAE FIU)',
    available: true,
    report_codes: ['SAR', 'STR'],
    indicators: ['STRUC'],
    funds_codes: ['CASH'],
    transmode_codes: ['ELCFT'],
    transmode_comment_required: true,
  },
];

/** `count` saved rows of one file, as a 2,000-row export with a wrong currency code leaves them (every 10th also has a negative amount). */
export function manySavedRows(count: number, fileId = id(1), filename = 'bank-export-ksh.csv'): SavedRow[] {
  return Array.from({ length: count }, (_, i) => {
    const row = i + 2;
    const negative = i % 10 === 0;
    const errors = withKinds([
      ...(negative
        ? [
            {
              row,
              column: 'Amount',
              field: 'amount_local',
              reason: 'Negative amount: goAML amounts are positive, the direction is given by the from and to accounts',
            },
          ]
        : []),
      { row, column: 'Currency', field: 'from_currency_code', reason: 'Unknown currency code "KSH" for this schema' },
    ]);
    const base = savedRow();
    return {
      ...base,
      _id: id(10_000 + i),
      file_id: fileId,
      filename,
      row,
      values: {
        ...base.values,
        transactionnumber: `TX-${String(i + 1).padStart(7, '0')}`,
        amount_local: negative ? '-75.00' : `${100 + i}.50`,
        from_currency_code: 'KSH',
      },
      errors,
    };
  });
}

/** The errors of a conversion as `manySavedRows(count)` keeps them: KSH in every row, a negative amount in every 10th. */
export const manyConversionErrors = (count: number): ConversionError[] =>
  manySavedRows(count).flatMap((r) =>
    withKinds(r.errors).map((e) => ({ ...e, value: e.field ? (r.values[e.field] ?? '') : '' })),
  );

/** The server's paging and counts of a conversion's errors. */
function conversionErrorsPage(state: FiuFakeState, q: { page?: string; per_page?: string; kind?: ErrorKind }) {
  const perPage = Number(q.per_page ?? 50);
  const page = Number(q.page ?? 1);
  const hits = state.conversionErrors.filter((e) => !q.kind || e.kind === q.kind);
  return {
    errors: hits.slice((page - 1) * perPage, page * perPage),
    total: hits.length,
    page,
    per_page: perPage,
    kinds: ERROR_KINDS.map((k) => ({
      kind: k.kind,
      label: k.label,
      errors: state.conversionErrors.filter((e) => e.kind === k.kind).length,
    })).filter((k) => k.errors),
  };
}

const matches = (r: SavedRow, f: SavedInfoFilter) =>
  (!f.file_id || r.file_id === f.file_id) &&
  (!(f.kind || f.field) ||
    withKinds(r.errors).some((e) => (!f.kind || e.kind === f.kind) && (!f.field || e.field === f.field)));

/** The server's paging, counts and bulk fix over the in-memory rows (re-validation: the fixed column's errors go). */
function savedInfoPage(state: FiuFakeState, q: SavedInfoFilter & { page?: string; per_page?: string }) {
  const perPage = Number(q.per_page ?? 1000);
  const page = Number(q.page ?? 1);
  const hits = state.saved.filter((r) => matches(r, q));
  const inFile = state.saved.filter((r) => matches(r, { file_id: q.file_id }));
  const kinds = ERROR_KINDS.map((k) => ({
    kind: k.kind,
    label: k.label,
    rows: inFile.filter((r) => withKinds(r.errors).some((e) => e.kind === k.kind)).length,
  })).filter((k) => k.rows);
  const files = [...new Set(state.saved.map((r) => r.file_id))].map((fileId) => {
    const of = state.saved.filter((r) => r.file_id === fileId);
    return {
      file_id: fileId,
      filename: of[0]!.filename,
      rows: of.length,
      ready: of.filter((r) => !r.errors.length).length,
    };
  });
  return {
    data: hits.slice((page - 1) * perPage, page * perPage),
    total: hits.length,
    page,
    per_page: perPage,
    kinds,
    files,
  };
}

export function fiuFakeState(over: Partial<FiuFakeState> = {}): FiuFakeState {
  return {
    userInfo: userInfoOf(),
    institution: { institution: emptyInstitution(), complete: false, updated_at: null },
    files: [
      fileItem(),
      fileItem({
        _id: id(2),
        filename: 'march.xlsx',
        serverName: `${id(102)}.xlsx`,
        status: 'failed',
        report: null,
        conversionFee: 0,
        conversionFeeComment: '',
        message: 'Not enough credits',
      }),
    ],
    saved: [savedRow()],
    conversionErrors: withKinds(savedRow().errors).map((e) => ({ ...e, value: '-250.00' })),
    ...over,
  };
}

export function createFiuFakeHttp(
  state: FiuFakeState,
  handlers: FiuHandlers = {},
  options: FakeHttpOptions = {},
): Http {
  return createFakeHttp(
    fiuApi,
    {
      getUserInfo: () => state.userInfo,
      getInstitution: () => state.institution,
      saveInstitution: (body) => {
        const v = normalizeInstitution(body);
        const errors = validateInstitution(v);
        if (errors.length) throw new ApiError(400, { message: errors[0]!.message, errors });
        state.institution = { institution: v, complete: true, updated_at: new Date().toISOString() };
        return { message: INSTITUTION_MESSAGES.saved, ...state.institution };
      },
      saveUserChanges: (body) => {
        const errors = validateUserChanges(body);
        if (errors.length) throw new ApiError(400, { message: errors[0]!.message, errors });
        const { email_verified } = state.userInfo.userInformation;
        const next = userInfoOf(body, email_verified);
        state.userInfo = next;
        return { status: 'success', message: M.dataSaved, ...next };
      },
      getFilesList: (q) => {
        const perPage = Number(q?.per_page ?? 500);
        const page = Number(q?.page ?? 1);
        const files = state.files.slice((page - 1) * perPage, page * perPage);
        return { files, total: state.files.length, page, per_page: perPage };
      },
      getSavedInfo: (q) => savedInfoPage(state, q ?? {}),
      bulkFixSavedInfo: (body) => {
        if (!fieldByKey.has(body.field)) throw new ApiError(400, { message: M.noSuchColumn(body.field) });
        const scope = body.row_ids
          ? state.saved.filter((r) => body.row_ids!.includes(r._id))
          : state.saved.filter((r) => matches(r, body.filter ?? {}));
        if (!scope.length) throw new ApiError(400, { message: body.row_ids ? M.selectRows : M.noRowMatches });
        const changed = new Set(
          scope
            .filter(
              (r) =>
                (body.find === undefined || (r.values[body.field] ?? '').trim() === body.find) &&
                r.values[body.field] !== body.replace,
            )
            .map((r) => r._id),
        );
        let before = 0;
        let after = 0;
        state.saved = state.saved.map((r) => {
          if (!changed.has(r._id)) return r;
          const errors = r.errors.filter((e) => e.field !== body.field);
          before += r.errors.length;
          after += errors.length;
          return { ...r, values: { ...r.values, [body.field]: body.replace }, errors };
        });
        const failing = state.saved.filter((r) => changed.has(r._id) && r.errors.length).length;
        return {
          status: 'success',
          message: M.bulkFixed(changed.size, failing),
          selected: scope.length,
          changed: changed.size,
          still_failing: failing,
          errors_before: before,
          errors_after: after,
        };
      },
      updateSavedInfo: ({ changes }) => {
        state.saved = state.saved.map((r) =>
          changes[r._id] ? { ...r, values: { ...r.values, ...changes[r._id] }, errors: [] } : r,
        );
        return { status: 'success', message: M.dataSaved, data: state.saved };
      },
      convertSavedInfo: ({ file_id }) => ({
        file: fileItem({
          _id: id(9),
          filename: 'corrected rows',
          status: 'queued',
          report: null,
          serverName: `${file_id}.json`,
        }),
        message: M.conversionQueued,
      }),
      listSchemas: () => ({
        schemas: schemaChoicesFake,
        fields: TARGET_FIELDS.map((f) => ({ key: f.key, label: f.label, required: f.required })),
      }),
      startConversion: () => ({ file: fileItem({ status: 'queued', report: null }), message: M.conversionQueued }),
      getConversion: () => ({
        file: fileItem(),
        errors: state.conversionErrors.slice(0, 200).map(({ value: _value, ...e }) => e),
        errors_total: state.conversionErrors.length,
      }),
      getConversionErrors: (q) => conversionErrorsPage(state, q),
      ...handlers,
    },
    options,
  );
}

export const emptyFiuUser = () => emptyUserInfo('alice@example.com', false);

export const createFiuFakeTransport = (): FiuTransport => ({
  async upload(file: File): Promise<UploadResult> {
    const headers = EXPORT_HEADER.split(',');
    return {
      file: fileItem({ filename: file.name, status: 'uploaded', report: null }),
      headers,
      preview: [['TX-1', '2024-03-15', 'Transfer', 'Main', 'A', 'K', '10.00']],
      mapping: {},
      saved_mapping: false,
    };
  },
  async download() {
    return new Blob(['<report/>'], { type: 'application/xml' });
  },
});
