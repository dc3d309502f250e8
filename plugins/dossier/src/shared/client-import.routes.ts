import { defineMultipartRoute, Type } from '@app/core/shared';
import { ImportPreviewSchema } from './client-import.ts';

/** Contract routes of the bulk client import (ADR 0072); the header set and checks live in client-import.ts. */
const tags = ['dossier import'];
const closed = { additionalProperties: false } as const;

/** Dry run: multipart `file` (CSV, UTF-8 with or without BOM, comma or semicolon); nothing is written. */
export const previewClientImport = defineMultipartRoute({
  operationId: 'previewClientImport',
  method: 'POST',
  url: 'clients/import/preview',
  permission: 'update_dashboard',
  tags,
  summary:
    'Check a CSV of clients row by row (multipart `file`); answers per-row errors and what would be created, writes nothing',
  multipart: Type.Object({}, closed),
  response: ImportPreviewSchema,
});

/**
 * Import: multipart `file` and `only_valid` ('true' imports the valid rows of a file with errors).
 * Checked again, then created on the job queue, each client a pending creation request.
 */
export const startClientImport = defineMultipartRoute({
  operationId: 'startClientImport',
  method: 'POST',
  url: 'clients/import',
  permission: 'update_dashboard',
  tags,
  summary:
    'Import a CSV of clients (multipart `file`, `only_valid`); each client and its account numbers become one pending creation request group',
  multipart: Type.Object({ only_valid: Type.String({ maxLength: 5 }) }, closed),
  response: Type.Object({
    job_id: Type.String(),
    rows: Type.Integer(),
    skipped: Type.Integer(),
    message: Type.String(),
  }),
});
