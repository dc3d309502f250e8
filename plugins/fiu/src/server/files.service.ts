import type { Principal } from '@app/core/plugin-api';
import { badRequest, HttpError, notFound } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import {
  detectKind,
  loadLookups,
  previewRows,
  schemaAvailable,
  SCHEMA_PROFILES,
  SourceFormatError,
} from '../convert/index.ts';
import {
  FIU_MESSAGES as M,
  fieldByKey,
  suggestMapping,
  TARGET_FIELDS,
  type ColumnMapping,
  type SchemaId,
} from '../shared/index.ts';
import type { Storage } from '@app/core/server';
import { ColumnMappingEntity, UploadedFileEntity, type UploadedFile } from './fiu.entities.ts';
import { storageKey } from './conversion-result.ts';
import { loadUserInfo } from './user-info.service.ts';

export async function savedMapping(em: EntityManager): Promise<ColumnMapping | null> {
  return (await em.findOne(ColumnMappingEntity, {}))?.mapping ?? null;
}

export async function acceptUpload(
  em: EntityManager,
  storage: Storage,
  principal: Principal,
  filename: string,
  content: Buffer,
) {
  if (!content.length) throw badRequest(M.emptyFile, 'file');
  const kind = detectKind(filename, content.subarray(0, 8));
  if (!kind) throw badRequest(M.unsupportedFile, 'file');
  let preview: { headers: string[]; rows: string[][] };
  try {
    preview = await previewRows(kind, Readable.from([content]));
  } catch (error) {
    if (error instanceof SourceFormatError) throw badRequest(error.message, 'file');
    throw badRequest(M.unsupportedFile, 'file');
  }
  if (!preview.headers.some(Boolean)) throw badRequest(M.emptyFile, 'file');
  if (!preview.rows.length) throw badRequest(M.noDataRows, 'file');
  const serverName = `${newId()}.${kind}`;
  await storage.put(storageKey(principal.organizationId, serverName), content);
  const file = em.create(UploadedFileEntity, {
    organization: principal.organizationId,
    userId: principal.userId,
    filename: filename.slice(0, 300),
    filesize: content.length,
    serverName,
    sourceKind: kind,
    headers: preview.headers,
    status: 'uploaded',
    settings: null,
    report: null,
    reportName: null,
    errors: null,
    jobId: null,
    finishedAt: null,
  });
  await em.flush();
  const saved = await savedMapping(em);
  const mapping = suggestMapping(preview.headers, saved);
  return {
    file,
    headers: preview.headers,
    preview: preview.rows,
    mapping,
    saved_mapping: Boolean(saved && Object.keys(mapping).some((k) => saved[k] === mapping[k])),
  };
}

export interface ConvertRequest {
  file_id: string;
  schema: SchemaId;
  report_code: string;
  indicators: string[];
  currency_code_local: string;
  mapping: ColumnMapping;
}

/** Checks a conversion request before it is queued: every failure is a 4xx with its reason, nothing changes. */
export async function prepareConversion(
  em: EntityManager,
  principal: Principal,
  body: ConvertRequest,
): Promise<UploadedFile> {
  const file = await em.findOne(UploadedFileEntity, { id: body.file_id });
  // a report from stored transactions has no export to map
  if (!file || file.fromSavedRows || file.sourceKind === 'stored') throw notFound(M.fileNotFound);
  if (file.status === 'queued' || file.status === 'running') throw new HttpError(409, M.alreadyConverting);
  const profile = SCHEMA_PROFILES[body.schema];
  if (!profile) throw badRequest(M.unknownSchema, 'schema');
  if (!schemaAvailable(body.schema)) throw new HttpError(409, M.schemaMissing);
  const lookups = loadLookups(body.schema);
  if (!lookups.values('report_type').has(body.report_code)) throw badRequest(M.unknownReportCode, 'report_code');
  if (!body.indicators.length) throw badRequest(M.indicatorRequired, 'indicators');
  const indicators = lookups.declared('report_indicator_type');
  if (body.indicators.some((i) => !indicators.has(i))) throw badRequest(M.unknownIndicator, 'indicators');
  if (!lookups.values('currency_type').has(body.currency_code_local))
    throw badRequest(`Unknown currency code "${body.currency_code_local}" for this schema`, 'currency_code_local');
  for (const [key, header] of Object.entries(body.mapping)) {
    if (!fieldByKey.has(key)) throw badRequest(M.unknownField, 'mapping');
    if (!file.headers.includes(header)) throw badRequest(M.unknownColumn(header), 'mapping');
  }
  const missing = TARGET_FIELDS.filter(
    (f) => (f.required || (f.key === 'transmode_comment' && profile.transmodeCommentRequired)) && !body.mapping[f.key],
  );
  if (missing.length) throw badRequest(M.unmapped(missing.map((f) => f.label)), 'mapping');
  await checkHeader(em, principal.userId, body.schema);
  return file;
}

/** The user info must be complete, and its Organization Id the FIU's numeric reporting-entity id. */
export async function checkHeader(em: EntityManager, userId: string, schema: SchemaId): Promise<void> {
  const info = await loadUserInfo(em, userId);
  if (!info.complete) throw badRequest(M.userInfoIncomplete, 'user_info');
  const id = info.userInformation.rentity_id;
  if (!/^[1-9]\d{0,8}$/.test(id)) throw badRequest(M.rentityIdNumber, 'rentity_id');
  const max = SCHEMA_PROFILES[schema].rentityIdMax;
  if (max && Number(id) > max) throw badRequest(M.rentityIdRange(max), 'rentity_id');
}

export async function saveMapping(em: EntityManager, organization: string, mapping: ColumnMapping): Promise<void> {
  const row = await em.findOne(ColumnMappingEntity, {});
  if (row) em.assign(row, { mapping });
  else em.create(ColumnMappingEntity, { organization, mapping });
}

/** The file whose source or report has this server name (tenant-filtered). */
export async function fileByServerName(
  em: EntityManager,
  serverName: string,
): Promise<{ file: UploadedFile; kind: 'source' | 'report' } | null> {
  const source = await em.findOne(UploadedFileEntity, { serverName });
  if (source && !source.fromSavedRows) return { file: source, kind: 'source' };
  const report = await em.findOne(UploadedFileEntity, { reportName: serverName });
  return report ? { file: report, kind: 'report' } : null;
}
