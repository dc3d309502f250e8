import { newId } from '@app/core/shared';
import { superUser } from '@app/plugin-auth/server/test-helpers';
import { usersRoutes } from '@app/plugin-auth/shared';
import { approve, approvedCorporate, createObject, team, type Team } from '@app/plugin-dossier/server/test-helpers';
import { transactionsService } from '@app/plugin-transactions/shared';
import { workflowService } from '@app/plugin-workflow/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { loadXsd } from '../convert/schemas.ts';
import { validateAgainstXsd } from '../convert/xsd.ts';
import {
  FIU_MESSAGES as M,
  fiuRoutes as r,
  REPORT_MESSAGES as RM,
  reportRoutes,
  type ReportRequest,
} from '../shared/index.ts';
import { validUserChanges } from '../testing/index.ts';
import { buildFiuTestApp, fundUser, importTransactions, waitForConversion } from './fiu.test-helpers.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../transactions/src/readers/fixtures');
const api = await buildFiuTestApp(t);
const org = await team(api);
const other = await team(api);
const orgId = (await api.call(usersRoutes.getUser, {}, org.admin.token)).body.organization._id as string;
const store = api.services.get(transactionsService);
const sup = await superUser(api);
const MAY: (keyof Team)[] = ['admin', 'maker', 'checker', 'supervisor', 'auditor'];
for (const who of [org, other])
  for (const role of MAY) {
    await api.call(r.saveUserChanges, validUserChanges(), who[role].token);
    await fundUser(api, sup, who[role], 1000);
  }

/** The real core-banking export imported through its mapping file (the transactions import job). */
const imported = await importTransactions(
  api,
  org.admin.token,
  'core-banking-export.csv',
  readFileSync(path.join(fixtures, 'core-banking-export.csv')),
  readFileSync(path.join(fixtures, 'core-banking-mapping.json'), 'utf8'),
);
const fixture = { importId: imported.importId, count: imported.inserted };

const body = (over: Partial<ReportRequest> = {}): ReportRequest => ({
  import_id: fixture.importId,
  schema: 'unodc-5.0.1',
  report_code: 'CTR',
  indicators: ['-'],
  currency_code_local: 'KES',
  institution_name: 'Example Bank Ltd',
  institution_swift: 'EXMPKENA',
  reason: 'Cash transactions at or above the threshold',
  ...over,
});

t.test('who may: every role that sees transactions, not clients; nothing of another organisation', async (t) => {
  for (const role of [...MAY, 'client' as const]) {
    const res = await api.call(reportRoutes.createReport, body({ parties: 'account' }), org[role].token);
    if (MAY.includes(role)) {
      t.equal(res.status, 200, `${role} may`);
      t.equal(res.body.transactions, 50);
    } else t.equal(res.status, 403, `${role} may not`);
    const theirs = await api.call(reportRoutes.createReport, body({ parties: 'account' }), other[role].token);
    if (MAY.includes(role))
      t.match(theirs, { status: 400, body: { message: RM.emptySelection } }, `${role} elsewhere: not theirs`);
  }
  t.equal((await api.call(reportRoutes.createReport, body())).status, 401, 'anonymous');
});

t.test('bad requests are 4xx with the reason, nothing queued', async (t) => {
  const before = (await api.call(r.getFilesList, {}, org.checker.token)).body.files.length;
  const cases: [Partial<ReportRequest>, number, string][] = [
    [{ import_id: undefined }, 400, RM.oneSelection],
    [{ from: '2026-03-01', to: '2026-03-31' }, 400, RM.oneSelection],
    [{ import_id: undefined, from: '2026-03-31', to: '2026-03-01' }, 400, RM.fromAfterTo],
    [{ import_id: undefined, from: '2026-02-30', to: '2026-03-01' }, 400, RM.notADay('2026-02-30')],
    [{ import_id: undefined, from: '2026-03-01' }, 400, RM.fromAndTo],
    [{ client_id: newId() }, 400, RM.clientWithPeriod],
    [{ import_id: undefined, from: '2026-03-01', to: '2026-03-31', client_id: newId() }, 404, RM.clientNotFound],
    [{ report_code: 'XYZ' }, 400, M.unknownReportCode],
    [{ indicators: [] }, 400, M.indicatorRequired],
    [{ institution_swift: 'exmpkena' }, 400, RM.swift],
    [
      { schema: 'ae-5.0.2', report_code: 'STR', indicators: ['STRUC'], currency_code_local: 'AED' },
      400,
      RM.transmodeComment,
    ],
    [{ schema: 'lk-2.0', indicators: ['CTR'] }, 400, RM.lkSwift],
    [{ import_id: newId() }, 400, RM.emptySelection],
  ];
  for (const [over, status, message] of cases) {
    const res = await api.call(reportRoutes.createReport, body(over), org.checker.token);
    t.match(res, { status, body: { message } }, message);
  }
  const files = (await api.call(r.getFilesList, {}, org.checker.token)).body.files.length;
  t.equal(files, before, 'no file added');
});

