import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import t from 'tap';
import { LocalDiskStorage } from './local-disk.ts';
import { S3Storage } from './s3.ts';
import { startS3TestServer } from './s3-test-server.ts';
import { sha256Hex, StorageChecksumError, StorageNotFoundError, type Storage } from './storage.ts';

/**
 * The storage contract (ADR 0083), run against each driver: the local disk, and the S3 driver through
 * the SDK against a real S3-protocol server (s3rver) on loopback. Part size is S3's minimum (5 MiB) so a
 * 12 MiB file is a real three-part multipart upload and the suite still takes seconds.
 */
const MIB = 1024 * 1024;
const s3 = await startS3TestServer(['contract']);
t.teardown(() => s3.close());

interface Driver {
  storage: Storage;
  /** The file holding a key's bytes, behind the driver's back. */
  fileOf(key: string): string;
  close(): Promise<void>;
}

const drivers: Record<string, () => Promise<Driver>> = {
  'local disk': async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'storage-contract-'));
    return {
      storage: new LocalDiskStorage(dir),
      fileOf: (key) => path.join(dir, key),
      close: () => rm(dir, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const prefix = `run-${randomBytes(4).toString('hex')}/`;
    const storage = new S3Storage(s3.settings('contract', prefix, { partSize: 5 * MIB }));
    return {
      storage,
      fileOf: (key) => path.join(s3.directory, 'contract', prefix, `${key}._S3rver_object`),
      close: async () => storage.close(),
    };
  },
};

/** A stream of `data` in 64 KiB chunks, like an upload arriving. */
const chunked = (data: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(data.length / 65536) }, (_, i) => data.subarray(i * 65536, (i + 1) * 65536)),
  );
const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const keysUnder = async (storage: Storage, prefix?: string) => {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
};

