import { workflowRoutes } from '@app/plugin-workflow/shared';
import t from 'tap';
import { DOSSIER_MESSAGES as M, dossierRoutes as r } from '../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from './dossier.test-helpers.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker, auditor, client } = org;

const list = async (token: string, input: Record<string, unknown> = {}) => api.call(r.listCompanies, input, token);
const countAll = async (token = maker.token) => (await list(token)).body.count as number;

t.test('create-company: seed validation messages, nothing created', async (t) => {
  const before = await countAll();
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: 'Acme' }, 'company_type', M.clientTypeTypeRequired],
    [{ company_type: 'partnership', name: 'Acme' }, 'company_type', M.clientTypeTypeRequired],
    [{ company_type: 'corporate', location_type: 'local' }, 'name', M.nameRequired],
    [{ company_type: 'corporate', name: '   ', location_type: 'local' }, 'name', M.nameRequired],
    [{ company_type: 'corporate', name: 'Acme' }, 'location_type', M.companyTypeRequired],
    [
      { company_type: 'account_holder', last_name: 'Doe', account_holder_type: 'bank' },
      'first_name',
      M.firstNameRequired,
    ],
    [
      { company_type: 'account_holder', first_name: 'Jane', account_holder_type: 'bank' },
      'last_name',
      M.lastNameRequired,
    ],
    [
      { company_type: 'account_holder', first_name: 'Jane', last_name: 'Doe' },
      'account_holder_type',
      M.clientTypeRequired,
    ],
    [
      { company_type: 'account_holder', first_name: 'Jane', last_name: 'Doe', account_holder_type: 'pension' },
      'account_holder_type',
      M.clientTypeRequired,
    ],
  ];
  for (const [input, field, message] of cases) {
    const res = await api.call(r.createCompany, input, maker.token);
    t.equal(res.status, 400, JSON.stringify(input));
    t.equal(res.body.message, message);
    t.match(res.body.errors, [{ field, message }]);
  }
  const both = await api.call(r.createCompany, { company_type: 'account_holder' }, maker.token);
  t.same(
    both.body.errors.map((e: { field: string }) => e.field),
    ['first_name', 'last_name', 'account_holder_type'],
    'every missing field reported',
  );
  t.equal(
    (
      await api.call(
        r.createCompany,
        { company_type: 'corporate', name: 'x', location_type: 'local', extra: 1 },
        maker.token,
      )
    ).status,
    400,
    'unknown field refused',
  );
  t.equal(await countAll(), before, 'nothing created');
});

t.test('create-company: who may', async (t) => {
  t.equal(
    (await api.call(r.createCompany, { company_type: 'corporate', name: 'Anon BV', location_type: 'local' })).status,
    401,
  );
  for (const who of [auditor, client]) {
    const res = await api.call(
      r.createCompany,
      { company_type: 'corporate', name: 'Nope BV', location_type: 'local' },
      who.token,
    );
    t.equal(res.status, 403, 'no update_dashboard');
  }
  t.equal((await list(auditor.token)).status, 200, 'auditor may list');
  t.equal((await list(client.token)).status, 200, 'client role may list (view_dashboard_tab)');
});

t.test('a new client is a change request: visible as pending, real on approval, gone when denied', async (t) => {
  const res = await api.call(
    r.createCompany,
    { company_type: 'corporate', name: 'Pending Trading NV', location_type: 'local' },
    maker.token,
  );
  t.equal(res.status, 200);
  t.equal(res.body.status, 'success');
  t.match(res.body.company._id, /^[0-9a-f]{24}$/);
  const row = (await list(maker.token, { search: 'Pending Trading' })).body.companies[0];
  t.match(row, {
    _id: res.body.company._id,
    name: 'Pending Trading NV',
    company_type: 'corporate',
    location_type: 'local',
    pending_creation: true,
    changesCount: 1,
  });
  const change = (await api.call(workflowRoutes.getNotification, { id: res.body.change_id }, checker.token)).body
    .notification;
  t.equal(change.objectType, 'kyc_review');
  t.equal(change.kyc_review, res.body.company._id);
  t.same(JSON.parse(change.fields), {
    company_type: { current: null, new: 'corporate' },
    location_type: { current: null, new: 'local' },
    name: { current: null, new: 'Pending Trading NV' },
  });
  t.equal(
    (await api.call(workflowRoutes.approveChange, { id: res.body.change_id }, maker.token)).status,
    403,
    'not by its author',
  );
  await approve(api, checker.token, res.body.change_id);
  const after = (await list(maker.token, { search: 'Pending Trading' })).body.companies[0];
  t.match(after, { pending_creation: false, changesCount: 0, name: 'Pending Trading NV' });

  const denied = await api.call(
    r.createCompany,
    { company_type: 'account_holder', first_name: 'Rejected', last_name: 'Holder', account_holder_type: 'player' },
    maker.token,
  );
  t.equal((await list(maker.token, { search: 'Rejected Holder' })).body.count, 1);
  const deny = await api.call(
    workflowRoutes.denyChange,
    { id: denied.body.change_id, text: 'Not a client of ours at all' },
    checker.token,
  );
  t.equal(deny.status, 200);
  t.equal(
    (await list(maker.token, { search: 'Rejected Holder' })).body.count,
    0,
    'a denied creation removes the client',
  );
  t.equal((await api.call(r.dashboardData, { company_id: denied.body.company._id }, maker.token)).status, 404);
});

