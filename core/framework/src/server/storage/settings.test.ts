import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { LocalDiskStorage } from './local-disk.ts';
import { migrateStorage } from './migrate.ts';
import { S3Storage } from './s3.ts';
import { startS3TestServer } from './s3-test-server.ts';
import { openStorage, parseStorageUrl, storageConfig } from './settings.ts';

t.test('STORAGE_URL and the S3 variables', async (t) => {
  t.same(parseStorageUrl('s3://files/prod/eu/', { S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' }), {
    driver: 's3',
    bucket: 'files',
    prefix: 'prod/eu/',
    endpoint: 'http://minio:9000',
    region: 'us-east-1',
    accessKeyId: undefined,
    secretAccessKey: undefined,
    forcePathStyle: true,
  });
  t.match(
    parseStorageUrl('s3://files', {
      AWS_ENDPOINT_URL: 'http://a',
      S3_ENDPOINT: 'http://b',
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
    }),
    { prefix: '', endpoint: 'http://a', region: 'eu-central-1', accessKeyId: 'id', forcePathStyle: false },
  );
  t.same(parseStorageUrl('file:///var/lib/app/files', {}), { driver: 'local', root: '/var/lib/app/files' });
  t.match(parseStorageUrl('s3://b/../y', {}), { bucket: 'b', prefix: 'y/' }, 'dot segments resolved, never above');
  for (const bad of ['http://host/x', 's3:///nobucket', '/var/files', 'not a url'])
    t.throws(() => parseStorageUrl(bad, {}), /Invalid storage (URL|key)/, bad);

  t.same(storageConfig({}, '/srv', '/srv/.data'), { storageDir: '/srv/.data/files' }, 'the default: local disk');
  t.same(storageConfig({ STORAGE_DIR: 'store' }, '/srv', '/srv/.data'), { storageDir: '/srv/store' });
  t.same(storageConfig({ STORAGE_URL: 'file:///mnt/files' }, '/srv', '/srv/.data'), { storageDir: '/mnt/files' });
  const s3 = storageConfig({ STORAGE_URL: 's3://b/p' }, '/srv', '/srv/.data');
  t.match(s3, { objectStorage: { bucket: 'b', prefix: 'p/' } });
  t.type(openStorage(s3), S3Storage);
  t.type(openStorage({ storageDir: '/tmp/x' }), LocalDiskStorage);
});

t.test('migrate counts an object the target cannot take and copies the rest', async (t) => {
  // S3 may hold both `a` and `a/b`; a directory tree cannot: the second one fails, the others go on.
  const server = await startS3TestServer(['src']);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'migrate-'));
  const source = new S3Storage(server.settings('src'));
  t.teardown(async () => {
    source.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });
  for (const key of ['a', 'a/b', 'c/d']) await source.put(key, Buffer.from(key));
  const seen: string[] = [];
  const counts = await migrateStorage(source, new LocalDiskStorage(dir), {
    concurrency: 1,
    onObject: (key, outcome) => seen.push(`${key} ${outcome}`),
  });
  t.match(counts, { total: 3, copied: 2, skipped: 0, failed: 1 });
  t.equal(counts.failures.length, 1);
  const failed = counts.failures[0]!.key;
  t.match(failed, /^a(\/b)?$/, 'one of the two that collide');
  t.equal(counts.bytes, ['a', 'a/b', 'c/d'].filter((k) => k !== failed).join('').length, 'bytes of the copied ones');
  t.equal(seen.length, 3);
});
