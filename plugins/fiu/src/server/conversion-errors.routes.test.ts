import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import t from 'tap';
import { FIU_MESSAGES as M, fiuRoutes as r, ROW_REASONS as R, suggestMapping } from '../shared/index.ts';
import { CODES, kshExport, validUserChanges } from '../testing/index.ts';
import { buildFiuTestApp, fundUser, upload, waitForConversion } from './fiu.test-helpers.ts';
import { Migration20261128210000_fiu_conversion_errors } from './migrations/Migration20261128210000_fiu_conversion_errors.ts';

const api = await buildFiuTestApp(t);
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const auditor = await createMember(api, admin, 'EXTERNAL_AUDITOR');
const client = await createMember(api, admin, 'CLIENT');
const other = await registerAdmin(api);
const schema = 'unodc-5.0.1' as const;
const ROWS = 2000;
/** Every row has KSH; every 10th also a negative amount. */
const ERRORS = ROWS + ROWS / 10;

if ((await api.call(r.saveUserChanges, validUserChanges(), officer.token)).status !== 200)
  throw new Error('user info not saved');
await fundUser(api, await superUser(api), officer, 1000);

const up = await upload(api, officer.token, 'bank-export-ksh.csv', kshExport(ROWS));
if (up.status !== 200) throw new Error(`upload: ${JSON.stringify(up.body)}`);
const fileId: string = up.body.file._id;
const convertBody = {
  file_id: fileId,
  schema,
  report_code: CODES[schema].reportCode,
  indicators: [CODES[schema].indicator],
  currency_code_local: CODES[schema].currency,
  mapping: suggestMapping(up.body.headers),
};
async function convert() {
  const started = await api.call(r.startConversion, convertBody, officer.token);
  if (started.status !== 200) throw new Error(`convert: ${JSON.stringify(started.body)}`);
  const done = await waitForConversion(api, officer.token, fileId, 120_000);
  if (done.file.status !== 'done') throw new Error(`conversion: ${done.file.message}`);
  return done;
}
const first = await convert();

const page = (q: Record<string, string>, token: string | null = officer.token) =>
  api.call(r.getConversionErrors, { id: fileId, ...q }, token as string);
