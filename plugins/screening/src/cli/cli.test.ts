import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { asSuperUser } from '@app/core/cli';
import { ApiError } from '@app/core/client';
import type { ImportJob } from '../shared/index.ts';
import {
  collectFiles,
  ImportFailedError,
  quickSearchUsageErrors,
  searchUsageErrors,
  SUPER_USER_HINT,
  uploadList,
  waitForJob,
} from './index.ts';

t.test('collectFiles: files and folders (not recursive, hidden files skipped)', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'screening-files-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'ofac', 'nested'), { recursive: true });
  writeFileSync(path.join(dir, 'ofac', 'sdn.csv'), 'a');
  writeFileSync(path.join(dir, 'ofac', 'alt.csv'), 'b');
  writeFileSync(path.join(dir, 'ofac', '.DS_Store'), 'x');
  writeFileSync(path.join(dir, 'ofac', 'nested', 'add.csv'), 'c');
  writeFileSync(path.join(dir, 'other.csv'), 'd');
  mkdirSync(path.join(dir, 'empty'));

  const files = collectFiles(['ofac', 'other.csv'], dir);
  t.same(
    files.map((f) => [f.name, f.content.toString()]),
    [
      ['alt.csv', 'b'],
      ['sdn.csv', 'a'],
      ['other.csv', 'd'],
    ],
  );
  t.same(
    collectFiles(['ofac', 'ofac/sdn.csv'], dir).map((f) => f.name),
    ['alt.csv', 'sdn.csv'],
    'the same file twice counts once',
  );
  t.throws(() => collectFiles(['missing'], dir), { message: 'No such file or folder: missing', exitCode: 2 });
  t.throws(() => collectFiles(['empty'], dir), { message: 'No files in folder empty', exitCode: 2 });
  writeFileSync(path.join(dir, 'sdn.csv'), 'e');
  t.throws(() => collectFiles(['ofac', 'sdn.csv'], dir), { message: /^Two files named sdn\.csv/, exitCode: 2 });
});

t.test('searchUsageErrors names the flags', async (t) => {
  t.same(searchUsageErrors({ firstname: 'Laurent', surname: 'Nkunda' }), [
    '--dob: Date of birth is required',
    '--nationality: Nationality is required',
  ]);
  t.same(searchUsageErrors({ firstname: 'Al', surname: 'Nkunda', dob: '1967-02-30', nationality: 'CD' }), [
    '--firstname: First name must be at least 3 characters',
    '--dob: use YYYY-MM-DD',
  ]);
  t.same(searchUsageErrors({ firstname: 'Laurent', surname: 'Nkunda', dob: '1967-02-06', nationality: 'CD' }), []);
});

t.test('quickSearchUsageErrors: only the names are required', async (t) => {
  t.same(quickSearchUsageErrors({ firstname: 'Germain', surname: 'Katanga' }), []);
  t.same(quickSearchUsageErrors({ firstname: ' ', dob: '1978' }), [
    '--firstname: required',
    '--surname: required',
    '--dob: use YYYY-MM-DD',
  ]);
});

const job = (patch: Partial<ImportJob> = {}): ImportJob => ({
  _id: '0123456789abcdef01234567',
  source: 'un',
  status: 'running',
  progress: 0,
  message: 'Queued',
  version_id: null,
  started_at: '2026-03-01T10:00:00.000Z',
  finished_at: null,
  ...patch,
});

t.test('uploadList: multipart source, force, then one files part per file, with the bearer token', async (t) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ job: job() }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  const files = [
    { name: 'a.csv', content: Buffer.from('one') },
    { name: 'b.csv', content: Buffer.from('two') },
  ];
  const started = await uploadList({ baseUrl: 'http://x.test/', token: 'tok' }, 'ofac', files, { force: true, fetch });
  t.equal(started._id, job()._id);
  t.equal(calls[0].url, 'http://x.test/api/bo/v1/screening/import');
  t.equal(calls[0].init.method, 'POST');
  t.match(calls[0].init.headers, { authorization: 'Bearer tok' });
  const form = calls[0].init.body as FormData;
  t.same([...form.keys()], ['source', 'force', 'files', 'files']);
  t.equal(form.get('source'), 'ofac');
  t.equal(form.get('force'), 'true');
  const parts = form.getAll('files') as File[];
  t.same(
    parts.map((f) => f.name),
    ['a.csv', 'b.csv'],
  );
  t.equal(await parts[1].text(), 'two');

  await uploadList({ baseUrl: 'http://x.test' }, 'un', files.slice(0, 1), { fetch });
  const second = calls[1].init.body as FormData;
  t.same([...second.keys()], ['source', 'files'], 'no force field unless asked');
  t.notOk((calls[1].init.headers as Record<string, string>).authorization);
});

t.test('uploadList: a refused upload is an ApiError with the server message', async (t) => {
  const answer = (status: number, body: string) =>
    (async () => new Response(body, { status })) as unknown as typeof globalThis.fetch;
  const files = [{ name: 'consolidated.xml', content: Buffer.from('<x') }];
  await t.rejects(
    uploadList({ baseUrl: 'http://x.test' }, 'un', files, {
      fetch: answer(
        400,
        JSON.stringify({ message: 'Truncated XML', errors: [{ field: 'files', message: 'Truncated XML' }] }),
      ),
    }),
    { name: 'Error', status: 400, message: 'Truncated XML' },
  );
  await t.rejects(
    uploadList({ baseUrl: 'http://x.test' }, 'un', files, { fetch: answer(413, 'request file too large') }),
    { status: 413, message: 'request file too large' },
  );
  await t.rejects(uploadList({ baseUrl: 'http://x.test' }, 'un', files, { fetch: answer(200, '{}') }), {
    message: /no import job/,
  });
});

t.test(
  'a 403 from a screening super-user call names the login it takes and where such an account comes from',
  async (t) => {
    const forbidden = () =>
      Promise.reject(new ApiError(403, { message: 'You do not have permission to perform this action' }));
    const err = await asSuperUser('app screening lists', forbidden, SUPER_USER_HINT).catch((e: unknown) => e);
    t.ok(err instanceof ApiError);
    t.match(err, { status: 403 });
    t.equal(
      (err as ApiError).message,
      '`app screening lists` is for platform super users only (server: You do not have permission to perform this action). Run `app login` with a super-user account (created with `app admin create-superuser`).',
    );
  },
);

t.test('waitForJob polls until done or failed, reporting every state', async (t) => {
  const states = [
    job({ progress: 0.5, message: 'Stored 500' }),
    job({ status: 'done', progress: 1, message: 'Imported' }),
  ];
  const asked: string[] = [];
  const client = { getImportJob: async ({ id }: { id: string }) => (asked.push(id), { job: states.shift()! }) };
  const seen: string[] = [];
  const done = await waitForJob(client, job(), (j) => seen.push(`${j.status} ${j.progress} ${j.message}`), 1);
  t.equal(done.status, 'done');
  t.same(seen, ['running 0 Queued', 'running 0.5 Stored 500', 'done 1 Imported']);
  t.same(asked, [job()._id, job()._id]);
  t.equal(
    (await waitForJob(client, job({ status: 'failed', message: 'Bad file' }), () => {}, 1)).status,
    'failed',
    'no poll for a finished job',
  );
  t.match(new ImportFailedError(job({ status: 'failed', message: 'Bad file' })), { message: 'Bad file', exitCode: 1 });
});
