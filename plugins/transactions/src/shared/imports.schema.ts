import { IdSchema, Type, type Static } from '@app/core/shared';
import { TRANSACTION_FIELDS, type TransactionField } from './model.ts';

const strict = { additionalProperties: false } as const;
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** What an import reads: a CSV/XLSX export through a mapping, or a bank statement without one. */
export const IMPORT_FORMATS = ['csv', 'xlsx', 'camt052', 'camt053', 'camt054', 'mt940'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** Formats read through a mapping (the others carry their own structure). */
export const MAPPED_FORMATS: readonly ImportFormat[] = ['csv', 'xlsx'];
export const ImportFormatSchema = Type.Unsafe<ImportFormat>(Type.Union(IMPORT_FORMATS.map((f) => Type.Literal(f))));

/** Largest upload: a 1,000,000-row, 41-column export is about 400 MB. Stored in parts, never held whole. */
export const MAX_IMPORT_BYTES = 1024 * 1024 * 1024;
/** Longest mapping JSON sent as a form field (value tables of a large bank vocabulary). */
export const MAX_MAPPING_CHARS = 262_144;
export const IMPORT_PAGE_SIZE = 30;
export const IMPORT_ERROR_PAGE_SIZE = 50;
export const BAD_ROW_PAGE_SIZE = 30;
/** Corrected bad rows re-imported in one call. */
export const MAX_REIMPORT = 1000;

export const ImportStatusSchema = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);
export type ImportStatus = Static<typeof ImportStatusSchema>;

/** What the job counted: results read, new rows stored, rows already stored, new rows linked to a client, bad rows. */
export const ImportCountsSchema = Type.Object({
  rows: Type.Integer(),
  inserted: Type.Integer(),
  duplicates: Type.Integer(),
  linked: Type.Integer(),
  bad: Type.Integer(),
});
export type ImportCounts = Static<typeof ImportCountsSchema>;

/** One import: its file, how it was read, where its job is, what it wrote. */
export const TransactionImportSchema = Type.Object({
  _id: Type.String(),
  file_name: Type.String(),
  size: Type.Integer(),
  format: ImportFormatSchema,
  /** The saved mapping it was started with (its JSON is kept with the import either way). */
  mapping_id: nullable(Type.String()),
  mapping_name: nullable(Type.String()),
  status: ImportStatusSchema,
  job_id: nullable(Type.String()),
  counts: ImportCountsSchema,
  /** Bad rows not yet corrected and re-imported (Saved info). */
  bad_open: Type.Integer(),
  /** Error count per source column (a file-level error is counted under ""), for the error filter. */
  error_columns: Type.Record(Type.String(), Type.Integer()),
  /** Why the job failed, when it did (a file that could not be read at all). */
  error: nullable(Type.String()),
  created_by: nullable(Type.String()),
  created_at: Type.String(),
  started_at: nullable(Type.String()),
  finished_at: nullable(Type.String()),
});
export type TransactionImport = Static<typeof TransactionImportSchema>;

/** Multipart text fields of a new import (the file part is `file`). */
export const StartImportFieldsSchema = Type.Object(
  {
    /** Sniffed from the file when absent. */
    format: Type.Optional(Type.String({ maxLength: 10 })),
    /** A saved mapping of the organisation (csv/xlsx)… */
    mapping_id: Type.Optional(Type.String({ maxLength: 24 })),
    /** …or the mapping file's JSON itself. */
    mapping: Type.Optional(Type.String({ maxLength: MAX_MAPPING_CHARS })),
    /** XLSX: the sheet to read (default the first). */
    sheet: Type.Optional(Type.String({ maxLength: 100 })),
    /** CSV: the delimiter (default sniffed from the header line). */
    delimiter: Type.Optional(Type.String({ maxLength: 5 })),
  },
  strict,
);

export const StartImportResponseSchema = Type.Object({
  _id: Type.String(),
  job_id: Type.String(),
  import: TransactionImportSchema,
});

/** A model field name (a union the validator checks; typed as TransactionField). */
export const TransactionFieldSchema = Type.Unsafe<TransactionField>(
  Type.Union(TRANSACTION_FIELDS.map((f) => Type.Literal(f))),
);
const field = TransactionFieldSchema;

/** One error of one bad row: the row, the source column (header, XML path or tag), the model field, why, the value read. */
const errorItem = {
  column: nullable(Type.String()),
  field: nullable(field),
  reason: Type.String(),
  value: nullable(Type.String()),
};
export const ImportErrorSchema = Type.Object({ bad_row_id: Type.String(), row: Type.Integer(), ...errorItem });
export type ImportError = Static<typeof ImportErrorSchema>;

const errorFilters = {
  /** Part of the reason (case-insensitive). */
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** The source column exactly ("" for row-level errors without one). */
  column: Type.Optional(Type.String({ maxLength: 255 })),
};
const page = Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$', maxLength: 7 }));

export const ImportErrorsQuerySchema = Type.Object({ id: IdSchema, ...errorFilters, page }, strict);
export const ImportErrorsCsvQuerySchema = Type.Object({ id: IdSchema, ...errorFilters }, strict);

/** A row the reader refused, kept to be corrected and re-imported (Saved info). */
export const BadRowSchema = Type.Object({
  _id: Type.String(),
  import_id: Type.String(),
  file_name: Type.String(),
  row: Type.Integer(),
  /** The row's values as mapped (read fields as the model has them, refused ones as the file had them). */
  values: Type.Record(Type.String(), Type.String()),
  errors: Type.Array(Type.Object(errorItem)),
  updated_at: Type.String(),
});
export type BadRow = Static<typeof BadRowSchema>;

export const BadRowsQuerySchema = Type.Object({ import_id: Type.Optional(IdSchema), ...errorFilters, page }, strict);

/** Corrected values of bad rows: each must now be a whole transaction (TransactionInputSchema, checked in the handler so messages name the row and field). */
export const ReimportBodySchema = Type.Object(
  {
    rows: Type.Array(
      Type.Object(
        {
          id: IdSchema,
          values: Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 4000 }), {
            maxProperties: TRANSACTION_FIELDS.length,
          }),
        },
        strict,
      ),
      { minItems: 1, maxItems: MAX_REIMPORT },
    ),
  },
  strict,
);

export const ReimportResponseSchema = Type.Object({
  inserted: Type.Integer(),
  duplicates: Type.Integer(),
  linked: Type.Integer(),
  /** Bad rows re-imported and so removed from Saved info. */
  removed: Type.Integer(),
});
