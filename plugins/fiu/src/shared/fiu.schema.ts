import { IdSchema, Nullable, Type, type Static } from '@app/core/shared';
import { ErrorKindCountSchema, ErrorKindSchema } from './error-kinds.ts';

export const SchemaIdSchema = Type.Union([
  Type.Literal('unodc-5.0.1'),
  Type.Literal('ae-5.0.2'),
  Type.Literal('lk-2.0'),
]);
export type SchemaId = Static<typeof SchemaIdSchema>;

/** `kind`: the error's category (ERROR_KINDS); always sent by Saved info, absent on older conversion results. */
export const RowErrorSchema = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  field: Type.String(),
  reason: Type.String(),
  kind: Type.Optional(ErrorKindSchema),
});

/** One error of a conversion (ADR 0080): the row error with its kind and the cell's value as read. */
export const ConversionErrorSchema = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  field: Type.String(),
  reason: Type.String(),
  kind: ErrorKindSchema,
  value: Type.String(),
});
export type ConversionError = Static<typeof ConversionErrorSchema>;

/** Query strings are not coerced (ADR 0010): page and per_page are digit strings; per_page at most 1,000. */
export const ConversionErrorsQuerySchema = Type.Object(
  {
    id: IdSchema,
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
    per_page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })),
    kind: Type.Optional(ErrorKindSchema),
  },
  { additionalProperties: false },
);
export type ConversionErrorsQuery = Static<typeof ConversionErrorsQuerySchema>;

export const ConversionErrorKindCountSchema = Type.Object({
  kind: ErrorKindSchema,
  label: Type.String(),
  errors: Type.Integer(),
});

export const ConversionErrorsResponseSchema = Type.Object({
  errors: Type.Array(ConversionErrorSchema),
  /** Errors matching the filter, the page shown and its size. */
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
  /** Errors per kind in the whole conversion (for the filter and its counts). */
  kinds: Type.Array(ConversionErrorKindCountSchema),
});
export type ConversionErrorsResponse = Static<typeof ConversionErrorsResponseSchema>;

export const ConversionStatusSchema = Type.Union([
  Type.Literal('uploaded'),
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);

/** Seed 002 file list item (uploadDate, filename, filesize, rows, conversionFee, conversionFeeComment, serverName) plus the conversion state. */
export const FileItemSchema = Type.Object({
  _id: IdSchema,
  uploadDate: Type.String(),
  filename: Type.String(),
  filesize: Type.Integer(),
  rows: Type.Integer(),
  conversionFee: Type.Number(),
  conversionFeeComment: Type.String(),
  serverName: Type.String(),
  status: ConversionStatusSchema,
  schema: Nullable(SchemaIdSchema),
  report_code: Nullable(Type.String()),
  valid_rows: Type.Integer(),
  error_rows: Type.Integer(),
  progress: Type.Object({ done: Type.Integer(), total: Type.Integer() }),
  message: Type.String(),
  /** Server name of the report (XML, or ZIP of several parts) once converted. */
  report: Nullable(
    Type.Object({
      serverName: Type.String(),
      filename: Type.String(),
      kind: Type.Union([Type.Literal('xml'), Type.Literal('zip')]),
      filesize: Type.Integer(),
      parts: Type.Integer(),
    }),
  ),
  job_id: Nullable(Type.String()),
});
export type FileItem = Static<typeof FileItemSchema>;

export const SavedRowSchema = Type.Object({
  _id: IdSchema,
  file_id: IdSchema,
  filename: Type.String(),
  row: Type.Integer(),
  values: Type.Record(Type.String(), Type.String()),
  errors: Type.Array(RowErrorSchema),
  updatedAt: Type.String(),
});
export type SavedRow = Static<typeof SavedRowSchema>;

export const SchemaChoiceSchema = Type.Object({
  id: SchemaIdSchema,
  title: Type.String(),
  available: Type.Boolean(),
  report_codes: Type.Array(Type.String()),
  indicators: Type.Array(Type.String()),
  funds_codes: Type.Array(Type.String()),
  transmode_codes: Type.Array(Type.String()),
  transmode_comment_required: Type.Boolean(),
});
export type SchemaChoice = Static<typeof SchemaChoiceSchema>;

export const MappingSchema = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 255 }));

/** Optional extras of get-saved-info: one page of the rows matching a filter (without them: the first 1,000 rows, as before). */
export const SavedInfoQuerySchema = Type.Object(
  {
    /** Query strings are not coerced (ADR 0010): numbers are digit strings; per_page at most 1,000. */
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
    per_page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })),
    file_id: Type.Optional(IdSchema),
    kind: Type.Optional(ErrorKindSchema),
    /** Rows with an error on this goAML field (a key of TARGET_FIELDS). */
    field: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type SavedInfoQuery = Static<typeof SavedInfoQuerySchema>;
export type SavedInfoFilter = Pick<SavedInfoQuery, 'file_id' | 'kind' | 'field'>;

export const SavedFileSummarySchema = Type.Object({
  file_id: IdSchema,
  filename: Type.String(),
  rows: Type.Integer(),
  ready: Type.Integer(),
});

export const SavedInfoResponseSchema = Type.Object({
  data: Type.Array(SavedRowSchema),
  /** Rows matching the filter, the page shown and its size. */
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
  /** Rows per error kind (within the file filter), for the filter and its counts. */
  kinds: Type.Array(ErrorKindCountSchema),
  /** Files with saved rows: how many rows, how many of them pass every check now. */
  files: Type.Array(SavedFileSummarySchema),
});
export type SavedInfoResponse = Static<typeof SavedInfoResponseSchema>;

/** Bulk fix: one column's value replaced in the selected rows, or in every row matching a filter. */
export const BulkFixSchema = Type.Object(
  {
    field: Type.String({ minLength: 1, maxLength: 64 }),
    /** Only cells holding exactly this value (after trimming) are changed; absent = every selected row's cell. */
    find: Type.Optional(Type.String({ maxLength: 4000 })),
    replace: Type.String({ maxLength: 4000 }),
    row_ids: Type.Optional(Type.Array(IdSchema, { maxItems: 5000 })),
    filter: Type.Optional(
      Type.Object(
        {
          file_id: Type.Optional(IdSchema),
          kind: Type.Optional(ErrorKindSchema),
          field: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type BulkFix = Static<typeof BulkFixSchema>;

export const BulkFixResultSchema = Type.Object({
  status: Type.String(),
  message: Type.String(),
  /** Rows in the selection, rows whose cell was changed, and of those the rows that still fail a check. */
  selected: Type.Integer(),
  changed: Type.Integer(),
  still_failing: Type.Integer(),
  /** Errors of the changed rows before and after the fix. */
  errors_before: Type.Integer(),
  errors_after: Type.Integer(),
});
export type BulkFixResult = Static<typeof BulkFixResultSchema>;
