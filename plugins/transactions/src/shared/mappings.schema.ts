import { IdSchema, Type, type Static } from '@app/core/shared';
import { MAX_MAPPING_CHARS, TransactionFieldSchema } from './imports.schema.ts';
import { MappingSchema } from './mapping.ts';
import { TransactionInputSchema } from './model.ts';

const strict = { additionalProperties: false } as const;
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A mapping's name: unique per organisation (case-insensitive), what the CLI exports by. */
export const MappingNameSchema = Type.String({ minLength: 1, maxLength: 100 });

/** A mapping saved for the organisation; `mapping` is the mapping file's JSON (README), exactly. */
export const SavedMappingSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  mapping: MappingSchema,
  created_by: nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type SavedMapping = Static<typeof SavedMappingSchema>;

/**
 * The mapping as sent: any JSON object, checked by `validateMapping` in the handler so each error names
 * its path (`mapping.columns.amout: …`) instead of the schema validator's generic words.
 */
const mappingBody = Type.Record(Type.String(), Type.Unknown());

export const CreateMappingBodySchema = Type.Object({ name: MappingNameSchema, mapping: mappingBody }, strict);
export const UpdateMappingBodySchema = Type.Object(
  { id: IdSchema, name: Type.Optional(MappingNameSchema), mapping: Type.Optional(mappingBody) },
  strict,
);

/** Multipart text fields of a preview (the file part is `file`). */
export const PreviewMappingFieldsSchema = Type.Object(
  {
    /** The mapping's JSON (an unsaved edit)… */
    mapping: Type.Optional(Type.String({ maxLength: MAX_MAPPING_CHARS })),
    /** …or a saved mapping. */
    mapping_id: Type.Optional(Type.String({ maxLength: 24 })),
    /** csv or xlsx; sniffed from the file when absent. */
    format: Type.Optional(Type.String({ maxLength: 10 })),
    sheet: Type.Optional(Type.String({ maxLength: 100 })),
    delimiter: Type.Optional(Type.String({ maxLength: 5 })),
    /** Rows shown as read (default 20, at most 200). */
    rows: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', maxLength: 3 })),
  },
  strict,
);
export const PREVIEW_ROWS = 20;
export const MAX_PREVIEW_ROWS = 200;
/** Largest file a preview reads from (only its first rows are read; the rest is not uploaded further). */
export const MAX_PREVIEW_BYTES = 50 * 1024 * 1024;

const field = TransactionFieldSchema;
const RowErrorSchema = Type.Object({
  row: Type.Integer(),
  column: nullable(Type.String()),
  field: nullable(field),
  reason: Type.String(),
  value: Type.Optional(Type.String()),
});

/** The mapping editor's preview: the header, the first rows as they will be read, the words no value table covers. */
export const MappingPreviewSchema = Type.Object({
  headers: Type.Array(Type.String()),
  /** A mapped header missing from the file, an unreadable file: then `rows` is empty. */
  file_errors: Type.Array(RowErrorSchema),
  rows: Type.Array(
    Type.Object({
      row: Type.Integer(),
      transaction: Type.Optional(TransactionInputSchema),
      errors: Type.Optional(Type.Array(RowErrorSchema)),
    }),
  ),
  uncovered: Type.Array(
    Type.Object({
      field,
      column: Type.String(),
      value: Type.String(),
      count: Type.Integer(),
      first_row: Type.Integer(),
    }),
  ),
  /** Data rows scanned for uncovered words. */
  scanned: Type.Integer(),
});
export type MappingPreview = Static<typeof MappingPreviewSchema>;
