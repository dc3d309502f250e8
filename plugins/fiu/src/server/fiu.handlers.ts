import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import { badRequest, contentDisposition, notFound, safeFileName } from '@app/core/server';
import { SCHEMA_IDS, schemaChoices } from '../convert/index.ts';
import {
  FIU_MESSAGES as M,
  fiuRoutes as r,
  getInstitution,
  INSTITUTION_MESSAGES,
  saveInstitution as saveInstitutionRoute,
  TARGET_FIELDS,
} from '../shared/index.ts';
import type { ConversionQueue } from './conversion.queue.ts';
import { storageKey } from './conversion-result.ts';
import {
  clearConversionErrors,
  conversionErrorsCsv,
  conversionFile,
  errorSample,
  errorsCsvName,
  listConversionErrors,
} from './conversion-errors.ts';
import { UploadedFileEntity, type UploadedFile } from './fiu.entities.ts';
import { toFileItem } from './file.mapper.ts';
import { acceptUpload, fileByServerName, prepareConversion, saveMapping } from './files.service.ts';
import { bulkFixSavedRows } from './saved-info.bulk.ts';
import { listSavedInfo, savedErrorsCsv, savedRowsWhere } from './saved-info.query.ts';
import { createCorrectedFile, updateSavedRows } from './saved-info.service.ts';
import { loadInstitution, saveInstitution } from './institution.service.ts';
import { loadUserInfo, saveUserInfo } from './user-info.service.ts';

const UPLOAD_LIMIT = 50 * 1024 * 1024;
/** The seed call without paging answers the newest 500 files, as it always did. */
const FILES_PAGE = 500;

export function fiuHandlers(app: RouteRegistrar, ctx: PluginContext, queue: ConversionQueue): void {
  const enqueue = async (em: Parameters<typeof saveMapping>[0], file: UploadedFile, userId: string) => {
    const jobId = await queue.send({ fileId: file.id, organizationId: file.organization }, userId);
    await em.nativeUpdate(UploadedFileEntity, { id: file.id }, { jobId });
    file.jobId = jobId;
  };

  app.route(r.getUserInfo, ({ em, principal }) => loadUserInfo(em, principal.userId));
  app.route(getInstitution, ({ em, principal }) => loadInstitution(em, principal.organizationId));
  app.route(saveInstitutionRoute, async ({ em, principal, body }) => ({
    message: INSTITUTION_MESSAGES.saved,
    ...(await saveInstitution(ctx, em, principal, body)),
  }));
  app.route(r.saveUserChanges, async ({ em, principal, body }) => ({
    status: 'success',
    message: M.dataSaved,
    ...(await saveUserInfo(em, principal, body)),
  }));

  app.route(r.listSchemas, async () => ({
    schemas: SCHEMA_IDS.map((id) => schemaChoices(id)),
    fields: TARGET_FIELDS.map((f) => ({ key: f.key, label: f.label, required: f.required })),
  }));

  app.route(r.uploadExport, async ({ em, principal, request }) => {
    if (!request.isMultipart()) throw badRequest(M.fileRequired, 'file');
    const part = await request.file({ limits: { fileSize: UPLOAD_LIMIT, files: 1 } });
    if (!part) throw badRequest(M.fileRequired, 'file');
    const content = await part.toBuffer();
    const out = await acceptUpload(em, ctx.storage, principal, safeFileName(part.filename, 300), content);
    return { ...out, file: toFileItem(out.file) };
  });

  app.route(r.startConversion, async ({ em, principal, body }) => {
    const file = await prepareConversion(em, principal, body);
    await saveMapping(em, principal.organizationId, body.mapping);
    em.assign(file, {
      status: 'queued',
      message: '',
      errors: null,
      errorCount: 0,
      errorKinds: null,
      report: null,
      reportName: null,
      progressDone: 0,
      progressTotal: 0,
      finishedAt: null,
      settings: {
        schema: body.schema,
        reportCode: body.report_code,
        indicators: body.indicators,
        currencyLocal: body.currency_code_local,
        mapping: body.mapping,
      },
    });
    await clearConversionErrors(em, file.organization, file.id);
    await em.flush();
    await enqueue(em, file, principal.userId);
    return { file: toFileItem(file), message: M.conversionQueued };
  });

  app.route(r.getConversion, async ({ em, query }) => {
    const file = await conversionFile(em, query.id);
    const { errors, total } = await errorSample(em, file);
    // the seed-era shape of `errors` (row, column, field, reason, kind): the value is in the paged list
    return { file: toFileItem(file), errors: errors.map(({ value: _value, ...e }) => e), errors_total: total };
  });

  app.route(r.getConversionErrors, ({ em, query }) => listConversionErrors(em, query));

  app.route(r.downloadConversionErrors, async ({ em, query, reply }) => {
    const file = await conversionFile(em, query.id);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(errorsCsvName(file)))
      .header('cache-control', 'no-store');
    // the stream outlives the request's EntityManager: it reads through its own fork
    return reply.send(conversionErrorsCsv(em.fork(), file, query.kind));
  });

  app.route(r.getFilesList, async ({ em, query }) => {
    const perPage = query.per_page ? Number(query.per_page) : FILES_PAGE;
    if (perPage > FILES_PAGE) throw badRequest(M.filesPerPageTooLarge, 'per_page');
    const page = query.page ? Number(query.page) : 1;
    // along the (organization, created_at) index; every file is reachable, not only the newest 500
    const [files, total] = await em.findAndCount(
      UploadedFileEntity,
      {},
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: perPage, offset: (page - 1) * perPage },
    );
    return { files: files.map(toFileItem), total, page, per_page: perPage };
  });

  app.route(r.getFile, async ({ em, query, reply }) => {
    const hit = await fileByServerName(em, query.id);
    if (!hit) throw notFound(M.fileNotFound);
    const { file, kind } = hit;
    const name = kind === 'source' ? file.filename : file.report!.filename;
    const key = kind === 'source' ? file.serverName : file.report!.serverName;
    const type =
      kind === 'report'
        ? file.report!.kind === 'zip'
          ? 'application/zip'
          : 'application/xml'
        : file.sourceKind === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv';
    const content = await ctx.storage.get(storageKey(file.organization, key));
    return reply.type(type).header('content-disposition', contentDisposition(name)).send(content);
  });

  app.route(r.getSavedInfo, ({ em, principal, query }) => listSavedInfo(em, principal.organizationId, query));

  app.route(r.bulkFixSavedInfo, ({ em, principal, body, request }) =>
    bulkFixSavedRows(em, principal, body, request.ip ?? null),
  );

  app.route(r.downloadSavedErrors, async ({ em, principal, query, reply }) => {
    const where = await savedRowsWhere(em, principal.organizationId, query);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        contentDisposition(`saved-info-errors-${new Date().toISOString().slice(0, 10)}.csv`),
      )
      .header('cache-control', 'no-store');
    // the stream outlives the request's EntityManager: it reads through its own fork
    return reply.send(savedErrorsCsv(em.fork(), principal.organizationId, where, query));
  });

  app.route(r.updateSavedInfo, async ({ em, principal, body }) => {
    const { rows, stillFailing } = await updateSavedRows(em, principal, body.changes);
    return {
      status: 'success',
      message: M.dataSaved,
      data: rows,
      ...(stillFailing.length ? { error: stillFailing } : {}),
    };
  });

  app.route(r.convertSavedInfo, async ({ em, principal, body }) => {
    const file = await createCorrectedFile(em, ctx.storage, principal, body.file_id);
    await enqueue(em, file, principal.userId);
    return { file: toFileItem(file), message: M.conversionQueued };
  });
}
