import { badRequest, HttpError, safeFileName } from '@app/core/server';
import type { FastifyRequest } from 'fastify';
import { FILE_MESSAGES as M, MAX_FILE_BYTES } from '../../shared/index.ts';

export interface Upload {
  fields: Record<string, string>;
  file: { filename: string; content: Buffer } | null;
}

const FIELD_NAMES = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Reads a multipart upload: text fields and at most one `file` part of at most 10 MB. Every
 * failure is a 4xx with a clear message; nothing is stored here.
 */
export async function readUpload(request: FastifyRequest, options: { fileRequired: boolean }): Promise<Upload> {
  if (!request.isMultipart()) {
    if (options.fileRequired) throw badRequest(M.notMultipart, 'file');
    const body = (request.body ?? {}) as Record<string, unknown>;
    return {
      fields: Object.fromEntries(
        Object.entries(body)
          .filter(([, v]) => typeof v === 'string' || typeof v === 'number' || v === null)
          .map(([k, v]) => [k, v === null ? '' : String(v)]),
      ),
      file: null,
    };
  }
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 40, fieldSize: 20_000, parts: 42 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(M.noFile, 'file');
        }
        const filename = safeFileName(part.filename, 200);
        try {
          file = { filename, content: await part.toBuffer() };
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, M.tooBig(filename), [{ field: 'file', message: M.tooBig(filename) }]);
          throw error;
        }
      } else if (FIELD_NAMES.test(part.fieldname)) {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(M.oneFile, 'file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Too many form fields');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(M.notMultipart, 'file');
    throw error;
  }
  if (options.fileRequired && !file) throw badRequest(M.noFile, 'file');
  if (file && file.content.byteLength === 0) throw badRequest(`${file.filename} is empty`, 'file');
  return { fields, file };
}
