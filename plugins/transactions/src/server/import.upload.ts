import { badRequest, HttpError, safeFileName, type Storage } from '@app/core/server';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { IMPORT_MESSAGES as M } from '../shared/index.ts';
import { SNIFF_BYTES } from './import.format.ts';

/** An upload is stored in pieces of this size: the request never holds more of the file than one piece. */
export const PART_BYTES = 8 * 1024 * 1024;

export const uploadKey = (organizationId: string, importId: string, part: number) =>
  `transactions/imports/${organizationId}/${importId}/${String(part).padStart(5, '0')}`;

export interface FilePart {
  fieldname: string;
  filename: string;
  file: Readable & { truncated?: boolean };
}
type Part = FilePart & { type: 'file' | 'field'; value?: unknown };

/** What a multipart form holds: its text fields and, read by `onFile` as it arrives, its one `file` part. */
export async function readForm<T>(
  request: FastifyRequest,
  maxBytes: number,
  onFile: (part: FilePart, fields: Record<string, string>) => Promise<T>,
): Promise<{ fields: Record<string, string>; file: T }> {
  if (!request.isMultipart()) throw badRequest(M.notMultipart, 'file');
  const fields: Record<string, string> = {};
  let file: { value: T } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } }) as AsyncIterable<Part>) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value ?? '');
      else if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(M.fileRequired, 'file');
      } else file = { value: await onFile(part, fields) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, M.tooBig('The file', maxBytes / 1024 / 1024), [
        { field: 'file', message: M.tooBig('The file', maxBytes / 1024 / 1024) },
      ]);
    if (code === 'FST_FILES_LIMIT') throw badRequest(M.oneFile, 'file');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(M.notMultipart, 'file');
    throw error;
  }
  if (!file) throw badRequest(M.fileRequired, 'file');
  return { fields, file: file.value };
}

export interface StoredUpload {
  fileName: string;
  size: number;
  parts: number;
  /** The file's first bytes, for sniffing its format. */
  head: Buffer;
}

/**
 * Writes an upload to storage in pieces as it arrives (flat memory however large the file). On any
 * failure the pieces written are deleted again.
 */
export async function storeUpload(
  storage: Storage,
  part: FilePart,
  key: (n: number) => string,
  pieceBytes = PART_BYTES,
): Promise<StoredUpload> {
  const fileName = safeFileName(part.filename, 300) || 'upload';
  let parts = 0;
  let size = 0;
  let head: Buffer | null = null;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (!pendingBytes) return;
    const piece = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await storage.put(key(parts), piece);
    parts += 1;
  };
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (!head && pendingBytes >= SNIFF_BYTES) head = Buffer.concat(pending, pendingBytes).subarray(0, SNIFF_BYTES);
      if (pendingBytes >= pieceBytes) await flush();
    }
    if (part.file.truncated) throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    head ??= Buffer.concat(pending, pendingBytes).subarray(0, SNIFF_BYTES);
    await flush();
  } catch (error) {
    await deleteUpload(storage, key, parts);
    throw error;
  }
  if (size === 0) throw badRequest(M.emptyFile(fileName), 'file');
  return { fileName, size, parts, head };
}

export async function deleteUpload(storage: Storage, key: (n: number) => string, parts: number): Promise<void> {
  for (let n = 0; n < parts; n++) await storage.delete(key(n)).catch(() => undefined);
}
