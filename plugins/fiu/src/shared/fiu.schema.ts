import { IdSchema, Nullable, Type, type Static } from '@app/core/shared';

export const SchemaIdSchema = Type.Union([Type.Literal('unodc-5.0.1'), Type.Literal('ae-5.0.2'), Type.Literal('lk-2.0')]);
export type SchemaId = Static<typeof SchemaIdSchema>;

export const RowErrorSchema = Type.Object({ row: Type.Integer(), column: Type.String(), field: Type.String(), reason: Type.String() });

export const ConversionStatusSchema = Type.Union([Type.Literal('uploaded'), Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]);

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
  report: Nullable(Type.Object({ serverName: Type.String(), filename: Type.String(), kind: Type.Union([Type.Literal('xml'), Type.Literal('zip')]), filesize: Type.Integer(), parts: Type.Integer() })),
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
