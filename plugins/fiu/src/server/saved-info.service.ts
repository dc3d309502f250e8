import type { Principal } from '@app/core/plugin-api';
import { badRequest, forbidden, notFound } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadLookups, SCHEMA_PROFILES, validateRow } from '../convert/index.ts';
import { FIU_MESSAGES as M, fieldByKey, withKinds, type SchemaId } from '../shared/index.ts';
import type { Storage } from '@app/core/server';
import type { SavedRowsSource } from './conversion.job.ts';
import { storageKey } from './conversion-result.ts';
import { SavedRowEntity, UploadedFileEntity, type SavedRowRow, type UploadedFile } from './fiu.entities.ts';
import type { RowError } from '../convert/row-validate.ts';
import { toSavedRow } from './file.mapper.ts';
import { checkHeader } from './files.service.ts';

/** Roles that read but never change data (ADR 0005: auditors and the organisation's clients); ADR 0070. */
const READ_ONLY_ROLES = new Set(['EXTERNAL_AUDITOR', 'INTERNAL_AUDITOR', 'CLIENT']);
export function assertMayEdit(principal: Principal): void {
  if (READ_ONLY_ROLES.has(principal.role)) throw forbidden(M.readOnlyRole);
}

/** A saved row's errors with its file's schema and mapping (kinds included), as the conversion checks it. */
export function recheck(file: UploadedFile, row: number, values: Record<string, string>): RowError[] {
  const schema = file.settings!.schema as SchemaId;
  const checked = validateRow(
    row,
    values,
    (field) => file.settings!.mapping[field] ?? fieldByKey.get(field)?.label ?? field,
    {
      lookups: loadLookups(schema),
      transmodeCommentRequired: SCHEMA_PROFILES[schema].transmodeCommentRequired,
      accountPattern: SCHEMA_PROFILES[schema].accountPattern,
    },
  );
  return 'errors' in checked ? withKinds(checked.errors) : [];
}

export async function filesOf(em: EntityManager, rows: SavedRowRow[]): Promise<Map<string, UploadedFile>> {
  const ids = [...new Set(rows.map((r) => r.fileId))];
  const files = ids.length ? await em.find(UploadedFileEntity, { id: { $in: ids } }) : [];
  return new Map(files.map((f) => [f.id, f]));
}

/** Applies the changed cells per row id and checks each changed row again with its file's schema. */
export async function updateSavedRows(
  em: EntityManager,
  principal: Principal,
  changes: Record<string, Record<string, string>>,
) {
  assertMayEdit(principal);
  const ids = Object.keys(changes);
  const rows = ids.length ? await em.find(SavedRowEntity, { id: { $in: ids } }) : [];
  if (rows.length !== ids.length) throw notFound(M.savedRowNotFound);
  for (const change of Object.values(changes))
    if (Object.keys(change).some((k) => !fieldByKey.has(k))) throw badRequest(M.unknownField, 'changes');
  const files = await filesOf(em, rows);
  const stillFailing: string[] = [];
  for (const row of rows) {
    const values = { ...row.values, ...changes[row.id] };
    const errors = recheck(files.get(row.fileId)!, row.row, values);
    em.assign(row, { values, errors });
    for (const e of errors) stillFailing.push(`Row ${e.row}, ${e.column}: ${e.reason}`);
  }
  await em.flush();
  return { rows: rows.map((r) => toSavedRow(r, files.get(r.fileId)?.filename ?? '')), stillFailing };
}

/** A new report from the corrected rows of one file (same schema, report type and mapping). */
export async function createCorrectedFile(
  em: EntityManager,
  storage: Storage,
  principal: Principal,
  fileId: string,
): Promise<UploadedFile> {
  const origin = await em.findOne(UploadedFileEntity, { id: fileId });
  if (!origin || !origin.settings) throw notFound(M.fileNotFound);
  // only the rows that pass, read as plain rows (a file can have 100,000 saved rows: no entity per row)
  const fixed = await em.execute<SavedRowsSource['rows']>(
    `select s.id, s.row, s."values" from fiu_saved_row s
     where s.organization = ? and s.file_id = ? and s.errors = '[]'::jsonb order by s.row, s.id`,
    [principal.organizationId, fileId],
  );
  if (!fixed.length) throw badRequest(M.nothingToConvert, 'file_id');
  await checkHeader(em, principal.userId, origin.settings.schema as SchemaId);
  const source: SavedRowsSource = { rows: fixed.map((r) => ({ id: r.id, row: r.row, values: r.values })) };
  const content = Buffer.from(JSON.stringify(source));
  const serverName = `${newId()}.json`;
  await storage.put(storageKey(principal.organizationId, serverName), content);
  const file = em.create(UploadedFileEntity, {
    organization: principal.organizationId,
    userId: principal.userId,
    filename: `${origin.filename.replace(/\.[^.]+$/, '')} (corrected rows).csv`.slice(0, 300),
    filesize: content.length,
    serverName,
    sourceKind: 'saved',
    fromSavedRows: true,
    headers: origin.headers,
    status: 'queued',
    settings: origin.settings,
    report: null,
    reportName: null,
    errors: null,
    jobId: null,
    finishedAt: null,
  });
  await em.flush();
  return file;
}
