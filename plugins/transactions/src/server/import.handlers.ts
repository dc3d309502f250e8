import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import { badRequest, contentDisposition } from '@app/core/server';
import { newId } from '@app/core/shared';
import {
  importsRoutes as r,
  IMPORT_MESSAGES as M,
  MAX_IMPORT_BYTES,
  type Mapping,
  type TransactionsService,
} from '../shared/index.ts';
import { ImportEntity, type ImportRow } from './import.entities.ts';
import { isMapped, readerOptions, resolveFormat } from './import.format.ts';
import { IMPORT_JOB, type ImportJobData } from './import.job.ts';
import { findImport, getImport, importErrors, importErrorsCsv, listImports, toImportItem } from './import.query.ts';
import { deleteBadRows, listBadRows, reimportBadRows } from './import.saved-info.ts';
import { deleteUpload, readForm, storeUpload, uploadKey } from './import.upload.ts';
import { mappingOfText, savedMapping } from './mapping.service.ts';

const given = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

/** Durable imports and Saved info (issue 26 §2): upload → job → stored rows and bad rows. */
export function importHandlers(
  app: RouteRegistrar,
  ctx: PluginContext,
  store: Pick<TransactionsService, 'store'>,
): void {
  app.route(r.startImport, async ({ em, principal, request }) => {
    const organizationId = principal.organizationId;
    const importId = newId();
    const key = (n: number) => uploadKey(organizationId, importId, n);
    const { fields, file } = await readForm(request, MAX_IMPORT_BYTES, (part) => storeUpload(ctx.storage, part, key));
    let row: ImportRow;
    try {
      const format = resolveFormat(given(fields.format), file.head);
      const options = readerOptions(format, fields);
      const mappingId = given(fields.mapping_id);
      const mappingText = given(fields.mapping);
      let mapping: Mapping | null = null;
      let saved: { id: string; name: string } | null = null;
      if (isMapped(format)) {
        if (mappingId && mappingText) throw badRequest(M.mappingTwice, 'mapping');
        if (mappingId) {
          const found = await savedMapping(em, organizationId, mappingId);
          mapping = found.mapping;
          saved = { id: found.id, name: found.name };
        } else if (mappingText) mapping = mappingOfText(mappingText);
        else throw badRequest(M.mappingRequired(format), 'mapping');
      } else if (mappingId || mappingText)
        throw badRequest(M.mappingNotWanted(format), mappingId ? 'mapping_id' : 'mapping');
      row = em.create(ImportEntity, {
        id: importId,
        organization: organizationId,
        createdBy: principal.userId,
        fileName: file.fileName,
        size: file.size,
        parts: file.parts,
        format,
        mapping,
        mappingId: saved?.id ?? null,
        mappingName: saved?.name ?? null,
        options,
        status: 'queued',
        rows: 0,
        inserted: 0,
        duplicates: 0,
        linked: 0,
        bad: 0,
        resumeAt: 0,
        errorColumns: {},
        error: null,
        jobId: null,
        startedAt: null,
        finishedAt: null,
      });
      await em.flush();
    } catch (error) {
      await deleteUpload(ctx.storage, key, file.parts);
      throw error;
    }
    try {
      row.jobId = await ctx.jobs.send<ImportJobData>(
        IMPORT_JOB,
        { importId, organizationId },
        { organizationId, userId: principal.userId, singletonKey: `transactions-import:${importId}` },
      );
    } catch (error) {
      row.status = 'failed';
      row.error = `Not queued: ${(error as Error).message}`;
      await em.flush();
      throw error;
    }
    await em.flush();
    return { _id: row.id, job_id: row.jobId, import: toImportItem(row, 0) };
  });

  app.route(r.listImports, ({ em, principal, query }) => listImports(em, principal.organizationId, query.page));
  app.route(r.getImport, ({ em, principal, query }) => getImport(em, principal.organizationId, query.id));
  app.route(r.importErrors, ({ em, principal, query }) => importErrors(em, principal.organizationId, query));

  app.route(r.downloadImportErrors, async ({ em, principal, query, reply }) => {
    const file = await findImport(em, principal.organizationId, query.id);
    const base = file.fileName.replace(/\.[^.]*$/, '') || 'import';
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`${base}-errors.csv`))
      .header('cache-control', 'no-store');
    // The stream outlives the request's EntityManager: it reads through its own fork.
    return reply.send(importErrorsCsv(em.fork(), principal.organizationId, file.id, query));
  });

  app.route(r.listBadRows, ({ em, principal, query }) => listBadRows(em, principal.organizationId, query));
  app.route(r.reimportBadRows, ({ em, principal, body }) =>
    reimportBadRows(em, principal.organizationId, store, body.rows),
  );
  app.route(r.deleteBadRows, ({ em, principal, body }) => deleteBadRows(em, principal.organizationId, body.ids));
}