const download = (qs: string, token: string | null = officer.token) =>
  api.app.inject({
    method: 'GET',
    url: `/api/v1/fiu/conversion/errors.csv?${qs}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

t.test('the conversion keeps every error: the state answers the first 200 and the total', async (t) => {
  t.equal(first.file.error_rows, ROWS);
  t.equal(first.errors.length, 200, 'the first 200, as the answer always held');
  t.equal(first.errors_total, ERRORS, 'all of them counted');
  t.same(first.errors[0], {
    row: 2,
    column: 'Amount',
    field: 'amount_local',
    reason: R.amountNegative,
    kind: 'amount',
  });
});

t.test('every error, a page at a time, in the order found; filtered by kind', async (t) => {
  const p1 = await page({});
  t.equal(p1.status, 200);
  t.same([p1.body.total, p1.body.page, p1.body.per_page, p1.body.errors.length], [ERRORS, 1, 50, 50]);
  t.same(
    p1.body.kinds.map((k: { kind: string; label: string; errors: number }) => [k.kind, k.label, k.errors]),
    [
      ['amount', 'Invalid amount', ROWS / 10],
      ['currency', 'Unknown currency code', ROWS],
    ],
  );
  t.same(p1.body.errors[1], {
    row: 2,
    column: 'Currency',
    field: 'from_currency_code',
    reason: R.unknownCode('currency', 'KSH'),
    kind: 'currency',
    value: 'KSH',
  });
  t.equal(p1.body.errors[0].value, '-75.00', 'the cell as read');

  const last = await page({ page: String(ERRORS / 50) });
  t.equal(last.body.errors.length, 50);
  t.same(last.body.errors.at(-1), { ...p1.body.errors[1], row: ROWS + 1 }, 'the last row of the file');
  t.same((await page({ page: String(ERRORS / 50 + 1) })).body.errors, [], 'past the end: empty');
  const big = await page({ per_page: '1000', page: '3' });
  t.same([big.body.errors.length, big.body.errors[0].row], [ERRORS - 2000, 1820]);

  const amounts = await page({ kind: 'amount', per_page: '1000' });
  t.same([amounts.body.total, amounts.body.errors.length], [ROWS / 10, ROWS / 10]);
  t.ok(
    amounts.body.errors.every((e: { kind: string; row: number }) => e.kind === 'amount' && (e.row - 2) % 10 === 0),
    'rows 2, 12, 22…',
  );
  t.equal(amounts.body.kinds.length, 2, 'the counts are of the whole conversion');
  const none = await page({ kind: 'date' });
  t.same([none.status, none.body.total, none.body.errors], [200, 0, []]);

  for (const [q, status] of [
    [{ per_page: '1001' }, 400],
    [{ per_page: 'ten' }, 400],
    [{ page: '0' }, 400],
    [{ kind: 'bogus' }, 400],
    [{ id: 'x' }, 400],
    [{ field: 'amount_local' }, 400],
  ] as const) {
    t.equal((await page(q)).status, status, JSON.stringify(q));
  }
  t.equal((await page({ per_page: '1001' })).body.message, M.perPageTooLarge);
});

t.test('who may read the errors: the organisation, not another one', async (t) => {
  t.equal((await page({}, null)).status, 401);
  for (const who of [officer, admin, auditor, client])
    t.equal((await page({}, who.token)).status, 200, `${who.username} reads (any member, as the conversion itself)`);
  const foreign = await page({}, other.token);
  t.same([foreign.status, foreign.body.message], [404, M.fileNotFound], "another organisation's file");
  t.equal((await api.call(r.getConversion, { id: fileId }, other.token)).status, 404);
});

t.test('every error downloads as CSV, streamed, with the same kinds filter', async (t) => {
  t.equal((await download(`id=${fileId}`, null)).statusCode, 401);
  t.equal((await download(`id=${fileId}`, client.token)).statusCode, 403, 'CLIENT lacks can_download_files');
  t.equal((await download(`id=${fileId}`, other.token)).statusCode, 404, "another organisation's file");
  t.equal((await download(`id=${fileId}&kind=bogus`)).statusCode, 400);
  t.equal((await download('')).statusCode, 400, 'the file is required');

  const all = await download(`id=${fileId}`);
  t.equal(all.statusCode, 200);
  t.match(all.headers['content-type'], /^text\/csv/);
  t.match(all.headers['content-disposition'], /bank-export-ksh-errors\.csv/);
  const lines = all.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  t.equal(lines[0], 'File,Row,Column,Field,Error kind,Reason,Value');
  t.equal(lines.length, 1 + ERRORS, 'every error, not 200');
  t.equal(
    lines[1],
    `"bank-export-ksh.csv","2","Amount","amount_local","Invalid amount","${R.amountNegative}","'-75.00"`,
    'formula-like value neutralised',
  );
  t.equal(
    lines.at(-1),
    `"bank-export-ksh.csv","${ROWS + 1}","Currency","from_currency_code","Unknown currency code","Unknown currency code ""KSH"" for this schema","KSH"`,
  );
  const amounts = (await download(`id=${fileId}&kind=amount`)).body.trim().split('\r\n');
  t.equal(amounts.length, 1 + ROWS / 10, 'only the filtered kind');
  t.equal((await download(`id=${fileId}`, auditor.token)).statusCode, 200, 'auditors download');
});

t.test('converting the file again replaces its errors, never adds to them', async (t) => {
  const again = await convert();
  t.equal(again.errors_total, ERRORS);
  const p = await page({ per_page: '1000', page: '3' });
  t.same([p.body.total, p.body.errors.length], [ERRORS, ERRORS - 2000]);
});

t.test('a conversion from before the list: the 200 errors it kept move into it, with kinds and counts', async (t) => {
  const conn = api.orm.em.fork().getConnection();
  const [{ organization }] = await conn.execute<{ organization: string }[]>(
    'select organization from auth_user where id = ?',
    [officer.id],
  );
  const oldId = 'a'.repeat(24);
  const kept = [
    { row: 3, column: 'Amount', field: 'amount_local', reason: R.amountNegative },
    { row: 4, column: '', field: '', reason: R.columnCount(2, 18) },
    { row: 5, column: 'Currency', field: 'from_currency_code', reason: R.unknownCode('currency', 'KSH') },
  ];
  await conn.execute(
    `insert into fiu_file (id, organization, user_id, filename, filesize, server_name, source_kind, headers, status, errors, created_at)
     values (?, ?, ?, 'old.csv', 10, 'old-export.csv', 'csv', '[]'::jsonb, 'done', ?::jsonb, now() - interval '1 day')`,
    [oldId, organization, officer.id, JSON.stringify(kept)],
  );
  const migration = new Migration20261128210000_fiu_conversion_errors(
    api.orm.em.getDriver() as never,
    api.orm.config as never,
  );
  await migration.up();
  const backfill = migration
    .getQueries()
    .filter((q): q is string => typeof q === 'string' && /^(insert into|update) "fiu_(conversion_error|file)"/.test(q));
  t.equal(backfill.length, 2, 'the move and the counts');
  for (const sql of backfill) await conn.execute(sql);

  const moved = await api.call(r.getConversionErrors, { id: oldId }, officer.token);
  t.same(
    moved.body.errors.map((e: { row: number; kind: string; value: string }) => [e.row, e.kind, e.value]),
    [
      [3, 'amount', ''],
      [4, 'columns', ''],
      [5, 'currency', ''],
    ],
    'in their order, kinds from the reasons, no value (it was not kept)',
  );
  t.same(
    moved.body.kinds.map((k: { kind: string; errors: number }) => [k.kind, k.errors]),
    [
      ['amount', 1],
      ['currency', 1],
      ['columns', 1],
    ],
  );
  const state = await api.call(r.getConversion, { id: oldId }, officer.token);
  t.same([state.body.errors_total, state.body.errors.length], [3, 3]);
  t.same((await page({ per_page: '1' })).body.total, ERRORS, 'the files converted since are untouched');
});
