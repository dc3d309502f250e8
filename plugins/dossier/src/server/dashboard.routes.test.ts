import { workflowRoutes } from '@app/plugin-workflow/shared';
import t from 'tap';
import { DOSSIER_MESSAGES as M, dossierRoutes as r } from '../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, dashboard, team } from './dossier.test-helpers.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker, auditor, client, supervisor } = org;

t.test('dashboard-data: corporate variant, who may read', async (t) => {
  const id = await approvedCorporate(api, org, 'Dash Corp BV', 'abroad');
  const res = await api.call(r.dashboardData, { company_id: id }, auditor.token);
  t.equal(res.status, 200, 'auditor may view');
  const d = res.body.companyData;
  t.match(d, {
    _id: id,
    company_type: { value: 'corporate' },
    location_type: { value: 'abroad' },
    account_holder_type: { value: null },
    name: { value: 'Dash Corp BV' },
  });
  t.equal(d.account_number_label, 'Account Number');
  t.equal(d.completeness.complete, false);
  t.ok(d.completeness.missing.includes('last_board_meeting'), 'abroad: last general meeting required');
  t.match(
    d.completeness.warning,
    /^Automatic Notification will not be sent untill dashboard section is fully filled in \(/,
  );
  t.equal(d.risk_level.error, 'This field is required');
  t.equal((await api.call(r.dashboardData, { company_id: id })).status, 401);
  t.equal((await api.call(r.dashboardData, { company_id: 'f'.repeat(24) }, maker.token)).status, 404);
  t.equal(
    (await api.call(r.dashboardData, { company_id: id, snapshotId: 'a'.repeat(24) }, maker.token)).status,
    404,
    'no such snapshot',
  );
  t.equal((await api.call(r.dashboardData, { company_id: id }, other.auditor.token)).status, 404, 'other organisation');
});

t.test('dashboard edit is a change request: pending new_value, a colleague approves, values applied', async (t) => {
  const id = await approvedCorporate(api, org, 'Edit Me NV', 'local');
  const res = await api.call(
    r.updateKycReview,
    {
      id,
      risk_level: 'medium',
      previous_review_date: '2026-05-10',
      chamber_of_commerce: '123456',
      current_fiscal_year: 2026,
    },
    maker.token,
  );
  t.equal(res.status, 200);
  t.equal(res.body.message, M.saved);
  const d = res.body.companyData;
  t.same(d.risk_level, { value: null, new_value: 'medium' });
  t.same(d.next_review_date, { value: null, new_value: '2028-05-10' }, 'computed: medium = 2 years');
  t.equal(d.changesCount, 1);
  const change = (await api.call(workflowRoutes.getNotification, { id: res.body.change_id }, checker.token)).body
    .notification;
  t.same(Object.keys(JSON.parse(change.fields)).sort(), [
    'chamber_of_commerce',
    'current_fiscal_year',
    'next_review_date',
    'previous_review_date',
    'risk_level',
  ]);
  t.equal(change.company_id, id);

  const again = await api.call(r.updateKycReview, { id, risk_level: 'high' }, supervisor.token);
  t.equal(again.body.change_id, res.body.change_id, 'one pending change per dashboard, extended');
  t.same(
    again.body.companyData.next_review_date,
    { value: null, new_value: '2027-05-10' },
    'recomputed from the pending previous date',
  );

  await approve(api, checker.token, res.body.change_id);
  const after = await dashboard(api, maker.token, id);
  t.same(after.risk_level, { value: 'high' });
  t.same(after.next_review_date, { value: '2027-05-10' });
  t.same(after.current_fiscal_year, { value: 2026 });
  t.equal(after.changesCount, 0);
  const same = await api.call(r.updateKycReview, { id, risk_level: 'high' }, maker.token);
  t.equal(same.body.change_id, null);
  t.equal(same.body.message, M.nothingToSave);
});

t.test('review dates: automatic is read-only, manual toggle allows a date', async (t) => {
  const id = await approvedCorporate(api, org, 'Review Dates BV');
  const bad = await api.call(r.updateKycReview, { id, next_review_date: '2030-01-01' }, maker.token);
  t.equal(bad.status, 400);
  t.match(bad.body.errors, [{ field: 'next_review_date', message: M.nextReviewAutomatic }]);
  const manual = await api.call(
    r.updateKycReview,
    {
      id,
      next_review_date_type: 'manual',
      next_review_date: '2030-01-01',
      risk_level: 'low',
      previous_review_date: '2026-01-01',
    },
    maker.token,
  );
  t.equal(manual.status, 200);
  t.same(manual.body.companyData.next_review_date, { value: null, new_value: '2030-01-01' }, 'manual date kept');
  await approve(api, checker.token, manual.body.change_id);
  const auto = await api.call(r.updateKycReview, { id, next_review_date_type: 'automatic' }, maker.token);
  t.same(
    auto.body.companyData.next_review_date,
    { value: '2030-01-01', new_value: '2029-01-01' },
    'back to automatic recomputes',
  );
});

t.test('bad input: seed and field messages, nothing pending, never 5xx', async (t) => {
  const id = await approvedCorporate(api, org, 'Strict Input BV');
  const cases: [Record<string, unknown>, string, string | RegExp][] = [
    [{ company_type: 'account_holder' }, 'company_type', M.readOnly('Company Type')],
    [{ location_type: 'local' }, 'location_type', M.readOnly('Company Type')],
    [{ first_name: 'Jane' }, 'first_name', M.notForCorporate('First Name')],
    [{ previous_review_date: '2026-02-30' }, 'previous_review_date', M.invalidDate],
    [{ current_fiscal_year: 1989 }, 'current_fiscal_year', /^Choose a year from 1990 to \d{4}$/],
    [
      { annual_account_conform_calendar_year: 'YES' },
      'annual_account_conform_calendar_year',
      'YES is not available for this field',
    ],
  ];
  for (const [input, field, message] of cases) {
    const res = await api.call(r.updateKycReview, { id, ...input }, maker.token);
    t.equal(res.status, 400, JSON.stringify(input));
    t.match(res.body.errors, [{ field, message }]);
  }
  t.equal((await api.call(r.updateKycReview, { id, risk_level: 'extreme' }, maker.token)).status, 400);
  const snap = await api.call(r.updateKycReview, { id, risk_level: 'low', snapshotId: 'a'.repeat(24) }, maker.token);
  t.equal(snap.status, 400);
  t.equal(snap.body.message, M.viewingSnapshot);
  t.equal((await dashboard(api, maker.token, id)).changesCount, 0, 'nothing pending');
});

t.test('account holder variant: no annual accounts or profit tax, type-dependent label', async (t) => {
  const res = await api.call(
    r.createCompany,
    { company_type: 'account_holder', first_name: 'Piet', last_name: 'Player', account_holder_type: 'player' },
    maker.token,
  );
  await approve(api, checker.token, res.body.change_id);
  const id = res.body.company._id;
  const d = await dashboard(api, maker.token, id);
  t.equal(d.account_number_label, 'Player ID');
  t.same(d.first_name, { value: 'Piet' });
  t.same(d.completeness.missing, [
    'risk_level',
    'previous_review_date',
    'next_review_date',
    'date_final_compliance_review',
  ]);
  const bad = await api.call(
    r.updateKycReview,
    { id, last_annual_account_on_file: 2025, extension_profit_tax: 'NO' },
    maker.token,
  );
  t.equal(bad.status, 400);
  t.same(
    bad.body.errors.map((e: { field: string }) => e.field),
    ['last_annual_account_on_file', 'extension_profit_tax'],
  );
  const ok = await api.call(
    r.updateKycReview,
    { id, risk_level: 'low', previous_review_date: '2026-01-01', date_final_compliance_review: '2026-01-02' },
    maker.token,
  );
  await approve(api, checker.token, ok.body.change_id);
  const done = await dashboard(api, maker.token, id);
  t.equal(done.completeness.complete, true);
  t.equal(done.completeness.warning, null);
});

t.test('update/kyc-review: who may', async (t) => {
  const id = await approvedCorporate(api, org, 'Guarded BV');
  t.equal((await api.call(r.updateKycReview, { id, risk_level: 'low' })).status, 401);
  for (const who of [auditor, client])
    t.equal((await api.call(r.updateKycReview, { id, risk_level: 'low' }, who.token)).status, 403);
  t.equal(
    (await api.call(r.updateKycReview, { id, risk_level: 'low' }, other.maker.token)).status,
    404,
    'other organisation',
  );
  t.equal((await dashboard(api, maker.token, id)).changesCount, 0, 'nothing changed');
  t.equal(
    (await api.call(r.updateKycReview, { id, risk_level: 'low' }, supervisor.token)).status,
    200,
    'supervisor may edit',
  );
});

t.test(
  'dashboard completeness: a value awaiting approval is named as pending, not as missing, and is not marked required',
  async (t) => {
    const id = await approvedCorporate(api, org, 'Pending Values NV', 'local');
    const fresh = await dashboard(api, maker.token, id);
    t.same(fresh.completeness.pending, []);
    t.ok(fresh.completeness.missing.includes('risk_level'));
    const res = await api.call(
      r.updateKycReview,
      { id, risk_level: 'low', previous_review_date: '2026-01-01' },
      maker.token,
    );
    t.equal(res.status, 200, JSON.stringify(res.body));
    const d = await dashboard(api, maker.token, id);
    t.equal(d.completeness.complete, false, 'notifications still wait for approved values');
    t.same(
      d.completeness.pending.sort(),
      ['next_review_date', 'previous_review_date', 'risk_level'],
      'the computed next review date is pending too',
    );
    t.notOk(d.completeness.missing.includes('risk_level'), 'not listed as missing');
    t.ok(d.completeness.missing.includes('date_final_compliance_review'), 'still missing');
    t.match(
      d.completeness.warning,
      /^Automatic Notification will not be sent untill dashboard section is fully filled in \(.*Final compliance review date.*\); awaiting approval: .*Risk level/,
    );
    t.notOk('error' in d.risk_level, 'a pending value is not flagged required');
    t.equal(d.date_final_compliance_review.error, 'This field is required');
    await approve(api, checker.token, res.body.change_id);
    const rest = await api.call(
      r.updateKycReview,
      {
        id,
        name: 'Pending Values NV',
        date_final_compliance_review: '2026-01-02',
        extension_profit_tax: 'NO',
        current_fiscal_year: 2026,
        last_annual_account_on_file: 2025,
        last_filed_profit_tax_on_file: 2025,
      },
      maker.token,
    );
    t.equal(rest.status, 200, JSON.stringify(rest.body));
    const only = await dashboard(api, maker.token, id);
    t.same(only.completeness.missing, [], 'everything filled, some of it pending');
    t.match(only.completeness.warning, /\(awaiting approval: .*Final compliance review date/);
    await approve(api, checker.token, rest.body.change_id);
    const done = await dashboard(api, maker.token, id);
    t.same([done.completeness.complete, done.completeness.warning], [true, null]);
  },
);
