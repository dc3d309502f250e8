import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import t from 'tap';
import { errorKindOf, FIU_MESSAGES as M, fiuRoutes as r, ROW_REASONS as R, suggestMapping } from '../shared/index.ts';
import { CODES, EXPORT_HEADER, exportLine, kshExport, validUserChanges } from '../testing/index.ts';
import { buildFiuTestApp, fundUser, upload, waitForConversion } from './fiu.test-helpers.ts';

const api = await buildFiuTestApp(t);
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const auditor = await createMember(api, admin, 'EXTERNAL_AUDITOR');
const client = await createMember(api, admin, 'CLIENT');
const other = await registerAdmin(api);
const schema = 'unodc-5.0.1' as const;
const ROWS = 2000;

if ((await api.call(r.saveUserChanges, validUserChanges(), officer.token)).status !== 200)
  throw new Error('user info not saved');
await fundUser(api, await superUser(api), officer, 1000);

/** Uploads and converts an export as the officer; its file id (setup: throws, no assertions outside a subtest). */
async function convert(name: string, csv: string): Promise<string> {
  const up = await upload(api, officer.token, name, csv);
  if (up.status !== 200) throw new Error(`upload: ${JSON.stringify(up.body)}`);
  const body = {
    file_id: up.body.file._id,
    schema,
    report_code: CODES[schema].reportCode,
    indicators: [CODES[schema].indicator],
    currency_code_local: CODES[schema].currency,
    mapping: suggestMapping(up.body.headers),
  };
  const started = await api.call(r.startConversion, body, officer.token);
  if (started.status !== 200) throw new Error(`convert: ${JSON.stringify(started.body)}`);
  const done = await waitForConversion(api, officer.token, up.body.file._id, 120_000);
  if (done.file.status !== 'done') throw new Error(`conversion: ${done.file.message}`);
  return up.body.file._id;
}

