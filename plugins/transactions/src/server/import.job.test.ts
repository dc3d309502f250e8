import { approve, approvedCorporate, createObject, team } from '@app/plugin-dossier/server/test-helpers';
import { workflowService } from '@app/plugin-workflow/shared';
import { Readable } from 'node:stream';
import t from 'tap';
import { readCamt, readMt940 } from '../readers/index.ts';
import { importsRoutes as r, transactionsRoutes, transactionsService, type ReadResult } from '../shared/index.ts';
import { importJob, type ImportJobData } from './import.job.ts';
import { coreBankingCsv, coreBankingMapping, fixture, importFile, multipartCall } from './import.test-helpers.ts';
import { buildTransactionsTestApp, organizationOf } from './transactions.test-helpers.ts';

const api = await buildTransactionsTestApp(t);
const org = await team(api);
const orgId = await organizationOf(api, org.maker.token);
const sql = (q: string, params: unknown[] = []) => api.orm.em.fork().execute(q, params);
const mapping = JSON.stringify(coreBankingMapping());

/** What the reader itself yields for a statement: the truth the import's counts are checked against. */
async function truth(name: string) {
  const source = Readable.from(fixture(name));
  const results: ReadResult[] = [];
  for await (const res of name.endsWith('.sta') ? readMt940(source) : readCamt(source)) results.push(res);
  return { rows: results.length, bad: results.filter((x) => 'errors' in x).length };
}

t.test(
  'the core-banking export through its mapping: every row stored, progress to the end, again all duplicates',
  async (t) => {
    const first = await importFile(api, org.maker.token, { name: 'core.csv', content: coreBankingCsv() }, { mapping });
    t.match(first, {
      status: 'done',
      format: 'csv',
      counts: { rows: 50, inserted: 50, duplicates: 0, bad: 0 },
      bad_open: 0,
      error: null,
    });
    const job = await api.ctx.jobs.get(first.job_id!);
    t.equal(job!.progress.done, job!.progress.total, 'the progress bar reaches the end');
    t.equal(job!.progress.total, coreBankingCsv().length, 'progress counts the bytes of the file');
    t.match(job!.output, { inserted: 50, status: 'done' });
    const listed = await api.call(transactionsRoutes.listTransactions, { import_id: first._id }, org.maker.token);
    t.equal(listed.body.total, 50, 'the stored rows carry the import');
    const again = await importFile(api, org.maker.token, { name: 'core.csv', content: coreBankingCsv() }, { mapping });
    t.match(again.counts, { rows: 50, inserted: 0, duplicates: 50, bad: 0 }, 're-importing writes nothing');
  },
);

t.test('camt.052/053/054 and MT940 statements import without a mapping, their format recognised', async (t) => {
  for (const name of [
    'camt053-001.02-de-sparkasse.xml',
    'camt053-001.04-nl-two-accounts.xml',
    'camt053-001.08-ch-qr-batch.xml',
    'camt053-001.13-fi-prefixed.xml',
    'camt053-001.08-broken-entries.xml',
    'camt052-001.08-intraday.xml',
    'camt054-001.08-credit-notification.xml',
    'mt940-abnamro.sta',
    'mt940-de-sparkasse.sta',
    'mt940-ing.sta',
    'mt940-uk-blocks.sta',
  ]) {
    const expected = await truth(name);
    const done = await importFile(api, org.maker.token, { name, content: fixture(name) });
    const format = name.startsWith('mt940') ? 'mt940' : name.slice(0, 7);
    t.match(done, { status: 'done', format, counts: { rows: expected.rows, bad: expected.bad } }, name);
    t.equal(
      done.counts.inserted + done.counts.duplicates,
      expected.rows - expected.bad,
      `${name}: every good row stored`,
    );
  }
  const broken = (await api.call(r.listImports, {}, org.maker.token)).body.imports.find(
    (i: { file_name: string }) => i.file_name === 'camt053-001.08-broken-entries.xml',
  );
  const errors = await api.call(r.importErrors, { id: broken._id }, org.maker.token);
  t.ok(errors.body.total >= broken.counts.bad, 'each bad entry has its errors');
  t.match(errors.body.errors[0], { column: /Stmt\[1\]\/Ntry\[\d+\]/, reason: String }, 'columns are XML paths');
});