t.test('the checker approves the client type with the creation; it never changes afterwards', async (t) => {
  const res = await api.call(
    r.createCompany,
    { company_type: 'account_holder', first_name: 'Typed', last_name: 'Holder', account_holder_type: 'bank' },
    maker.token,
  );
  const id = res.body.company._id as string;
  const fields = async (changeId: string) =>
    JSON.parse(
      (await api.call(workflowRoutes.getNotification, { id: changeId }, checker.token)).body.notification.fields,
    );
  t.match(await fields(res.body.change_id), {
    company_type: { current: null, new: 'account_holder' },
    account_holder_type: { current: null, new: 'bank' },
    first_name: { current: null, new: 'Typed' },
  });
  t.notOk('location_type' in (await fields(res.body.change_id)), 'only the types this client has');
  const listed = async () =>
    (await list(maker.token, { search: 'Typed Holder', filters: { company_type: 'account_holder' } })).body.companies;
  t.match(
    await listed(),
    [{ _id: id, company_type: 'account_holder', account_holder_type: 'bank', pending_creation: true }],
    'list reads the type before approval',
  );
  const dash = async () => (await api.call(r.dashboardData, { company_id: id }, maker.token)).body.companyData;
  t.match(
    await dash(),
    { company_type: { value: 'account_holder' }, account_holder_type: { value: 'bank' } },
    'dashboard too',
  );
  const retype = await api.call(r.updateKycReview, { id, account_holder_type: 'player' }, maker.token);
  t.equal(retype.status, 400, 'not while the creation waits either');
  t.equal(retype.body.message, M.readOnly('Client Type'));
  const more = await api.call(r.updateKycReview, { id, risk_level: 'low' }, maker.token);
  t.equal(more.body.change_id, res.body.change_id, 'an edit joins the creating change');
  t.match(
    await fields(res.body.change_id),
    { company_type: { new: 'account_holder' }, risk_level: { new: 'low' } },
    'the types stay in it',
  );
  t.equal(
    (await api.call(workflowRoutes.approveChange, { id: res.body.change_id }, other.checker.token)).status,
    404,
    'other organisation',
  );
  t.equal(
    (await api.call(workflowRoutes.approveChange, { id: res.body.change_id }, auditor.token)).status,
    403,
    'auditor may not',
  );
  await approve(api, checker.token, res.body.change_id);
  t.match(await listed(), [
    { _id: id, company_type: 'account_holder', account_holder_type: 'bank', pending_creation: false, changesCount: 0 },
  ]);
  t.match(await dash(), {
    company_type: { value: 'account_holder' },
    account_holder_type: { value: 'bank' },
    risk_level: { value: 'low' },
  });
  for (const input of [{ company_type: 'corporate' }, { account_holder_type: 'player' }, { location_type: 'local' }]) {
    t.equal(
      (await api.call(r.updateKycReview, { id, ...input }, maker.token)).status,
      400,
      `${JSON.stringify(input)} refused after approval`,
    );
  }
  const later = await api.call(r.updateKycReview, { id, risk_level: 'high' }, maker.token);
  t.same(
    await fields(later.body.change_id),
    { risk_level: { current: 'low', new: 'high' } },
    'later changes do not carry the types',
  );
  await approve(api, checker.token, later.body.change_id);
  t.match(await dash(), {
    company_type: { value: 'account_holder' },
    account_holder_type: { value: 'bank' },
    risk_level: { value: 'high' },
  });
});