for (const [name, open_] of Object.entries(drivers)) {
  t.test(name, async (t) => {
    const { storage, fileOf, close } = await open_();
    t.teardown(close);

    t.test('put, get, stream, head and delete a file', async (t) => {
      await storage.check();
      const data = Buffer.from('%PDF-1.7 a small file\n');
      t.same(await storage.put('org-1/a.pdf', data), { size: data.length, sha256: sha256Hex(data) });
      t.same(await storage.get('org-1/a.pdf'), data);
      const { stream, size } = await storage.stream('org-1/a.pdf');
      t.equal(size, data.length);
      t.same(await readAll(stream), data);
      t.same(await storage.head('org-1/a.pdf'), { size: data.length, sha256: sha256Hex(data) });
      await storage.put('org-1/a.pdf', Buffer.from('replaced'));
      t.equal((await storage.get('org-1/a.pdf')).toString(), 'replaced', 'a second put replaces the file');
      await storage.delete('org-1/a.pdf');
      t.equal(await storage.head('org-1/a.pdf'), null);
      await storage.delete('org-1/a.pdf');
      t.pass('deleting a missing file is not an error');
    });

    t.test('a missing key: ENOENT from get and stream, null from head', async (t) => {
      for (const read of [() => storage.get('none/x.bin'), () => storage.stream('none/x.bin')]) {
        const error = await read().then(
          () => null,
          (e: unknown) => e,
        );
        t.type(error, StorageNotFoundError);
        t.equal((error as StorageNotFoundError).code, 'ENOENT', 'the code callers already handle');
      }
      t.equal(await storage.head('none/x.bin'), null);
    });

    t.test('a large stream is stored in parts, and reads back whole', async (t) => {
      const data = randomBytes(12 * MIB + 12345);
      const stored = await storage.putStream('big/upload.bin', chunked(data));
      t.same(stored, { size: data.length, sha256: sha256Hex(data) });
      t.same(await storage.head('big/upload.bin'), stored, 'the checksum is recorded with the file');
      t.ok((await storage.get('big/upload.bin')).equals(data));
      t.ok((await readAll((await storage.stream('big/upload.bin')).stream)).equals(data));
      const small = await storage.putStream('big/small.bin', chunked(Buffer.from('small')), {
        sha256: sha256Hex(Buffer.from('small')),
      });
      t.equal(small.size, 5);
      t.equal((await storage.get('big/small.bin')).toString(), 'small');
      const whole = randomBytes(6 * MIB);
      await storage.put('big/buffer.bin', whole);
      t.ok((await storage.get('big/buffer.bin')).equals(whole), 'a buffer larger than a part');
    });

    t.test('a write whose bytes do not have the expected checksum stores nothing', async (t) => {
      const data = Buffer.from('expected content');
      const wrong = sha256Hex(Buffer.from('other content'));
      await t.rejects(storage.put('sum/a.txt', data, { sha256: wrong }), StorageChecksumError);
      await t.rejects(storage.putStream('sum/b.txt', chunked(data), { sha256: wrong }), StorageChecksumError);
      const large = randomBytes(11 * MIB);
      await t.rejects(storage.putStream('sum/c.bin', chunked(large), { sha256: wrong }), StorageChecksumError);
      const failing = Readable.from(
        (async function* () {
          yield randomBytes(6 * MIB);
          throw new Error('client went away');
        })(),
      );
      await t.rejects(storage.putStream('sum/d.bin', failing), /client went away/);
      t.same(await keysUnder(storage, 'sum/'), [], 'no object, no part, no partial file left');
      t.same(await storage.put('sum/a.txt', data, { sha256: sha256Hex(data).toUpperCase() }), {
        size: data.length,
        sha256: sha256Hex(data),
      });
    });

    t.test('keys with odd characters, prefixes, and keys that would leave the store', async (t) => {
      const odd = ['odd/a b+c%20d#e?f&g=h.txt', 'odd/ünï çødé/файл 名前.pdf', 'odd/quote\'"(1)~!@$^*,;[]{}.csv'];
      for (const key of odd) await storage.put(key, Buffer.from(key));
      for (const key of odd) t.equal((await storage.get(key)).toString(), key);
      t.same(await keysUnder(storage, 'odd/'), [...odd].sort());
      await storage.put('odd/x/../normal.txt', Buffer.from('n'));
      t.equal((await storage.get('odd/normal.txt')).toString(), 'n', 'a/../b is b');
      for (const bad of ['', '../escape.txt', 'a/../../escape.txt', '/etc/passwd', 'dir/', 'nul\0byte'])
        await t.rejects(storage.put(bad, Buffer.from('x')), /Invalid storage key/, JSON.stringify(bad));
      await t.rejects(storage.get('../../etc/passwd'), /Invalid storage key/);
      await storage.put('pre/a/1', Buffer.from('1'));
      await storage.put('pre/a/2', Buffer.from('2'));
      await storage.put('pre/ab/1', Buffer.from('3'));
      t.same(await keysUnder(storage, 'pre/a/'), ['pre/a/1', 'pre/a/2']);
      t.same(await keysUnder(storage, 'pre/a'), ['pre/a/1', 'pre/a/2', 'pre/ab/1'], 'a prefix is a string prefix');
      t.ok((await keysUnder(storage)).includes('pre/ab/1'));
    });

    t.test('bytes changed behind the store', async (t) => {
      const data = randomBytes(64 * 1024);
      await storage.put('rot/file.bin', data);
      const file = await open(fileOf('rot/file.bin'), 'r+');
      await file.write(Buffer.from([data[100]! ^ 0xff]), 0, 1, 100);
      await file.close();
      if (storage instanceof S3Storage) {
        await t.rejects(storage.get('rot/file.bin'), StorageChecksumError, 'refused on read');
        await t.rejects(readAll((await storage.stream('rot/file.bin')).stream), StorageChecksumError);
      } else {
        // The disk keeps no checksum of its own: head reports what the bytes now are (migrate copies those).
        t.not((await storage.head('rot/file.bin'))!.sha256, sha256Hex(data));
      }
    });
  });
}

t.test('the S3 driver fails its check when the bucket is not there', async (t) => {
  const storage = new S3Storage(s3.settings('no-such-bucket'));
  t.teardown(() => storage.close());
  await t.rejects(storage.check());
});
