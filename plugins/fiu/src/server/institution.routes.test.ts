import { superUser } from '@app/plugin-auth/server/test-helpers';
import { team, type Team } from '@app/plugin-dossier/server/test-helpers';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import {
  fiuRoutes as r,
  getInstitution,
  INSTITUTION_MESSAGES as IM,
  reportRoutes,
  saveInstitution,
  type Institution,
  type ReportRequest,
} from '../shared/index.ts';
import { validUserChanges } from '../testing/index.ts';
import { buildFiuTestApp, fundUser, importTransactions, waitForConversion } from './fiu.test-helpers.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../transactions/src/readers/fixtures');
const api = await buildFiuTestApp(t);
const org = await team(api);
const other = await team(api);
const sup = await superUser(api);
await api.call(r.saveUserChanges, validUserChanges(), org.checker.token);
await fundUser(api, sup, org.checker, 1000);
const imported = await importTransactions(
  api,
  org.admin.token,
  'core-banking-export.csv',
  readFileSync(path.join(fixtures, 'core-banking-export.csv')),
  readFileSync(path.join(fixtures, 'core-banking-mapping.json'), 'utf8'),
);

const ours: Institution = {
  name: 'Example Bank Ltd',
  swift: 'exmpkena',
  currency_code_local: 'kes',
  non_bank_institution: false,
};
const report = (over: Partial<ReportRequest> = {}): ReportRequest => ({
  import_id: imported.importId,
  schema: 'unodc-5.0.1',
  report_code: 'CTR',
  indicators: ['-'],
  parties: 'account',
  ...over,
});

t.test('who may: read with the transactions, change with the right to push them; per organisation', async (t) => {
  const read: (keyof Team)[] = ['admin', 'maker', 'checker', 'supervisor', 'auditor'];
  const write: (keyof Team)[] = ['admin', 'maker', 'supervisor'];
  for (const role of [...read, 'client' as const]) {
    const got = await api.call(getInstitution, {}, org[role].token);
    t.equal(got.status, read.includes(role) ? 200 : 403, `${role} reads`);
    const saved = await api.call(saveInstitution, { ...ours, name: `Bank of ${role}` }, org[role].token);
    t.equal(saved.status, write.includes(role) ? 200 : 403, `${role} changes`);
  }
  t.equal((await api.call(getInstitution, {})).status, 401, 'anonymous');
  t.equal((await api.call(saveInstitution, ours)).status, 401, 'anonymous');
  const mine = await api.call(getInstitution, {}, org.checker.token);
  t.match(mine.body, { complete: true, institution: { name: 'Bank of supervisor', swift: 'EXMPKENA' } });
  const theirs = await api.call(getInstitution, {}, other.admin.token);
  t.same(
    theirs.body,
    {
      institution: { name: '', swift: '', currency_code_local: '', non_bank_institution: false },
      complete: false,
      updated_at: null,
    },
    'another organisation sees none of it',
  );
});

t.test('bad input: every field named, nothing changed', async (t) => {
  const before = (await api.call(getInstitution, {}, org.admin.token)).body;
  const cases: [Partial<Institution>, string, string][] = [
    [{ name: '  ' }, 'name', IM.name],
    [{ swift: 'EXMP' }, 'swift', IM.swift],
    [{ swift: 'EXMPQQNA' }, 'swift', IM.swiftCountry],
    [{ currency_code_local: 'K1' }, 'currency_code_local', IM.currency],
  ];
  for (const [over, field, message] of cases) {
    const res = await api.call(saveInstitution, { ...ours, ...over }, org.admin.token);
    t.equal(res.status, 400, field);
    t.equal(res.body.message, message);
    t.match(res.body.errors, [{ field, message }]);
  }
  const extra = await api.call(saveInstitution, { ...ours, bic: 'X' } as never, org.admin.token);
  t.equal(extra.status, 400, 'unknown field');
  t.same((await api.call(getInstitution, {}, org.admin.token)).body, before, 'unchanged');
});

t.test('a report without institution uses the saved one; the request still wins; none at all is a 400', async (t) => {
  const none = await api.call(reportRoutes.createReport, report(), other.checker.token);
  t.equal(none.status, 400);
  t.equal(none.body.message, IM.missing(['name', 'SWIFT/BIC', 'local currency']));
  await api.call(saveInstitution, ours, org.admin.token);
  const saved = await api.call(reportRoutes.createReport, report(), org.checker.token);
  t.equal(saved.status, 200, JSON.stringify(saved.body));
  const done = await waitForConversion(api, org.checker.token, saved.body.file._id);
  t.equal(done.file.status, 'done', done.file.message);
  const xml = (
    await api.app.inject({
      method: 'GET',
      url: `/api/v1/get-file/?id=${done.file.report!.serverName}`,
      headers: { authorization: `Bearer ${org.checker.token}` },
    })
  ).body;
  t.match(xml, /<institution_name>Example Bank Ltd<\/institution_name><swift>EXMPKENA<\/swift>/);
  t.match(xml, /<currency_code_local>KES<\/currency_code_local>/);
  const given = await api.call(
    reportRoutes.createReport,
    report({ institution_name: 'Other Bank plc', institution_swift: 'OTHRGB2L', currency_code_local: 'KES' }),
    org.checker.token,
  );
  t.equal(given.status, 200);
  const done2 = await waitForConversion(api, org.checker.token, given.body.file._id);
  const xml2 = (
    await api.app.inject({
      method: 'GET',
      url: `/api/v1/get-file/?id=${done2.file.report!.serverName}`,
      headers: { authorization: `Bearer ${org.checker.token}` },
    })
  ).body;
  t.match(xml2, /<institution_name>Other Bank plc<\/institution_name><swift>OTHRGB2L<\/swift>/);
  t.equal(done2.file.status, 'done', done2.file.message);
});

t.test('a change is in the audit trail with before and after', async (t) => {
  const rows = await api.orm.em
    .fork()
    .getConnection()
    .execute<{ action: string; after: { name: string } }[]>(
      `select action, after from core_audit_event where action = 'fiu.institution_saved' order by position`,
    );
  t.ok(rows.length >= 4, `${rows.length} changes recorded`);
  t.equal(rows.at(-1)!.after.name, 'Example Bank Ltd');
});
