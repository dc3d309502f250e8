import { createMember, registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { SCREENING_MESSAGES as M, screeningRoutes as r, screeningService } from '../shared/index.ts';
import { buildScreeningTestApp, folderFiles, importInto } from './screening.test-helpers.ts';

/** Issue 6 findings 2 and 3: hostile names are refused or answered (never 500), and no orphan PDF is left. */
const api = await buildScreeningTestApp(t);
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
await importInto(api, 'un', folderFiles('un'));
const base = { dob: '1978-04-28', nationality: 'CD' };

const filesUnder = async (dir: string): Promise<string[]> => {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(full)));
    else out.push(full);
  }
  return out;
};

t.test('long and wide names: 4xx or 200 within a second, never 500', async (t) => {
  const wide = '\uFDFA'.repeat(30); // one character that decomposes into 18
  const hostile: Record<string, string>[] = [
    { firstname: 'A'.repeat(200), surname: 'B'.repeat(200) },
    { firstname: 'Abc '.repeat(50), surname: 'Xyz '.repeat(50) },
    { firstname: wide, surname: wide },
    { firstname: '\u0BF5'.repeat(30), surname: 'Katanga' },
    { firstname: 'Germain'.padEnd(140, '.'), surname: 'Katanga'.padEnd(140, '.') },
    { firstname: 'Ger\uD800main', surname: 'Katanga' },
    { firstname: 'a-'.repeat(100), surname: 'b'.repeat(5) + ' x'.repeat(90) },
  ];
  for (const names of hostile) {
    for (const route of [r.sanctionScreening, r.searchNames]) {
      const started = Date.now();
      const res = await api.call(route, { ...names, ...base }, officer.token);
      const label = `${route.operationId} ${JSON.stringify(names).slice(0, 60)}`;
      t.ok(
        res.status === 200 || (res.status >= 400 && res.status < 500),
        `${label}: ${res.status} ${res.body?.message ?? ''}`,
      );
      t.ok(Date.now() - started < 1500, `${label}: answered in ${Date.now() - started} ms`);
    }
  }
  const lone = await api.call(
    r.sanctionScreening,
    { firstname: 'Ger\uD800main', surname: 'Katanga', ...base },
    officer.token,
  );
  t.equal(lone.status, 400, 'a lone surrogate is refused');
  const tooLong = await api.call(r.searchNames, { firstname: 'A'.repeat(201), surname: 'B' }, officer.token);
  t.equal(tooLong.status, 400, 'over the stated limit is a 400');
});

t.test('a PDF whose record cannot be stored leaves no file behind', async (t) => {
  const screened = await api.call(
    r.sanctionScreening,
    { firstname: 'Germain'.padEnd(140, '.'), surname: 'Katanga'.padEnd(140, '.'), ...base },
    officer.token,
  );
  t.equal(screened.status, 200);
  const storageDir = api.config.storageDir;
  const before = await filesUnder(storageDir);
  // The person source stands for the dossier (which depends on screening): it knows no person.
  api.services
    .get(screeningService)
    .registerPersonSource({ details: async () => null, storePdf: async () => null, subjectOf: async () => null });
  const foreign = await api.call(
    r.saveSanctionAsPdf,
    { sanctionIndex: 0, search_id: screened.body.search_id, person_id: 'p'.repeat(64) },
    officer.token,
  );
  t.same(
    [foreign.status, foreign.body.message],
    [404, M.personNotFound],
    'a person id the dossier does not know is refused',
  );
  t.equal((await filesUnder(storageDir)).length, before.length, 'and nothing stored');
  const saved = await api.call(
    r.saveSanctionAsPdf,
    { sanctionIndex: 0, search_id: screened.body.search_id },
    officer.token,
  );
  t.equal(saved.status, 200, 'long names make a bounded file name');
  t.ok(saved.body.file.file.length <= 120, `file name of ${saved.body.file.file.length} characters`);
  t.equal((await filesUnder(storageDir)).length, before.length + 1, 'one file for one record');
});

t.test('storeWithRecord removes the file when the record does not commit', async (t) => {
  const { storeWithRecord } = await import('@app/core/server');
  const key = 'screening/test/orphan.pdf';
  await t.rejects(
    storeWithRecord(api.ctx.storage, key, Buffer.from('%PDF-1.4'), async () => {
      throw new Error('insert failed');
    }),
    /insert failed/,
  );
  await t.rejects(api.ctx.storage.get(key), 'the file is gone');
  const kept = await storeWithRecord(api.ctx.storage, key, Buffer.from('%PDF-1.4'), async () => 'ok');
  t.equal(kept, 'ok');
  t.equal(String(await api.ctx.storage.get(key)), '%PDF-1.4');
});
