import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import { writeFileSync } from 'node:fs';
import t from 'tap';
import { fiuRoutes as r, suggestMapping } from '../shared/index.ts';
import { CODES, kshExport, validUserChanges } from '../testing/index.ts';
import { buildFiuTestApp, fundUser, upload, waitForConversion } from './fiu.test-helpers.ts';

/**
 * Saved info and the error list at scale (ADR 0080): 20,000 bad rows are all kept, paged through
 * indexes, fixed by one "all matching rows" call and converted; nothing stops at 200 or 1,000.
 */
const api = await buildFiuTestApp(t);
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const schema = 'unodc-5.0.1' as const;
/** FIU_SCALE_ROWS (a multiple of 50) runs it at another size, e.g. 100000 once by hand. */
const ROWS = Number(process.env.FIU_SCALE_ROWS ?? 20_000);
const NEGATIVE = ROWS / 10;

if ((await api.call(r.saveUserChanges, validUserChanges(), officer.token)).status !== 200)
  throw new Error('user info not saved');
await fundUser(api, await superUser(api), officer, 10_000);
const timings: Record<string, number> = {};
async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const start = Date.now();
  const out = await run();
  timings[name] = Date.now() - start;
  return out;
}
// FIU_SCALE_TIMINGS=<file> writes the steps' wall times there (the figures of bench/fiu/README.md, ADR 0080)
const timingsFile = process.env.FIU_SCALE_TIMINGS;
if (timingsFile) t.teardown(() => writeFileSync(timingsFile, `${JSON.stringify(timings)}\n`));

const up = await timed('upload', () => upload(api, officer.token, 'bank-export-ksh.csv', kshExport(ROWS)));
if (up.status !== 200) throw new Error(`upload: ${JSON.stringify(up.body)}`);
const fileId: string = up.body.file._id;

t.test('20,000 bad rows: every row kept, every error listed', async (t) => {
  const started = await api.call(
    r.startConversion,
    {
      file_id: fileId,
      schema,
      report_code: CODES[schema].reportCode,
      indicators: [CODES[schema].indicator],
      currency_code_local: CODES[schema].currency,
      mapping: suggestMapping(up.body.headers),
    },
    officer.token,
  );
  t.equal(started.status, 200);
  const done = await timed('conversion', () => waitForConversion(api, officer.token, fileId, 120_000));
  t.same([done.file.status, done.file.error_rows, done.errors_total], ['done', ROWS, ROWS + NEGATIVE]);
  const errors = await api.call(
    r.getConversionErrors,
    { id: fileId, page: String((ROWS + NEGATIVE) / 50), per_page: '50' },
    officer.token,
  );
  t.same([errors.body.total, errors.body.errors.at(-1)?.row], [ROWS + NEGATIVE, ROWS + 1], 'the last page');
});

t.test('Saved info pages through all of them, filters by kind, answers the seed call as before', async (t) => {
  const pages = ROWS / 50;
  const deep = await timed('deep page', () =>
    api.call(r.getSavedInfo, { page: String(pages - 1), per_page: '50', file_id: fileId }, officer.token),
  );
  t.same(
    [deep.body.total, deep.body.data[0].row, deep.body.data.at(-1).row],
    [ROWS, ROWS - 98, ROWS - 49],
    'the last page but one (row numbers count the header)',
  );
  const last = await api.call(r.getSavedInfo, { page: String(pages), per_page: '50' }, officer.token);
  t.equal(last.body.data.at(-1).row, ROWS + 1, 'the last row, without a file filter');
  t.same(
    deep.body.kinds.map((k: { kind: string; rows: number }) => [k.kind, k.rows]),
    [
      ['amount', NEGATIVE],
      ['currency', ROWS],
    ],
  );
  const amounts = await timed('kind filter', () =>
    api.call(r.getSavedInfo, { page: String(NEGATIVE / 50), per_page: '50', kind: 'amount' }, officer.token),
  );
  t.same([amounts.body.total, amounts.body.data.at(-1).row], [NEGATIVE, ROWS - 8]);
  const legacy = await api.call(r.getSavedInfo, {}, officer.token);
  t.same([legacy.body.data.length, legacy.body.total], [1000, ROWS], 'the seed call: one page of 1,000 and the total');

  const csv = await timed('saved errors csv', () =>
    api.app.inject({
      method: 'GET',
      url: `/api/v1/fiu/saved-info/errors.csv?file_id=${fileId}`,
      headers: { authorization: `Bearer ${officer.token}` },
    }),
  );
  const lines = csv.body.trim().split('\r\n');
  t.equal(lines.length, 1 + ROWS + NEGATIVE, 'every error of every saved row');
  t.equal(new Set(lines).size, lines.length, 'no line twice across the batches');
});

t.test('one fix of all matching rows, then the corrected rows convert and leave Saved info', async (t) => {
  const fixed = await timed('bulk fix', () =>
    api.call(
      r.bulkFixSavedInfo,
      { field: 'from_currency_code', find: 'KSH', replace: 'KES', filter: { kind: 'currency' } },
      officer.token,
    ),
  );
  t.same(
    [fixed.status, fixed.body.selected, fixed.body.changed, fixed.body.still_failing],
    [200, ROWS, ROWS, NEGATIVE],
  );
  const ready = await api.call(r.getSavedInfo, { per_page: '1' }, officer.token);
  t.same(ready.body.files[0], { file_id: fileId, filename: 'bank-export-ksh.csv', rows: ROWS, ready: ROWS - NEGATIVE });

  const again = await api.call(r.convertSavedInfo, { file_id: fileId }, officer.token);
  t.equal(again.status, 200);
  const corrected = await timed('corrected conversion', () =>
    waitForConversion(api, officer.token, again.body.file._id, 120_000),
  );
  t.same([corrected.file.status, corrected.file.valid_rows], ['done', ROWS - NEGATIVE], corrected.file.message);
  const left = await api.call(r.getSavedInfo, { per_page: '1' }, officer.token);
  t.same([left.body.total, left.body.kinds.map((k: { kind: string }) => k.kind)], [NEGATIVE, ['amount']]);
});
