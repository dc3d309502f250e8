/**
 * File types read from their first bytes, never from a name or a declared content type (ADR 0064).
 * Pure functions over bytes: the server checks uploads with them, a browser may pre-check a file.
 */
export type DocumentMime = 'application/pdf' | 'image/png' | 'image/jpeg';
export interface SniffedDocument {
  mime: DocumentMime;
  ext: 'pdf' | 'png' | 'jpg';
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** True when `bytes` hold `signature` at `at`. */
export const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((v, i) => bytes[at + i] === v);

/** The one PDF rule: `%PDF-` at byte 0 (a header further in is how polyglot files hide). */
export const isPdf = (bytes: Uint8Array) => startsWith(bytes, PDF);

/** A PDF, PNG or JPEG document, or null: what dossier and due-diligence uploads accept. */
export function sniffDocument(bytes: Uint8Array): SniffedDocument | null {
  if (isPdf(bytes)) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(bytes, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  return null;
}