const ksh = await convert('bank-export-ksh.csv', kshExport(ROWS));
const small = await convert(
  'small.csv',
  `${[EXPORT_HEADER, exportLine(1, schema), exportLine(2, schema, { date: '03/04/2024' })].join('\r\n')}\r\n`,
);
const page = (q: Record<string, string>, token = officer.token) => api.call(r.getSavedInfo, q, token);
const download = (qs: string, token: string | null = officer.token) =>
  api.app.inject({
    method: 'GET',
    url: `/api/v1/fiu/saved-info/errors.csv${qs}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const auditEvents = async () =>
  api.orm.em.fork().getConnection().execute<
    {
      actor_id: string;
      actor_name: string;
      occurred_at: Date;
      object_id: string | null;
      before: unknown;
      after: unknown;
      details: { rows: number; scope: string };
    }[]
  >(`select actor_id, actor_name, occurred_at, object_id, before, after, details from core_audit_event where organization = (select organization from auth_user where id = ?) and action = 'fiu.saved_info.bulk_fixed' order by position`, [officer.id]);

t.test('every row error has a kind, from the reason', async (t) => {
  const reasons: [string, string][] = [
    [R.required, 'required'],
    [R.dateFormat, 'date'],
    [R.dateInvalid, 'date'],
    [R.dateFuture, 'date'],
    [R.amountNegative, 'amount'],
    [R.amountComma('1.5'), 'amount'],
    [R.amountFormat, 'amount'],
    [R.amountZero, 'amount'],
    [R.rateFormat, 'rate'],
    [R.unknownCode('currency', 'KSH'), 'currency'],
    [`${R.unknownCode('country', 'ke')} (did you mean KE?)`, 'country'],
    [R.unknownCode('funds', 'Z'), 'funds'],
    [R.unknownCode('transmode', 'Z'), 'transmode'],
    [R.swiftFormat, 'swift'],
    [R.accountFormat, 'account'],
    [R.accountFormatSchema, 'account'],
    [R.ibanChecksum, 'account'],
    [R.tooLong(50), 'text'],
    [R.controlChars, 'text'],
    [R.foreignIncomplete, 'foreign'],
    [R.columnCount(3, 18), 'columns'],
    [R.duplicate(4), 'duplicate'],
    ['something new', 'other'],
  ];
  for (const [reason, kind] of reasons) t.equal(errorKindOf(reason), kind, reason);
});

t.test('get-saved-info pages and filters on the server; without extras it answers as before', async (t) => {
  const legacy = await api.call(r.getSavedInfo, {}, officer.token);
  t.equal(legacy.status, 200);
  t.equal(legacy.body.data.length, 1000, 'the seed call: first 1,000 rows');
  t.equal(legacy.body.total, ROWS + 1);
  const p2 = await page({ page: '2', per_page: '50', file_id: ksh });
  t.equal(p2.status, 200);
  t.same(
    p2.body.data.map((x: { row: number }) => x.row),
    Array.from({ length: 50 }, (_, i) => 52 + i),
    'rows 52..101',
  );
  t.same([p2.body.total, p2.body.page, p2.body.per_page], [ROWS, 2, 50]);
  t.same(
    p2.body.kinds.map((k: { kind: string; rows: number }) => [k.kind, k.rows]),
    [
      ['amount', 200],
      ['currency', ROWS],
    ],
  );
  t.same(
    p2.body.data[0].errors.map((e: { kind: string }) => e.kind),
    ['amount', 'currency'],
    'row 52: negative amount and KSH',
  );
  t.same(
    p2.body.files.map((f: { filename: string; rows: number; ready: number }) => [f.filename, f.rows, f.ready]),
    [
      ['bank-export-ksh.csv', ROWS, 0],
      ['small.csv', 1, 0],
    ],
  );
  t.equal((await page({ per_page: '10', kind: 'amount' })).body.total, 200);
  t.equal((await page({ per_page: '10', field: 'amount_local' })).body.total, 200);
  t.equal(
    (await page({ per_page: '10', kind: 'currency', field: 'amount_local' })).body.total,
    0,
    'one error with both',
  );
  const dates = await page({ per_page: '10', kind: 'date' });
  t.same(
    dates.body.data.map((x: { file_id: string; row: number }) => [x.file_id, x.row]),
    [[small, 3]],
  );
  t.same((await page({ per_page: '10', kind: 'date', file_id: ksh })).body.data, []);

  for (const [q, status] of [
    [{ per_page: '1001' }, 400],
    [{ per_page: 'ten' }, 400],
    [{ page: '0' }, 400],
    [{ kind: 'bogus' }, 400],
    [{ file_id: 'x' }, 400],
    [{ sort: 'row' }, 400],
  ] as const) {
    t.equal((await page(q)).status, status, JSON.stringify(q));
  }
  const nope = await page({ field: 'nope' });
  t.equal(nope.status, 400);
  t.equal(nope.body.message, M.noSuchColumn('nope'));
  t.equal((await page({}, null as unknown as string)).status, 401);
  t.equal((await page({ file_id: ksh }, other.token)).status, 404, "another organisation's file");
  const foreign = await page({ per_page: '10' }, other.token);
  t.same([foreign.body.data, foreign.body.total, foreign.body.files], [[], 0, []], 'another organisation sees none');
  t.equal((await page({ per_page: '10' }, auditor.token)).body.total, ROWS + 1, 'auditors read');
});

t.test('the full error list downloads as CSV: every error, not capped', async (t) => {
  t.equal((await download('', null)).statusCode, 401);
  t.equal((await download('', client.token)).statusCode, 403, 'CLIENT lacks can_download_files');
  t.equal((await download(`?file_id=${ksh}`, other.token)).statusCode, 404, "another organisation's file");
  t.equal((await download('?kind=bogus')).statusCode, 400);
  t.equal((await download('?field=nope')).statusCode, 400);
  const foreign = await download('', other.token);
  t.equal(foreign.body.trim(), 'File,Row,Column,Field,Error kind,Reason,Value', 'another organisation: header only');

  const all = await download('');
  t.equal(all.statusCode, 200);
  t.match(all.headers['content-type'], /^text\/csv/);
  t.match(all.headers['content-disposition'], /saved-info-errors-\d{4}-\d{2}-\d{2}\.csv/);
  const lines = all.body.trim().split('\r\n');
  t.equal(lines.length, 1 + ROWS + 200 + 1, 'every error of 2,001 rows (200 rows have two)');
  t.ok(
    lines.includes(
      '"bank-export-ksh.csv","2","Amount","amount_local","Invalid amount","Negative amount: goAML amounts are positive, the direction is given by the from and to accounts","\'-75.00"',
    ),
    'formula-like value neutralised',
  );
  t.ok(
    lines.includes(
      '"bank-export-ksh.csv","2001","Currency","from_currency_code","Unknown currency code","Unknown currency code ""KSH"" for this schema","KSH"',
    ),
  );
  const amounts = (await download(`?kind=amount&file_id=${ksh}`)).body.trim().split('\r\n');
  t.equal(amounts.length, 201, 'only the filtered kind');
  t.equal((await download('', auditor.token)).statusCode, 200, 'auditors download');
});

t.test('bulk fix: refusals', async (t) => {
  const first = (await page({ per_page: '50', kind: 'currency' })).body.data.map((x: { _id: string }) => x._id);
  const fix = { field: 'from_currency_code', find: 'KSH', replace: 'KES', row_ids: first };
  t.equal((await api.call(r.bulkFixSavedInfo, fix)).status, 401);
  for (const who of [auditor, client]) {
    const res = await api.call(r.bulkFixSavedInfo, fix, who.token);
    t.equal(res.status, 403);
    t.equal(res.body.message, M.readOnlyRole);
  }
  t.equal(
    (await api.call(r.updateSavedInfo, { changes: { [first[0]]: { from_currency_code: 'KES' } } }, auditor.token))
      .status,
    403,
    'cell edits too',
  );
  t.equal((await api.call(r.bulkFixSavedInfo, fix, other.token)).status, 404, "another organisation's rows");
  t.equal(
    (await api.call(r.bulkFixSavedInfo, { ...fix, row_ids: undefined, filter: { file_id: ksh } }, other.token)).status,
    404,
  );
  const none = await api.call(r.bulkFixSavedInfo, { ...fix, row_ids: undefined, filter: {} }, other.token);
  t.same([none.status, none.body.message], [400, M.noRowMatches]);
  const column = await api.call(r.bulkFixSavedInfo, { ...fix, field: 'currency' }, officer.token);
  t.same([column.status, column.body.message], [400, M.noSuchColumn('currency')]);
  const empty = await api.call(r.bulkFixSavedInfo, { ...fix, row_ids: [] }, officer.token);
  t.same([empty.status, empty.body.message], [400, M.selectRows]);
  t.equal(
    (await api.call(r.bulkFixSavedInfo, { field: 'from_currency_code', replace: 'KES' }, officer.token)).body.message,
    M.selectRows,
  );
  t.equal(
    (await api.call(r.bulkFixSavedInfo, { ...fix, filter: {} }, officer.token)).body.message,
    M.selectionOrFilter,
  );
  t.equal(
    (await api.call(r.bulkFixSavedInfo, { ...fix, filter: { field: 'nope' }, row_ids: undefined }, officer.token))
      .status,
    400,
  );
  t.equal((await api.call(r.bulkFixSavedInfo, { ...fix, extra: 1 }, officer.token)).status, 400);
  t.equal(
    (await api.call(r.bulkFixSavedInfo, { ...fix, row_ids: [...first.slice(1), '0'.repeat(24)] }, officer.token))
      .status,
    404,
    'an unknown row: nothing changes',
  );
  t.equal((await page({ per_page: '1', kind: 'currency' })).body.total, ROWS, 'nothing changed');
  t.same(await auditEvents(), []);
});

t.test(
  'bulk fix: KSH -> KES in the selected rows, then in every row matching the filter; rows checked again and audited',
  async (t) => {
    const first = (await page({ per_page: '50', kind: 'currency' })).body.data.map((x: { _id: string }) => x._id);
    const nothing = await api.call(
      r.bulkFixSavedInfo,
      { field: 'from_currency_code', find: 'USD', replace: 'KES', row_ids: first },
      officer.token,
    );
    t.same([nothing.status, nothing.body.changed, nothing.body.selected], [200, 0, 50], 'no cell held USD');
    const started = Date.now() - 1000;
    const sel = await api.call(
      r.bulkFixSavedInfo,
      { field: 'from_currency_code', find: 'KSH', replace: 'KES', row_ids: first },
      officer.token,
    );
    t.equal(sel.status, 200, JSON.stringify(sel.body));
    t.same(
      [sel.body.changed, sel.body.still_failing, sel.body.errors_before, sel.body.errors_after],
      [50, 5, 55, 5],
      'the 5 negative amounts still fail',
    );
    t.equal(sel.body.message, M.bulkFixed(50, 5));
    const after = await page({ per_page: '50', file_id: ksh });
    t.same(
      after.body.kinds.map((k: { kind: string; rows: number }) => [k.kind, k.rows]),
      [
        ['amount', 200],
        ['currency', ROWS - 50],
      ],
    );
    t.equal(after.body.files[0].ready, 45);
    t.equal(after.body.data.find((x: { _id: string }) => x._id === first[1]).values.from_currency_code, 'KES');

    const all = await api.call(
      r.bulkFixSavedInfo,
      { field: 'from_currency_code', find: 'KSH', replace: 'KES', filter: { kind: 'currency' } },
      officer.token,
    );
    t.same([all.status, all.body.selected, all.body.changed, all.body.still_failing], [200, ROWS - 50, ROWS - 50, 195]);
    t.equal(
      (
        await api.call(
          r.bulkFixSavedInfo,
          { field: 'from_currency_code', find: 'KSH', replace: 'KES', filter: { kind: 'currency' } },
          officer.token,
        )
      ).body.message,
      M.noRowMatches,
    );
    const amounts = await api.call(
      r.bulkFixSavedInfo,
      { field: 'amount_local', find: '-75.00', replace: '75.00', filter: { kind: 'amount', file_id: ksh } },
      admin.token,
    );
    t.same(
      [amounts.status, amounts.body.changed, amounts.body.still_failing],
      [200, 200, 0],
      'an administrator may too',
    );
    const done = await page({ per_page: '1', file_id: ksh });
    t.same([done.body.kinds, done.body.files[0].ready], [[], ROWS]);
    t.equal((await download(`?file_id=${ksh}`)).body.trim().split('\r\n').length, 1, 'no error left in the file');

    const events = await auditEvents();
    t.same(
      events.map((e) => [e.actor_id, e.details.rows, e.details.scope]),
      [
        [officer.id, 50, 'selection'],
        [officer.id, ROWS - 50, 'filter'],
        [admin.id, 200, 'filter'],
      ],
      'who and how many rows; no event when nothing changed',
    );
    t.equal(events[0]!.actor_name, officer.username);
    t.ok(new Date(events[0]!.occurred_at).getTime() >= started, 'when');
    t.same(
      [events[0]!.object_id, events[0]!.before, events[0]!.after],
      [ksh, { field: 'from_currency_code', value: 'KSH' }, { field: 'from_currency_code', value: 'KES' }],
    );

    const converted = await api.call(r.convertSavedInfo, { file_id: ksh }, officer.token);
    t.equal(converted.status, 200);
    const report = await waitForConversion(api, officer.token, converted.body.file._id, 120_000);
    t.same([report.file.status, report.file.valid_rows], ['done', ROWS], report.file.message);
  },
);
