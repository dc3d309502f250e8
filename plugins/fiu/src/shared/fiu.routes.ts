import { defineMultipartRoute, defineRoute, IdSchema, routePath, Type } from '@app/core/shared';
import {
  BulkFixResultSchema,
  BulkFixSchema,
  ConversionErrorsQuerySchema,
  ConversionErrorsResponseSchema,
  FileItemSchema,
  MappingSchema,
  RowErrorSchema,
  SavedInfoQuerySchema,
  SavedInfoResponseSchema,
  SavedRowSchema,
  SchemaChoiceSchema,
  SchemaIdSchema,
} from './fiu.schema.ts';
import { SaveUserChangesSchema, UserInfoResponseSchema } from './user-info.ts';

const tags = ['fiu'];

/** The user info form's loader (seed get-user carries it in the auth plugin's response; ADR 0024). */
export const getUserInfo = defineRoute({
  operationId: 'getFiuUserInfo',
  method: 'GET',
  url: 'fiu/user-info',
  tags,
  response: UserInfoResponseSchema,
});

export const saveUserChanges = defineRoute({
  operationId: 'saveUserChanges',
  method: 'PUT',
  url: 'save-user-changes',
  tags,
  summary: 'Save the regulatory-reporting user info (information, address, phone); birth_date ISO or empty',
  body: SaveUserChangesSchema,
  response: Type.Intersect([Type.Object({ status: Type.String(), message: Type.String() }), UserInfoResponseSchema]),
});

/** Seed `files`, newest first; page and per_page are optional extras (without them: the newest 500, as before; ADR 0080). */
export const getFilesList = defineRoute({
  operationId: 'getFilesList',
  method: 'GET',
  url: 'get-files-list',
  tags,
  querystring: Type.Object(
    {
      page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
      per_page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    files: Type.Array(FileItemSchema),
    /** Files of the organisation, the page shown and its size. */
    total: Type.Integer(),
    page: Type.Integer(),
    per_page: Type.Integer(),
  }),
});

/** Download by server name: the uploaded source file or the report (XML, or ZIP of the parts). */
export const getFile = defineRoute({
  operationId: 'getFile',
  method: 'GET',
  url: 'get-file/',
  tags,
  querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) }),
  response: Type.Unknown(),
});

/** Seed `data` list; page, per_page, file_id, kind and field are optional extras (ADR 0070). */
export const getSavedInfo = defineRoute({
  operationId: 'getSavedInfo',
  method: 'GET',
  url: 'get-saved-info',
  tags,
  querystring: SavedInfoQuerySchema,
  response: SavedInfoResponseSchema,
});

/** Replaces one column's value in the selected rows or in every row matching the filter; the rows are checked again. Audited. */
export const bulkFixSavedInfo = defineRoute({
  operationId: 'bulkFixSavedInfo',
  method: 'POST',
  url: 'fiu/saved-info/bulk-fix',
  tags,
  body: BulkFixSchema,
  response: BulkFixResultSchema,
});

/** Every error of the saved rows matching the filter, as CSV streamed from the database (no cap). */
export const downloadSavedErrors = defineRoute({
  operationId: 'downloadSavedErrors',
  method: 'GET',
  url: 'fiu/saved-info/errors.csv',
  tags,
  permission: 'can_download_files',
  querystring: Type.Object(
    {
      file_id: Type.Optional(IdSchema),
      kind: SavedInfoQuerySchema.properties.kind,
      field: SavedInfoQuerySchema.properties.field,
    },
    { additionalProperties: false },
  ),
  response: Type.Unknown(),
});

/** Update saved data: a map of row id -> changed fields (the seed does not show method and path). */
export const updateSavedInfo = defineRoute({
  operationId: 'updateSavedInfo',
  method: 'PUT',
  url: 'update-saved-info',
  tags,
  body: Type.Object(
    { changes: Type.Record(IdSchema, Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 4000 }))) },
    { additionalProperties: false },
  ),
  response: Type.Object({
    status: Type.String(),
    message: Type.String(),
    data: Type.Array(SavedRowSchema),
    error: Type.Optional(Type.Array(Type.String())),
  }),
});

/** Converts the saved rows that now pass every check, as a new report of their file's schema and type. */
export const convertSavedInfo = defineRoute({
  operationId: 'convertSavedInfo',
  method: 'POST',
  url: 'fiu/convert-saved',
  tags,
  body: Type.Object({ file_id: IdSchema }, { additionalProperties: false }),
  response: Type.Object({ file: FileItemSchema, message: Type.String() }),
});

export const listSchemas = defineRoute({
  operationId: 'listFiuSchemas',
  method: 'GET',
  url: 'fiu/schemas',
  tags,
  response: Type.Object({
    schemas: Type.Array(SchemaChoiceSchema),
    fields: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), required: Type.Boolean() })),
  }),
});

/** Upload (multipart: one file field, CSV or XLSX) -> stored, previewed, mapping suggested. */
export const uploadExport = defineMultipartRoute({
  operationId: 'uploadExport',
  method: 'POST',
  url: 'fiu/upload',
  tags,
  summary:
    'Upload a transaction export (multipart, field `file`); returns the header, first rows and the suggested column mapping',
  multipart: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({
    file: FileItemSchema,
    headers: Type.Array(Type.String()),
    preview: Type.Array(Type.Array(Type.String())),
    mapping: MappingSchema,
    saved_mapping: Type.Boolean(),
  }),
});
export const UPLOAD_PATH = routePath(uploadExport);

export const startConversion = defineRoute({
  operationId: 'startConversion',
  method: 'POST',
  url: 'fiu/convert',
  tags,
  body: Type.Object(
    {
      file_id: IdSchema,
      schema: SchemaIdSchema,
      report_code: Type.String({ minLength: 1, maxLength: 10 }),
      indicators: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 20 }),
      currency_code_local: Type.String({ minLength: 3, maxLength: 3 }),
      mapping: MappingSchema,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ file: FileItemSchema, message: Type.String() }),
});

/** The file's conversion state; `errors` is the first 200 errors, `errors_total` all of them (paged: getConversionErrors). */
export const getConversion = defineRoute({
  operationId: 'getConversion',
  method: 'GET',
  url: 'fiu/conversion',
  tags,
  querystring: Type.Object({ id: IdSchema }),
  response: Type.Object({
    file: FileItemSchema,
    errors: Type.Array(RowErrorSchema),
    errors_total: Type.Integer(),
  }),
});

/** Every row error of a conversion, a page at a time, optionally of one error kind (ADR 0080). */
export const getConversionErrors = defineRoute({
  operationId: 'getConversionErrors',
  method: 'GET',
  url: 'fiu/conversion/errors',
  tags,
  querystring: ConversionErrorsQuerySchema,
  response: ConversionErrorsResponseSchema,
});

/** Every row error of a conversion (or of one kind) as CSV streamed from the database (no cap). */
export const downloadConversionErrors = defineRoute({
  operationId: 'downloadConversionErrors',
  method: 'GET',
  url: 'fiu/conversion/errors.csv',
  tags,
  permission: 'can_download_files',
  querystring: Type.Object(
    { id: IdSchema, kind: ConversionErrorsQuerySchema.properties.kind },
    { additionalProperties: false },
  ),
  response: Type.Unknown(),
});
