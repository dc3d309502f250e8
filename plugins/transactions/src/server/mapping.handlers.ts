import type { RouteRegistrar } from '@app/core/plugin-api';
import { badRequest } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { preview, type CsvDelimiter } from '../readers/index.ts';
import {
  IMPORT_MESSAGES as M,
  MAX_IMPORT_BYTES,
  MAX_PREVIEW_ROWS,
  mappingsRoutes as r,
  PREVIEW_ROWS,
  type MappingPreview,
} from '../shared/index.ts';
import { SavedMappingEntity } from './import.entities.ts';
import { isMapped, readerOptions, resolveFormat, SNIFF_BYTES } from './import.format.ts';
import { readForm, type FilePart } from './import.upload.ts';
import { createMapping, mappingOfText, savedMapping, toSavedMapping, updateMapping } from './mapping.service.ts';

const given = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

/** Saved mappings per organisation and the mapping editor's preview (issue 26 §2). */
export function mappingHandlers(app: RouteRegistrar): void {
  app.route(r.listMappings, async ({ em, principal }) => {
    const rows = await em.find(SavedMappingEntity, { organization: principal.organizationId });
    rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
    return { mappings: rows.map(toSavedMapping) };
  });
  app.route(r.getMapping, async ({ em, principal, query }) =>
    toSavedMapping(await savedMapping(em, principal.organizationId, query.id, 'path')),
  );
  app.route(r.createMapping, async ({ em, principal, body }) =>
    toSavedMapping(await createMapping(em, principal, body)),
  );
  app.route(r.updateMapping, async ({ em, principal, body }) =>
    toSavedMapping(await updateMapping(em, principal.organizationId, body)),
  );
  app.route(r.deleteMapping, async ({ em, principal, query }) => {
    const row = await savedMapping(em, principal.organizationId, query.id, 'path');
    em.remove(row);
    await em.flush();
    return { deleted: true as const };
  });

  app.route(r.previewMapping, async ({ em, principal, request }) => {
    const { file } = await readForm(request, MAX_IMPORT_BYTES, (part, fields) =>
      previewUpload(em, principal.organizationId, part, fields),
    );
    return file;
  });
}

async function mappingOfFields(em: EntityManager, organizationId: string, fields: Record<string, string>) {
  const id = given(fields.mapping_id);
  const text = given(fields.mapping);
  if (id && text) throw badRequest(M.mappingTwice, 'mapping');
  if (id) return (await savedMapping(em, organizationId, id)).mapping;
  if (text) return mappingOfText(text);
  throw badRequest(Object.keys(fields).length ? M.mappingRequired('csv or xlsx') : M.fieldsFirst, 'mapping');
}

/**
 * Reads the upload into `preview` as it arrives: the reader stops after its first rows, the rest of the
 * upload is read and dropped, so a large file is never held. The text fields must come before the file.
 */
async function previewUpload(
  em: EntityManager,
  organizationId: string,
  part: FilePart,
  fields: Record<string, string>,
): Promise<MappingPreview> {
  const source = (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let ended = false;
  const next = async (): Promise<Buffer | null> => {
    if (ended) return null;
    const step = await source.next();
    if (step.done) ended = true;
    return step.done ? null : step.value;
  };
  try {
    const mapping = await mappingOfFields(em, organizationId, fields);
    const n = fields.rows === undefined ? PREVIEW_ROWS : Math.min(Number(fields.rows), MAX_PREVIEW_ROWS);
    const headChunks: Buffer[] = [];
    let headBytes = 0;
    for (let chunk = await next(); chunk; chunk = headBytes < SNIFF_BYTES ? await next() : null) {
      headChunks.push(chunk);
      headBytes += chunk.length;
    }
    const head = Buffer.concat(headChunks, headBytes);
    if (!head.length) throw badRequest(M.emptyFile(part.filename || 'The file'), 'file');
    const format = resolveFormat(given(fields.format), head);
    if (!isMapped(format)) throw badRequest(M.mappingNotWanted(format), 'format');
    const options = readerOptions(format, fields);
    const input = new PassThrough();
    const result = preview(input, mapping, n, {
      format: format as 'csv' | 'xlsx',
      delimiter: options.delimiter as CsvDelimiter | undefined,
      sheet: options.sheet,
    });
    result.catch(() => undefined); // awaited below; handled here so a failure while writing is not "unhandled"
    const write = async (chunk: Buffer) => {
      if (input.destroyed) return;
      if (!input.write(chunk)) await Promise.race([once(input, 'drain'), once(input, 'close')]);
    };
    await write(head);
    for (let chunk = await next(); chunk && !input.destroyed; chunk = await next()) await write(chunk);
    if (!input.destroyed) input.end();
    const read = await result;
    return {
      headers: read.headers,
      file_errors: read.fileErrors,
      rows: read.rows.map((r) =>
        'transaction' in r ? { row: r.row, transaction: r.transaction } : { row: r.row, errors: r.errors },
      ),
      uncovered: read.uncovered.map((u) => ({
        field: u.field,
        column: u.column,
        value: u.value,
        count: u.count,
        first_row: u.firstRow,
      })),
      scanned: read.scanned,
    };
  } finally {
    // The rest of the upload is read and dropped, so the request ends whatever happened above.
    while (await next());
  }
}