t.test('client list: search, switch, filters, ordering, pages of 30, in PostgreSQL', async (t) => {
  const mk = await team(api);
  const names = Array.from({ length: 33 }, (_, i) => `Zephyr ${String(i).padStart(2, '0')} Shipping`);
  for (const name of names) await approvedCorporate(api, mk, name, name.endsWith('1 Shipping') ? 'local' : 'abroad');
  const holder = await api.call(
    r.createCompany,
    { company_type: 'account_holder', first_name: 'Maria', last_name: 'Zephyrine', account_holder_type: 'pention' },
    mk.maker.token,
  );
  await approve(api, mk.checker.token, holder.body.change_id);

  const first = await list(mk.maker.token, {});
  t.equal(first.body.count, 34);
  t.equal(first.body.companies.length, 30, 'page size 30');
  t.equal(first.body.companies[0]._id, holder.body.company._id, 'newest first by default');
  const second = await list(mk.maker.token, { page: 2 });
  t.equal(second.body.companies.length, 4);
  t.notOk(
    second.body.companies.some((c: { _id: string }) =>
      first.body.companies.some((f: { _id: string }) => f._id === c._id),
    ),
    'pages do not overlap',
  );

  const corporate = await list(mk.maker.token, { filters: { company_type: 'corporate' } });
  t.equal(corporate.body.count, 33);
  const holders = await list(mk.maker.token, { filters: { company_type: 'account_holder' } });
  t.match(holders.body.companies, [
    { first_name: 'Maria', last_name: 'Zephyrine', account_holder_type: 'pention', name: null },
  ]);

  t.equal((await list(mk.maker.token, { search: 'zephyr 0' })).body.count, 10, 'case-insensitive substring');
  t.equal((await list(mk.maker.token, { search: 'Ze' })).body.count, 34, 'under 3 characters: no search');
  t.equal((await list(mk.maker.token, { search: '100%_' })).body.count, 0, 'LIKE characters are literal');
  t.equal((await list(mk.maker.token, { search: 'Zephyrine' })).body.count, 1, 'account holders by their names');

  const byName = await list(mk.maker.token, {
    orderingKey: 'name',
    orderingValue: 'asc',
    filters: { company_type: 'corporate' },
  });
  t.equal(byName.body.companies[0].name, 'Zephyr 00 Shipping');
  const byNameDesc = await list(mk.maker.token, {
    orderingKey: 'name',
    orderingValue: 'desc',
    filters: { company_type: 'corporate' },
  });
  t.equal(byNameDesc.body.companies[0].name, 'Zephyr 32 Shipping');

  const today = new Date().toISOString().slice(0, 10);
  t.equal((await list(mk.maker.token, { filters: { added_at_start: today, added_at_end: today } })).body.count, 34);
  t.equal((await list(mk.maker.token, { filters: { added_at_end: '2020-01-01' } })).body.count, 0);

  const reviewed = first.body.companies[5]._id as string;
  const upd = await api.call(
    r.updateKycReview,
    { id: reviewed, risk_level: 'high', previous_review_date: '2026-03-01' },
    mk.maker.token,
  );
  await approve(api, mk.checker.token, upd.body.change_id);
  t.match((await list(mk.maker.token, { filters: { review_date_present: true } })).body.companies, [
    { _id: reviewed, next_review_date: '2027-03-01' },
  ]);
  t.equal((await list(mk.maker.token, { filters: { review_date_present: false } })).body.count, 33);
  t.equal(
    (await list(mk.maker.token, { filters: { review_start_date: '2027-01-01', review_end_date: '2027-12-31' } })).body
      .count,
    1,
  );
  t.equal((await list(mk.maker.token, { filters: { review_start_date: '2028-01-01' } })).body.count, 0);

  t.equal((await list(mk.maker.token, { filters: { company_type: 'other' } })).status, 400, 'bad filter: 400');
  t.equal((await list(mk.maker.token, { orderingKey: 'password' })).status, 400, 'unknown ordering key: 400');
  t.equal((await list(mk.maker.token, { page: 0 })).status, 400);
});

t.test('the seed query string is honoured on the POST', async (t) => {
  const mk = await team(api);
  await approvedCorporate(api, mk, 'Query Alpha Ltd');
  await approvedCorporate(api, mk, 'Query Beta Ltd');
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/v1/companies/list?search=Query&orderingKey=name&orderingValue=asc&page=1',
    headers: { authorization: `Bearer ${mk.maker.token}` },
    payload: { filters: { company_type: 'corporate' } },
  });
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.equal(body.count, 2);
  t.same(
    body.companies.map((c: { name: string }) => c.name),
    ['Query Alpha Ltd', 'Query Beta Ltd'],
  );
});

t.test('another organisation sees none of it', async (t) => {
  const id = await approvedCorporate(api, org, 'Secret Island Ltd');
  t.equal((await list(other.maker.token, { search: 'Secret Island' })).body.count, 0);
  t.equal((await api.call(r.dashboardData, { company_id: id }, other.maker.token)).status, 404);
  const upd = await api.call(r.updateKycReview, { id, risk_level: 'low' }, other.maker.token);
  t.equal(upd.status, 404);
  const risk = (await api.call(r.dashboardData, { company_id: id }, maker.token)).body.companyData.risk_level;
  t.equal(risk.value, null, 'nothing changed');
  t.notOk('new_value' in risk, 'nothing pending');
});
