import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import {
  checkedObject,
  HashingStream,
  hashOf,
  normalizeKey,
  StorageNotFoundError,
  type PutOptions,
  type Storage,
  type StoredObject,
} from './storage.ts';

/** A file being written: renamed into place only once whole, so a reader never sees half a file. */
const PARTIAL = /^\..+\.partial$/;

/** The default store: files under a directory (STORAGE_DIR, else DATA_DIR/files), one file per key. */
export class LocalDiskStorage implements Storage {
  readonly location: string;
  private readonly base: string;

  constructor(root: string) {
    this.base = path.resolve(root);
    this.location = pathToFileURL(this.base).href;
  }

  private resolve(key: string): string {
    const full = path.resolve(this.base, normalizeKey(key));
    if (!full.startsWith(this.base + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer, options?: PutOptions): Promise<StoredObject> {
    const full = this.resolve(key);
    const object = checkedObject(key, data, options);
    await writeWhole(full, (partial) => writeFile(partial, data));
    return object;
  }

  async putStream(key: string, body: Readable, options?: PutOptions): Promise<StoredObject> {
    const full = this.resolve(key);
    const hashing = new HashingStream(key, options?.sha256);
    await writeWhole(full, (partial) => pipeline(body, hashing, createWriteStream(partial)));
    return { size: hashing.bytesSeen, sha256: hashing.checksum };
  }

  async get(key: string): Promise<Buffer> {
    const full = this.resolve(key);
    try {
      return await readFile(full);
    } catch (error) {
      throw notFoundOr(error, key);
    }
  }

  async stream(key: string): Promise<{ stream: Readable; size: number }> {
    const full = this.resolve(key);
    const size = await this.sizeOf(full, key);
    return { stream: createReadStream(full), size };
  }

  async head(key: string): Promise<StoredObject | null> {
    const full = this.resolve(key);
    try {
      await this.sizeOf(full, key);
    } catch (error) {
      if (error instanceof StorageNotFoundError) return null;
      throw error;
    }
    // The disk keeps no checksum: it is the bytes' own, read now.
    return hashOf(key, createReadStream(full));
  }

  async *list(prefix = ''): AsyncIterable<string> {
    const clean = prefix ? normalizeKey(prefix.replace(/\/+$/, '')) + (prefix.endsWith('/') ? '/' : '') : '';
    // Walk only the directory the prefix lies in; the rest of its last segment filters names.
    const dir = clean.includes('/') ? clean.slice(0, clean.lastIndexOf('/')) : '';
    for await (const key of walk(this.base, dir)) if (key.startsWith(clean)) yield key;
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.base, { recursive: true });
    await access(this.base, constants.W_OK);
  }

  private async sizeOf(full: string, key: string): Promise<number> {
    try {
      const info = await stat(full);
      if (!info.isFile()) throw new StorageNotFoundError(key);
      return info.size;
    } catch (error) {
      throw notFoundOr(error, key);
    }
  }
}

async function writeWhole(full: string, write: (partial: string) => Promise<unknown>): Promise<void> {
  await mkdir(path.dirname(full), { recursive: true });
  const partial = path.join(path.dirname(full), `.${path.basename(full)}.${randomUUID()}.partial`);
  try {
    await write(partial);
    await rename(partial, full);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function* walk(base: string, dir: string): AsyncIterable<string> {
  let entries;
  try {
    entries = await readdir(path.join(base, dir), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
      return;
    throw error;
  }
  for (const entry of entries) {
    const key = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(base, key);
    else if (entry.isFile() && !PARTIAL.test(entry.name)) yield key;
  }
}

function notFoundOr(error: unknown, key: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR' ? new StorageNotFoundError(key) : error;
}