t.test('statement formats are checked against the file and take no mapping', async (t) => {
  const camt = { name: 's.xml', content: fixture('camt053-001.02-de-sparkasse.xml') };
  const wrong = await multipartCall(api, r.startImport, org.maker.token, camt, { format: 'mt940' });
  t.equal(wrong.status, 400);
  t.match(wrong.body, { message: 'format is mt940, but the file is a camt.053 message' });
  const mapped = await multipartCall(api, r.startImport, org.maker.token, camt, { mapping });
  t.match(mapped, { status: 400, body: { errors: [{ field: 'mapping' }] } });
  const noMapping = await multipartCall(api, r.startImport, org.maker.token, {
    name: 'c.csv',
    content: coreBankingCsv(),
  });
  t.match(noMapping, { status: 400, body: { message: /read through a mapping/ } });
  const badMapping = await multipartCall(
    api,
    r.startImport,
    org.maker.token,
    { name: 'c.csv', content: coreBankingCsv() },
    { mapping: JSON.stringify({ columns: { amout: 'tran_amount' } }) },
  );
  t.equal(badMapping.status, 400);
  t.match(badMapping.body.errors, [{ field: 'mapping.columns.amout', message: /did you mean "amount"/ }]);
  t.equal((await sql('select count(*)::int as n from transactions_import where file_name = ?', ['c.csv']))[0].n, 0);
});

t.test('a header without a mapped column fails the import with one error naming it; nothing stored', async (t) => {
  const csv = coreBankingCsv().toString('utf8').replace('tran_amount', 'amount_tran');
  const done = await importFile(api, org.maker.token, { name: 'renamed.csv', content: Buffer.from(csv) }, { mapping });
  t.match(done, {
    status: 'failed',
    counts: { rows: 0, inserted: 0 },
    error: /column "tran_amount" \(mapped to amount\)/,
  });
  t.same(done.error_columns, { tran_amount: 1 });
});

/** The core-banking export (references renamed) with three rows broken the way bank exports break. */
function brokenExport(prefix: string): Buffer {
  const lines = coreBankingCsv()
    .toString('utf8')
    .split('\r\n')
    .map((line) => line.replace(/^FT/, prefix));
  lines[3] = lines[3]!.replace(',CASH,', ',RTGS,'); // a bank word no value table covers
  lines[5] = lines[5]!.replace(/,KES,/g, ',ksh,'); // a currency in lower case
  lines[7] = lines[7]!.replace(/^([^,]*),\d{4}-\d{2}-\d{2} /, '$1,2026-02-30 '); // not a calendar date
  return Buffer.from(lines.join('\r\n'));
}

