import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalDiskStorage } from './local-disk.ts';
import { S3Storage, type S3Settings } from './s3.ts';
import { normalizeKey, type Storage } from './storage.ts';

/** Which store the app uses: `STORAGE_URL` unset or `file:///dir` = local disk, `s3://bucket/prefix` = S3. */
export type StorageSettings = { driver: 'local'; root: string } | ({ driver: 's3' } & S3Settings);

/**
 * Reads a storage URL with the usual S3 variables: AWS_ENDPOINT_URL (or S3_ENDPOINT), AWS_REGION,
 * AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. Throws on anything else.
 */
export function parseStorageUrl(url: string, env: NodeJS.ProcessEnv = process.env): StorageSettings {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Invalid storage URL: ${url} (expected s3://bucket/prefix or file:///directory)`);
  }
  if (parsed.protocol === 'file:') return { driver: 'local', root: fileURLToPath(parsed) };
  if (parsed.protocol !== 's3:' || !parsed.hostname)
    throw new Error(`Invalid storage URL: ${url} (expected s3://bucket/prefix or file:///directory)`);
  const rawPrefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  return {
    driver: 's3',
    bucket: parsed.hostname,
    prefix: rawPrefix ? `${normalizeKey(rawPrefix)}/` : '',
    endpoint: env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || env.S3_ENDPOINT || undefined,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    accessKeyId: env.AWS_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
  };
}

/** The storage part of the app's configuration. */
export interface StorageConfig {
  /** The local store's directory (also where a file:// STORAGE_URL points). */
  storageDir: string;
  /** Set by STORAGE_URL=s3://…: files go to this bucket instead of storageDir. */
  objectStorage?: S3Settings;
}

/** Reads STORAGE_URL (s3://… or file:///…), else STORAGE_DIR (default DATA_DIR/files). */
export function storageConfig(env: NodeJS.ProcessEnv, root: string, dataDir: string): StorageConfig {
  const local = path.resolve(root, env.STORAGE_DIR ?? path.join(dataDir, 'files'));
  if (!env.STORAGE_URL) return { storageDir: local };
  const settings = parseStorageUrl(env.STORAGE_URL, env);
  if (settings.driver === 'local') return { storageDir: settings.root };
  const { driver: _, ...s3 } = settings;
  return { storageDir: local, objectStorage: s3 };
}

export function openStorage(settings: StorageSettings | StorageConfig): Storage {
  if ('storageDir' in settings)
    return settings.objectStorage ? new S3Storage(settings.objectStorage) : new LocalDiskStorage(settings.storageDir);
  if (settings.driver === 'local') return new LocalDiskStorage(settings.root);
  const { driver: _, ...s3 } = settings;
  return new S3Storage(s3);
}
