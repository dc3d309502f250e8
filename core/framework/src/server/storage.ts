import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';

/** File storage behind an interface: local disk by default, an S3-compatible driver later. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Opens a stored file for streaming to a client (downloads never hold the whole file in memory). */
  stream(key: string): Promise<{ stream: Readable; size: number }>;
  delete(key: string): Promise<void>;
}

export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}
  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }
  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, data);
  }
  get(key: string): Promise<Buffer> {
    return readFile(this.resolve(key));
  }
  async stream(key: string): Promise<{ stream: Readable; size: number }> {
    const full = this.resolve(key);
    const { size } = await stat(full);
    return { stream: createReadStream(full), size };
  }
  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }
}

/**
 * Stores a file that belongs to a database record: the file is written first, then `commit` writes
 * the record; when `commit` fails the file is deleted again, so no file is left without a record.
 */
export async function storeWithRecord<T>(
  storage: Storage,
  key: string,
  data: Buffer,
  commit: () => Promise<T>,
): Promise<T> {
  await storage.put(key, data);
  try {
    return await commit();
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