t.test('bad rows: every error paged and filtered, the CSV of all, Saved info corrected and re-imported', async (t) => {
  const done = await importFile(api, org.maker.token, { name: 'broken.csv', content: brokenExport('BR') }, { mapping });
  t.match(done, { status: 'done', counts: { rows: 50, inserted: 47, bad: 3 }, bad_open: 3 });
  const all = await api.call(r.importErrors, { id: done._id }, org.maker.token);
  t.same(
    all.body.errors.map((e: { row: number; column: string }) => [e.row, e.column]),
    [
      [3, 'instrument'],
      [5, 'tran_currency'],
      [5, 'lcy_currency'],
      [7, 'tran_date'],
    ],
  );
  t.match(all.body, { total: 4, page: 1, page_size: 50 });
  t.match(all.body.errors[0], { field: 'transmode', value: 'RTGS', reason: /"RTGS" is not in values\.transmode/ });
  t.match(all.body.errors[1], { field: 'currency', value: 'ksh', reason: /did you mean "KSH"/ });
  const byColumn = await api.call(r.importErrors, { id: done._id, column: 'tran_date' }, org.maker.token);
  t.same(
    byColumn.body.errors.map((e: { row: number }) => e.row),
    [7],
  );
  const byReason = await api.call(r.importErrors, { id: done._id, reason: 'ISO 4217' }, org.maker.token);
  t.equal(byReason.body.total, 2);
  const csv = await api.call(r.downloadImportErrors, { id: done._id }, org.maker.token);
  t.ok((csv.body as string).startsWith('\uFEFF'), 'a BOM, so spreadsheets read it as UTF-8');
  const lines = (csv.body as string).slice(1).trim().split('\r\n');
  t.equal(lines[0], 'row,column,field,reason,value');
  t.equal(lines.length, 5, 'every error, one line each');
  t.match(lines[1], /^"3","instrument","transmode","""RTGS"" is not in values\.transmode/);

  const saved = await api.call(r.listBadRows, { import_id: done._id }, org.maker.token);
  t.equal(saved.body.total, 3);
  const rtgs = saved.body.rows.find((b: { row: number }) => b.row === 3);
  t.match(rtgs.values, { transmode: 'RTGS', currency: 'KES', direction: 'credit', account: String, reference: String });
  const stillBad = await api.call(
    r.reimportBadRows,
    { rows: [{ id: rtgs._id, values: { ...rtgs.values, transmode: 'A', currency: 'kes' } }] },
    org.maker.token,
  );
  t.equal(stillBad.status, 400);
  t.match(stillBad.body.errors, [{ field: 'rows.0.values.currency', message: /ISO 4217.*did you mean "KES"/ }]);
  const worse = await api.call(
    r.reimportBadRows,
    {
      rows: [
        {
          id: rtgs._id,
          values: { ...rtgs.values, transmode: 'A', amount: '-75000.50', direction: 'in', reference: '' },
        },
      ],
    },
    org.maker.token,
  );
  t.same(
    worse.body.errors.map((e: { field: string }) => e.field).sort(),
    ['rows.0.values.amount', 'rows.0.values.direction', 'rows.0.values.reference'],
    'every problem of the row, each naming its field',
  );
  t.match(
    worse.body.errors.find((e: { field: string }) => e.field.endsWith('direction')),
    {
      message: 'direction: "in" is neither credit nor debit',
    },
  );
  t.equal((await api.call(r.listBadRows, { import_id: done._id }, org.maker.token)).body.total, 3, 'nothing changed');

  const fixed = await api.call(
    r.reimportBadRows,
    { rows: [{ id: rtgs._id, values: { ...rtgs.values, transmode: 'A' } }] },
    org.maker.token,
  );
  t.same(fixed.body, { inserted: 1, duplicates: 0, linked: 0, removed: 1 });
  const after = await api.call(r.getImport, { id: done._id }, org.maker.token);
  t.match(after.body, { bad_open: 2, counts: { bad: 3 } }, 'the import keeps its counts; Saved info shrinks');
  const stored = await api.call(transactionsRoutes.listTransactions, { import_id: done._id }, org.maker.token);
  t.equal(stored.body.total, 48, 'the corrected row is stored under its import');
  const again = await api.call(
    r.reimportBadRows,
    { rows: [{ id: rtgs._id, values: { ...rtgs.values, transmode: 'A' } }] },
    org.maker.token,
  );
  t.match(again, { status: 400, body: { errors: [{ field: 'rows.0.id' }] } }, 'a row re-imported is gone');

  const rest = (await api.call(r.listBadRows, { import_id: done._id, column: 'tran_date' }, org.maker.token)).body.rows;
  t.equal(rest.length, 1);
  t.same((await api.call(r.deleteBadRows, { ids: [rest[0]._id] }, org.maker.token)).body, { removed: 1 });
  t.equal((await api.call(r.getImport, { id: done._id }, org.maker.token)).body.bad_open, 1);
});

t.test('a retried job neither stores, counts nor keeps a bad row twice', async (t) => {
  const done = await importFile(api, org.maker.token, { name: 'retry.csv', content: brokenExport('RT') }, { mapping });
  const badRows = async () =>
    (await sql('select count(*)::int as n from transactions_bad_row where import_id = ?', [done._id]))[0].n;
  t.equal(await badRows(), 3);
  // As if the worker died before its first batch committed: nothing counted yet, the job runs again.
  await sql(
    `update transactions_import set status = 'running', rows = 0, inserted = 0, duplicates = 0, linked = 0, bad = 0, resume_at = 0, error_columns = '{}' where id = ?`,
    [done._id],
  );
  const job = importJob(api.ctx, api.services.get(transactionsService));
  const output = await job.handler({
    id: 'retry',
    data: { importId: done._id, organizationId: orgId } satisfies ImportJobData,
    attempt: 1,
    signal: new AbortController().signal,
    progress: async () => undefined,
  });
  t.match(output, { rows: 50, inserted: 0, duplicates: 47, bad: 3, status: 'done' });
  t.equal(await badRows(), 3, 'the bad rows are not doubled');
  // A job that already finished does nothing when it runs again.
  t.match(
    await job.handler({
      id: 'again',
      data: { importId: done._id, organizationId: orgId },
      attempt: 2,
      signal: new AbortController().signal,
      progress: async () => undefined,
    }),
    { rows: 50, bad: 3 },
  );
  t.equal(await badRows(), 3);
});

t.test('an export larger than one batch is stored batch by batch', async (t) => {
  const [header, ...rows] = coreBankingCsv().toString('utf8').trim().split('\r\n');
  const lines = [header];
  for (let i = 0; i < 12_000; i++) {
    const row = rows[i % rows.length]!;
    lines.push(row.replace(/^FT\d+/, `BIG${String(i).padStart(7, '0')}`));
  }
  const done = await importFile(
    api,
    org.maker.token,
    { name: 'big.csv', content: Buffer.from(lines.join('\r\n')) },
    { mapping },
  );
  t.match(done, { status: 'done', counts: { rows: 12_000, inserted: 12_000, bad: 0 } });
  const [row] = await sql('select resume_at from transactions_import where id = ?', [done._id]);
  t.equal(Number(row.resume_at), 12_000, 'every result committed');

  // As if the worker died after its first batch: 5,000 results committed, the rest never stored.
  await sql(`delete from transactions_transaction where import_id = ? and reference >= 'BIG0005000'`, [done._id]);
  await sql(
    `update transactions_import set status = 'running', rows = 5000, inserted = 5000, duplicates = 0, resume_at = 5000 where id = ?`,
    [done._id],
  );
  const progress: number[] = [];
  const resumed = await importJob(api.ctx, api.services.get(transactionsService)).handler({
    id: 'resume',
    data: { importId: done._id, organizationId: orgId },
    attempt: 1,
    signal: new AbortController().signal,
    progress: async (n) => void progress.push(n),
  });
  t.match(
    resumed,
    { rows: 12_000, inserted: 12_000, duplicates: 0, status: 'done' },
    'the first batch is not stored again',
  );
  t.same(
    progress,
    [...progress].sort((a, b) => a - b),
    'the progress only grows',
  );
  const stored = await sql('select count(*)::int as n from transactions_transaction where import_id = ?', [done._id]);
  t.equal(stored[0].n, 12_000);
});

t.test(
  'an import reads the dossier once: every batch links, and an account approved meanwhile links at its end',
  async (t) => {
    const workflow = api.services.get(workflowService);
    const propose = async (name: string, number: string) => {
      const companyId = await approvedCorporate(api, org, name);
      const em = api.orm.em.fork();
      em.setFilterParams('tenant', { organization: orgId });
      const made = await createObject(
        em,
        workflow,
        { userId: org.maker.id, organizationId: orgId },
        { companyId, objectType: 'account_number', values: { account_number: number } },
      );
      return { companyId, changeId: made.change!.id };
    };
    const before = await propose('Linked Before Ltd', '0120987654002');
    await approve(api, org.checker.token, before.changeId);
    const meanwhile = await propose('Approved Meanwhile Ltd', '0110555123009');
    // 2,500 rows (three batches), 500 on each of the two accounts.
    const [header, ...rows] = coreBankingCsv().toString('utf8').trim().split('\r\n');
    const lines = Array.from({ length: 2500 }, (_, i) =>
      rows[i % rows.length]!.replace(/^FT\d+/, `MEAN${String(i).padStart(6, '0')}`),
    );
    const file = { name: 'meanwhile.csv', content: Buffer.from([header, ...lines].join('\r\n')) };
    const first = await importFile(api, org.maker.token, file, { mapping });
    // The same import again, the account approved while its second batch is stored (after the links were read).
    await sql('delete from transactions_transaction where import_id = ?', [first._id]);
    await sql(
      `update transactions_import set status = 'running', rows = 0, inserted = 0, duplicates = 0, linked = 0, bad = 0, resume_at = 0, error_columns = '{}' where id = ?`,
      [first._id],
    );
    const service = api.services.get(transactionsService);
    let calls = 0;
    const store: Parameters<typeof importJob>[1] = {
      relink: (...args) => service.relink(...args),
      store: async (...args) => {
        if (++calls === 2) await approve(api, org.checker.token, meanwhile.changeId);
        return service.store(...args);
      },
    };
    const output = await importJob(api.ctx, store).handler({
      id: 'meanwhile',
      data: { importId: first._id, organizationId: orgId },
      attempt: 1,
      signal: new AbortController().signal,
      progress: async () => undefined,
    });
    t.match(output, { rows: 2500, inserted: 2500, linked: 500, status: 'done' }, 'linked as the dossier was read');
    t.ok(calls >= 3, 'more than one batch');
    const linked = await sql(
      `select account, company_id, count(*)::int as n from transactions_transaction where import_id = ? and company_id is not null group by 1, 2 order by 1`,
      [first._id],
    );
    t.same(linked, [
      { account: '0110555123009', company_id: meanwhile.companyId, n: 500 },
      { account: '0120987654002', company_id: before.companyId, n: 500 },
    ]);
  },
);

t.test('adjacent batches stored at once with crossing references: each stored once, counted once', async (t) => {
  // 1,000 references, then the same 1,000 in reverse: the two batches are in PostgreSQL at once (ADR 0082).
  const [header, ...rows] = coreBankingCsv().toString('utf8').trim().split('\r\n');
  const line = (i: number) => rows[i % rows.length]!.replace(/^FT\d+/, `CROSS${String(i).padStart(6, '0')}`);
  const order = [...Array.from({ length: 1000 }, (_, i) => i), ...Array.from({ length: 1000 }, (_, i) => 999 - i)];
  const done = await importFile(
    api,
    org.maker.token,
    { name: 'crossing.csv', content: Buffer.from([header, ...order.map(line)].join('\r\n')) },
    { mapping },
  );
  t.match(done, { status: 'done', counts: { rows: 2000, inserted: 1000, duplicates: 1000, bad: 0 } });
  const [row] = await sql(
    `select count(*)::int as n, count(distinct reference)::int as refs from transactions_transaction where import_id = ?`,
    [done._id],
  );
  t.same(row, { n: 1000, refs: 1000 });
});

t.test(
  'a row the store refuses though the reader read it becomes a bad row; the rest of its batch is stored',
  async (t) => {
    const lines = coreBankingCsv()
      .toString('utf8')
      .split('\r\n')
      .map((l) => l.replace(/^FT/, 'NU'));
    lines[2] = lines[2]!.replace('CASH DEPOSIT', 'CASH\u0000DEPOSIT'); // a NUL byte PostgreSQL text cannot hold
    const done = await importFile(
      api,
      org.maker.token,
      { name: 'nul.csv', content: Buffer.from(lines.join('\r\n')) },
      { mapping },
    );
    t.match(done, { status: 'done', counts: { rows: 50, inserted: 49, bad: 1 } });
    const [bad] = (await api.call(r.listBadRows, { import_id: done._id }, org.maker.token)).body.rows;
    t.match(bad, {
      row: 2,
      errors: [{ field: 'description', reason: /NUL character/ }],
      values: { description: 'CASH\u2400DEPOSIT' },
    });
  },
);
