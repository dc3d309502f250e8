import { createHash, type Hash } from 'node:crypto';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What a store knows of one object: its size and the SHA-256 of its bytes (hex). */
export interface StoredObject {
  size: number;
  sha256: string;
}

export interface PutOptions {
  /** The SHA-256 (hex) the bytes must have: on a mismatch the write fails and nothing is stored. */
  sha256?: string;
}

/**
 * File storage behind one interface (ADR 0083): local disk by default, or an S3-compatible bucket
 * (`STORAGE_URL=s3://bucket/prefix`). Keys are relative paths (`plugin/org/file`); none may leave the store.
 */
export interface Storage {
  /** Stores a whole buffer; returns its size and checksum. */
  put(key: string, data: Buffer, options?: PutOptions): Promise<StoredObject>;
  /** Stores a stream as it arrives (large files never held whole in memory; multipart on S3). */
  putStream(key: string, body: Readable, options?: PutOptions): Promise<StoredObject>;
  /** The whole file; a missing key rejects with {@link StorageNotFoundError} (code ENOENT). */
  get(key: string): Promise<Buffer>;
  /** Opens a stored file for streaming to a client (downloads never hold the whole file in memory). */
  stream(key: string): Promise<{ stream: Readable; size: number }>;
  /** Size and checksum of a stored file, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** Every key under a prefix (all keys when empty), in no promised order. */
  list(prefix?: string): AsyncIterable<string>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Fails when the store cannot be reached (readiness). */
  check(): Promise<void>;
  /** Where the files live, for logs and the CLI (`file:///…`, `s3://bucket/prefix`). */
  readonly location: string;
}

/** A key with no stored file. Carries `code: 'ENOENT'` like the file-system error callers already handle. */
export class StorageNotFoundError extends Error {
  readonly code = 'ENOENT';
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

/** The bytes do not have the checksum they should: refused on write, reported on read. */
export class StorageChecksumError extends Error {
  constructor(
    readonly key: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`Checksum mismatch for ${key}: expected sha256 ${expected}, got ${actual}`);
    this.name = 'StorageChecksumError';
  }
}

/**
 * The one key form both drivers store under: a relative POSIX path, `.` and `..` resolved, that
 * stays inside the store (`a/../b` is `b`; `../b`, `/b`, `a/` and NUL bytes are refused).
 */
export function normalizeKey(key: string): string {
  const normal = path.posix.normalize(key.replaceAll('\\', '/'));
  if (
    !key ||
    key.includes('\0') ||
    path.posix.isAbsolute(normal) ||
    normal === '.' ||
    normal === '..' ||
    normal.startsWith('../') ||
    normal.endsWith('/')
  )
    throw new Error(`Invalid storage key: ${key}`);
  return normal;
}

export const sha256Hex = (data: Buffer): string => createHash('sha256').update(data).digest('hex');
export const hexToBase64 = (hex: string): string => Buffer.from(hex, 'hex').toString('base64');
export const base64ToHex = (b64: string): string => Buffer.from(b64, 'base64').toString('hex');

/**
 * Counts and hashes the bytes passing through. With `expected`, the stream fails at its end when the
 * checksum differs, so whoever consumes it (a file write, a multipart upload, a download) sees an error
 * instead of a clean end.
 */
export class HashingStream extends Transform {
  private readonly hash: Hash = createHash('sha256');
  // Not `size`: lib-storage reads a body's `size` as its length.
  bytesSeen = 0;
  checksum = '';
  constructor(
    private readonly key: string,
    private readonly expected?: string,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.bytesSeen += chunk.length;
    done(null, chunk);
  }
  override _flush(done: TransformCallback): void {
    this.checksum = this.hash.digest('hex');
    if (this.expected && this.expected.toLowerCase() !== this.checksum)
      done(new StorageChecksumError(this.key, this.expected, this.checksum));
    else done();
  }
}

/** Refuses a buffer whose checksum is not the expected one; its size and checksum otherwise. */
export function checkedObject(key: string, data: Buffer, options?: PutOptions): StoredObject {
  const sha256 = sha256Hex(data);
  if (options?.sha256 && options.sha256.toLowerCase() !== sha256)
    throw new StorageChecksumError(key, options.sha256, sha256);
  return { size: data.length, sha256 };
}

/** Size and SHA-256 of a stream, read to its end (its errors, a checksum error included, reject). */
export async function hashOf(key: string, stream: Readable): Promise<StoredObject> {
  const hashing = new HashingStream(key);
  await pipeline(stream, hashing, async (source: AsyncIterable<Buffer>) => {
    for await (const _ of source);
  });
  return { size: hashing.bytesSeen, sha256: hashing.checksum };
}
