import { LocalDiskStorage } from '@app/core/server';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import t from 'tap';
import { resolveFormat, sniffFormat } from './import.format.ts';
import { fixture } from './import.test-helpers.ts';
import { storeUpload } from './import.upload.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'import-upload-'));
t.teardown(() => rmSync(root, { recursive: true, force: true }));
/** The real disk store in a temp directory; `files` mirrors what it holds, and a write past `failAt` files fails (disk full). */
class CountedStorage extends LocalDiskStorage {
  readonly files = new Map<string, Buffer>();
  constructor(private readonly failAt: number) {
    super(mkdtempSync(path.join(root, 's-')));
  }
  override async put(key: string, data: Buffer) {
    if (this.files.size >= this.failAt) throw new Error('disk full');
    const stored = await super.put(key, data);
    this.files.set(key, Buffer.from(data));
    return stored;
  }
  override async delete(key: string) {
    await super.delete(key);
    this.files.delete(key);
  }
}
function countedStorage(failAt = Infinity) {
  const storage = new CountedStorage(failAt);
  return { storage, files: storage.files };
}

const part = (data: Buffer, chunk = 1000) => ({
  fieldname: 'file',
  filename: '../statement 2026.csv',
  file: Readable.from(
    Array.from({ length: Math.ceil(data.length / chunk) }, (_, i) => data.subarray(i * chunk, (i + 1) * chunk)),
  ),
});

t.test('an upload is stored in pieces as it arrives; the pieces are the file', async (t) => {
  const data = randomBytes(250_000);
  const { storage, files } = countedStorage();
  const stored = await storeUpload(storage, part(data), (n) => `u/${n}`, 64 * 1024);
  t.match(stored, { fileName: 'statement 2026.csv', size: 250_000, parts: 4 });
  t.ok(
    [...files.values()].every((f) => f.length <= 64 * 1024 + 1000),
    'no piece much above its size',
  );
  t.same(Buffer.concat([0, 1, 2, 3].map((n) => files.get(`u/${n}`)!)), data);
  t.same(stored.head, data.subarray(0, 64 * 1024), 'the first 64 kB, for the format');
});

t.test('a failed write leaves no piece behind; an empty file is refused', async (t) => {
  const { storage, files } = countedStorage(2);
  await t.rejects(
    storeUpload(storage, part(randomBytes(300_000)), (n) => `u/${n}`, 64 * 1024),
    /disk full/,
  );
  t.equal(files.size, 0);
  await t.rejects(
    storeUpload(countedStorage().storage, part(Buffer.alloc(0)), (n) => `e/${n}`),
    {
      statusCode: 400,
      message: /is empty/,
    },
  );
});

t.test('formats are recognised from the first bytes, and a contradiction is named', async (t) => {
  t.equal(sniffFormat(fixture('core-banking-export.csv')), 'csv');
  t.equal(sniffFormat(fixture('camt053-001.13-fi-prefixed.xml')), 'camt053');
  t.equal(sniffFormat(fixture('camt052-001.08-intraday.xml')), 'camt052');
  t.equal(sniffFormat(fixture('camt054-001.08-credit-notification.xml')), 'camt054');
  for (const sta of ['mt940-abnamro.sta', 'mt940-de-sparkasse.sta', 'mt940-ing.sta', 'mt940-uk-blocks.sta'])
    t.equal(sniffFormat(fixture(sta)), 'mt940', sta);
  t.equal(sniffFormat(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])), 'xlsx');
  t.equal(sniffFormat(Buffer.from('<?xml version="1.0"?><Invoice/>')), null);
  t.throws(() => resolveFormat(undefined, Buffer.from('<Invoice/>')), {
    statusCode: 400,
    message: /not an ISO 20022 camt/,
  });
  t.throws(() => resolveFormat('xlsx', fixture('core-banking-export.csv')), {
    message: 'format is xlsx, but the file is a CSV (text) file',
  });
  t.throws(() => resolveFormat('pdf', fixture('core-banking-export.csv')), { message: /"pdf" is not a format/ });
  t.equal(resolveFormat('csv', fixture('volksbank-export.csv')), 'csv');
});