t.test('the core-banking export reported with plain accounts: every row, XSD-valid, in the file list', async (t) => {
  t.equal(fixture.count, 50, 'the import stored every row of the export');
  const res = await api.call(reportRoutes.createReport, body({ parties: 'account' }), org.checker.token);
  t.equal(res.status, 200);
  const done = await waitForConversion(api, org.checker.token, res.body.file._id);
  t.equal(done.file.status, 'done', done.file.message);
  t.equal(done.file.valid_rows, fixture.count, `all ${fixture.count} rows reported`);
  t.equal(done.file.error_rows, 0);
  const download = await api.app.inject({
    method: 'GET',
    url: `/api/v1/get-file/?id=${done.file.report!.serverName}`,
    headers: { authorization: `Bearer ${org.checker.token}` },
  });
  t.equal(download.statusCode, 200);
  const xml = download.body;
  const valid = await validateAgainstXsd(xml, loadXsd('unodc-5.0.1'));
  t.ok(valid.valid, valid.errors.join('; '));
  t.match(xml, /<reason>Cash transactions at or above the threshold<\/reason>/);
  t.equal((xml.match(/<transaction>/g) ?? []).length, fixture.count);
  t.match(xml, /<transaction_description><\/transaction_description>/, 'an empty narrative is written empty');
});

t.test('my-client parties: each row lists what is missing and where, nothing invented', async (t) => {
  // a linked client: the dossier holds the account of two fixture rows
  const companyId = await approvedCorporate(api, org, 'Safari Fresh Exporters Ltd');
  const e = api.orm.em.fork();
  e.setFilterParams('tenant', { organization: orgId });
  const made = await createObject(
    e,
    api.services.get(workflowService),
    { userId: org.maker.id, organizationId: orgId },
    {
      companyId,
      objectType: 'account_number',
      values: { account_number: '0120987654002' },
    },
  );
  await approve(api, org.checker.token, made.change!.id);
  await store.relink(api.orm.em.fork(), orgId); // (the account's approval may have linked them already)
  const linked = await store.count(api.orm.em.fork(), orgId, { from: '2026-01-01', to: '2026-12-31', companyId });
  t.ok(linked > 0, 'the fixture rows of that account link to the client');

  const res = await api.call(reportRoutes.createReport, body(), org.checker.token);
  const done = await waitForConversion(api, org.checker.token, res.body.file._id);
  t.equal(done.file.status, 'done', done.file.message);
  t.equal(done.file.valid_rows, 0, 'no KYC data: no row can carry a complete my-client party');
  t.equal(done.file.error_rows, fixture.count);
  t.equal(done.file.report, null);
  const errors = await api.call(r.getConversionErrors, { id: res.body.file._id, per_page: '1000' }, org.checker.token);
  t.equal(errors.status, 200);
  const reasons = errors.body.errors.map((x: { reason: string }) => x.reason);
  t.ok(errors.body.total >= fixture.count, 'every error, not the first 200');
  t.ok(
    reasons.includes(
      'Client Safari Fresh Exporters Ltd has no legal form — fill it in the import mapping (customer_legal_form), as the dossier has no field for it yet',
    ),
    'a linked client: the dossier is where it is filled',
  );
  t.ok(
    reasons.some((x: string) =>
      /^Customer Otieno Ochieng \(account 0110555123009\) has no nationality — fill it in the import mapping \(customer_nationality\)$/.test(
        x,
      ),
    ) || reasons.some((x: string) => x.startsWith('Customer Otieno Ochieng (account 0110555123009) has no ')),
    'an unlinked account: the mapping or the dossier after linking',
  );
  const theirs = await api.call(r.getConversionErrors, { id: res.body.file._id }, other.checker.token);
  t.equal(theirs.status, 404, 'another organisation cannot read the errors');
});
