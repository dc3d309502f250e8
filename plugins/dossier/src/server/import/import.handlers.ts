import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import { badRequest, HttpError } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { FastifyRequest } from 'fastify';
import {
  dossierRoutes as r,
  IMPORT_ERRORS_LISTED,
  IMPORT_MESSAGES as M,
  IMPORT_PREVIEW_ROWS,
  type ImportPreview,
} from '../../shared/index.ts';
import { readUpload } from '../files/multipart.ts';
import { parseImportCsv } from './import-csv.ts';
import { importFileKey, IMPORT_JOB, type ImportJobData } from './import.job.ts';
import { checkImport, existingNameWarnings, rowErrors } from './import-validate.ts';

async function readCsv(request: FastifyRequest) {
  const { fields, file } = await readUpload(request, { fileRequired: true });
  const parsed = parseImportCsv(file!.content);
  return { fields, content: file!.content, parsed, checked: checkImport(parsed) };
}

/**
 * Bulk client import (ADR 0072). The preview writes nothing; the import stores the file and
 * queues the job that creates the clients as pending creation requests (never applied without a
 * second person's approval). Both need `update_dashboard`, create-company's permission.
 */
export function importHandlers(app: RouteRegistrar, ctx: PluginContext): void {
  app.route(r.previewClientImport, async ({ em, principal, request }) => {
    const { parsed, checked } = await readCsv(request);
    const errors = rowErrors(parsed, checked);
    const preview: ImportPreview = {
      rows: checked.length,
      valid: checked.filter((c) => c.plan).length,
      invalid: checked.filter((c) => !c.plan).length,
      delimiter: parsed.delimiter,
      columns: parsed.columns,
      errors: errors.slice(0, IMPORT_ERRORS_LISTED),
      errors_total: errors.length,
      warnings: (await existingNameWarnings(em, principal.organizationId, parsed, checked)).slice(
        0,
        IMPORT_ERRORS_LISTED,
      ),
      // Rows with errors first, so the table shows what to fix.
      clients: [...checked.filter((c) => !c.plan), ...checked.filter((c) => c.plan)]
        .slice(0, IMPORT_PREVIEW_ROWS)
        .map((c) => c.summary),
    };
    return preview;
  });

  app.route(r.startClientImport, async ({ principal, request }) => {
    const { fields, content, parsed, checked } = await readCsv(request);
    const onlyValid = fields.only_valid === 'true';
    if (fields.only_valid !== undefined && !['true', 'false'].includes(fields.only_valid))
      throw badRequest('only_valid must be true or false', 'only_valid');
    const valid = checked.filter((c) => c.plan).length;
    const invalid = checked.length - valid;
    if (!valid)
      throw new HttpError(
        400,
        M.nothingValid,
        rowErrors(parsed, checked)
          .slice(0, 20)
          .map((e) => ({ field: `row ${e.row}: ${e.field}`, message: e.message })),
      );
    if (invalid && !onlyValid)
      throw new HttpError(
        400,
        M.rowsHaveErrors(invalid),
        rowErrors(parsed, checked)
          .slice(0, 20)
          .map((e) => ({ field: `row ${e.row}: ${e.field}`, message: e.message })),
      );
    if (checked.some((c) => c.plan?.accounts.length) && principal.permissions.create_transaction_profile !== 'allow')
      throw new HttpError(403, M.accountsNotAllowed);
    const importId = newId();
    await ctx.storage.put(importFileKey(principal.organizationId, importId), content);
    const data: ImportJobData = {
      importId,
      organizationId: principal.organizationId,
      userId: principal.userId,
      ip: request.ip ?? null,
      onlyValid,
    };
    const jobId = await ctx.jobs.send(IMPORT_JOB, data, {
      organizationId: principal.organizationId,
      userId: principal.userId,
      singletonKey: `dossier-import:${importId}`,
    });
    return { job_id: jobId, rows: valid, skipped: invalid, message: M.queued(valid) };
  });
}
