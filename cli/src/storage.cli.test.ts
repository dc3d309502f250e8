import { LocalDiskStorage, S3Storage, sha256Hex } from '@app/core/server';
import { startS3TestServer } from '@app/core/testing';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { runCli } from './testing/cli-runner.ts';

/** `app storage migrate` run as a real CLI process, from a disk store into a real S3-protocol server (s3rver). */
const s3 = await startS3TestServer(['migrated']);
const dir = await mkdtemp(path.join(os.tmpdir(), 'storage-migrate-'));
t.teardown(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});
const env = { ...s3.env, DATA_DIR: path.join(dir, 'data'), STORAGE_DIR: path.join(dir, 'files') };
const disk = new LocalDiskStorage(env.STORAGE_DIR);
const bucket = new S3Storage(s3.settings('migrated', 'prod/'));
t.teardown(() => bucket.close());

const files: Record<string, Buffer> = {
  'dossier/org-1/passport scan (1).pdf': randomBytes(200_000),
  'fiu/org-1/report-ü.xml': Buffer.from('<report/>'),
  'transactions/org-2/upload/part-0': randomBytes(6 * 1024 * 1024),
};
for (const [key, data] of Object.entries(files)) await disk.put(key, data);

const migrate = async (...extra: string[]) => {
  const res = await runCli(['--json', 'storage', 'migrate', '--to', 's3://migrated/prod', ...extra], env);
  return { ...res, body: res.stdout ? JSON.parse(res.stdout) : null };
};

t.test('every object is copied and verified, then a re-run skips them', async (t) => {
  const first = await migrate();
  t.equal(first.code, 0, first.stderr);
  t.match(first.body, { from: /^file:\/\//, to: 's3://migrated/prod/', total: 3, copied: 3, skipped: 0, failed: 0 });
  for (const [key, data] of Object.entries(files)) {
    t.ok((await bucket.get(key)).equals(data), key);
    t.same(await bucket.head(key), { size: data.length, sha256: sha256Hex(data) });
  }

  const again = await migrate();
  t.equal(again.code, 0, again.stderr);
  t.match(again.body, { total: 3, copied: 0, skipped: 3, failed: 0 }, 'idempotent');

  const changed = Buffer.from('<report version="2"/>');
  await disk.put('fiu/org-1/report-ü.xml', changed);
  const third = await migrate('--concurrency', '1');
  t.match(third.body, { total: 3, copied: 1, skipped: 2, failed: 0 }, 'a changed object is copied again');
  t.same(await bucket.get('fiu/org-1/report-ü.xml'), changed);
});

t.test('the human output counts what was done', async (t) => {
  const res = await runCli(['storage', 'migrate', '--to', 's3://migrated/prod'], env);
  t.equal(res.code, 0, res.stderr);
  t.match(
    res.stdout,
    /: 3 objects\n {2}copied and verified: 0 \(0\.0 MB\)\n {2}already there with the same checksum: 3\n {2}failed: 0/,
  );
});

t.test('a bad target is refused before anything is copied', async (t) => {
  const bad = await runCli(['storage', 'migrate', '--to', 'http://example.com/x'], env);
  t.equal(bad.code, 2);
  t.match(bad.stderr, /Invalid storage URL/);
  const missing = await runCli(['storage', 'migrate', '--to', 's3://no-such-bucket/x'], env);
  t.equal(missing.code, 1);
  t.match(missing.stderr, /Cannot reach the target store s3:\/\/no-such-bucket\/x\//);
  const same = await runCli(['storage', 'migrate', '--to', `file://${env.STORAGE_DIR}`], env);
  t.equal(same.code, 2);
  t.match(same.stderr, /the configured store itself/);
});
