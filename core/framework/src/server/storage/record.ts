import type { Storage } from './storage.ts';

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
