import { sniffDocument, startsWith as starts } from '../shared/file-signature.ts';
import { badRequest } from './http-error.ts';

/** Attachment types recognised by their content (magic bytes), never by the name the client sent. */
export interface SniffedType {
  mime: string;
  ext: string;
}

/**
 * The type of an uploaded file from its first bytes: PDF, PNG, JPEG, GIF, WebP, Office Open XML
 * and other ZIP containers, or plain text (UTF-8 without control characters). Null: not accepted.
 */
export function sniffFileType(b: Buffer, filename = ''): SniffedType | null {
  const doc = sniffDocument(b);
  if (doc) return doc;
  if (starts(b, [0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', ext: 'gif' };
  if (starts(b, [0x52, 0x49, 0x46, 0x46]) && starts(b, [0x57, 0x45, 0x42, 0x50], 8))
    return { mime: 'image/webp', ext: 'webp' };
  if (starts(b, [0x50, 0x4b, 0x03, 0x04])) {
    const head = b.subarray(0, Math.min(b.length, 4096)).toString('latin1');
    const lower = filename.toLowerCase();
    if (head.includes('word/') || lower.endsWith('.docx'))
      return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
    if (head.includes('xl/') || lower.endsWith('.xlsx'))
      return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };
    return { mime: 'application/zip', ext: 'zip' };
  }
  if (isPlainText(b)) return { mime: 'text/plain; charset=utf-8', ext: /\.csv$/i.test(filename) ? 'csv' : 'txt' };
  return null;
}

function isPlainText(b: Buffer): boolean {
  if (!b.length) return false;
  const sample = b.subarray(0, Math.min(b.length, 8192));
  for (const byte of sample)
    if (byte === 0 || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c)) return false;
  // A cut multi-byte character at the end of the sample is fine; anything else must decode.
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.length < b.length ? sample.subarray(0, sample.length - 4) : sample,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Bidirectional controls (ALM, LRM/RLM, embeddings, overrides, isolates) and invisible spaces: they
 * make `invoice_\u202Efdp.exe` read as `invoice_exe.pdf`. Removed from every stored and downloaded
 * name. The joiners U+200C/U+200D stay (Persian text, emoji sequences).
 */
const BIDI_AND_INVISIBLE = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A name as text for display: well-formed, NFC, no bidi or invisible marks, control characters as `_`. */
export function cleanFileName(name: string): string {
  return name
    .replace(/\p{Cs}/gu, '\ufffd')
    .normalize('NFC')
    .replace(BIDI_AND_INVISIBLE, '')
    .replace(CONTROL, '_');
}

/**
 * The one rule for a client's file name before it is stored (ADR 0064): last path segment, cleaned as
 * above, `"*:<>?|` as `_`, trimmed, at most `max` characters (never half a pair); `file` when empty.
 */
export function safeFileName(name: string | undefined, max = 255): string {
  const base = cleanFileName(name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/["*:<>?|]/g, '_')
    .trim();
  const chars = [...base];
  return (chars.length > max ? chars.slice(0, max).join('').trim() : base) || 'file';
}

/** A Content-Disposition value (ASCII fallback plus the RFC 5987 form) for any download name. */
export function contentDisposition(filename: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const name = cleanFileName(filename);
  const ascii = name.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface ReceivedFile {
  filename: string;
  content: Buffer;
  type: SniffedType;
}
export interface ReceiveMessages {
  required: string;
  tooBig: (filename: string) => string;
  badType: string;
}

/** Minimal view of a Fastify request with @fastify/multipart (kept structural so core needs no types from it). */
interface MultipartRequest {
  isMultipart(): boolean;
  file(opts: {
    limits: { fileSize: number; files: number };
  }): Promise<{ filename: string; toBuffer(): Promise<Buffer>; file: { truncated: boolean } } | undefined>;
}

/**
 * Reads the one file of a multipart upload (field `file`): at most `maxBytes`, type read from the
 * content. Every failure is a 400 with the caller's message; nothing is stored here.
 */
export async function receiveFile(request: unknown, maxBytes: number, m: ReceiveMessages): Promise<ReceivedFile> {
  const req = request as MultipartRequest;
  if (!req.isMultipart()) throw badRequest(m.required, 'file');
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw badRequest(m.required, 'file');
  const filename = safeFileName(part.filename);
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(m.tooBig(filename), 'file');
    throw error;
  }
  if (part.file.truncated || content.length > maxBytes) throw badRequest(m.tooBig(filename), 'file');
  if (!content.length) throw badRequest(m.required, 'file');
  const type = sniffFileType(content, filename);
  if (!type) throw badRequest(m.badType, 'file');
  return { filename, content, type };
}
