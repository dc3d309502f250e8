import t from 'tap';
import { dossierRoutes as r } from '../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from './dossier.test-helpers.ts';

/** ADR 0054: a version per dossier, moved by every write to the company or its objects, keys the kept read answers. */
const api = await buildDossierTestApp(t);
const sql = <T>(query: string, params: unknown[] = []) => api.orm.em.fork().execute<T[]>(query, params);
const version = async (id: string) =>
  Number((await sql<{ version: string }>(`select version from dossier_company where id = ?`, [id]))[0]!.version);
const raw = async (url: string, token: string) => {
  const res = await api.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
  t.equal(res.statusCode, 200, url);
  return res.body;
};
const insertObject = (id: string, org: string, company: string, user: string, type: string, fields: object) =>
  sql(
    `insert into dossier_object (id, organization, company_id, object_type, parent_id, position, fields, pending, pending_creation, removed, created_by, created_at)
   values (?, ?, ?, ?, null, 0, ?::jsonb, false, false, false, ?, now())`,
    [id, org, company, type, JSON.stringify(fields), user],
  );

t.test(
  'the version moves once per statement for each company whose row or objects changed, and only for those',
  async (t) => {
    const mk = await team(api);
    const a = await approvedCorporate(api, mk, 'Version Alpha BV');
    const b = await approvedCorporate(api, mk, 'Version Beta BV');
    const [{ organization: org, created_by: user }] = await sql<{ organization: string; created_by: string }>(
      `select organization, created_by from dossier_company where id = ?`,
      [a],
    );
    const [va, vb] = [await version(a), await version(b)];
    await sql(`update dossier_company set pending = pending where id = ?`, [a]);
    t.equal(await version(a), va + 1, 'any update of the company row');
    t.equal(await version(b), vb, 'not another company');
    await sql(
      `insert into dossier_object (id, organization, company_id, object_type, parent_id, position, fields, pending, pending_creation, removed, created_by, created_at)
    select 'vobj' || g || c.tag, ?, c.id, 'account_number', null, g, '{}', false, false, false, ?, now() from generate_series(1, 3) g cross join (values (?, 'a'), (?, 'b')) as c(id, tag)`,
      [org, user, a, b],
    );
    t.same(
      [await version(a), await version(b)],
      [va + 2, vb + 1],
      'three objects each in one statement: once per company',
    );
    await sql(`update dossier_object set fields = '{"x": {"value": 1}}' where company_id = ?`, [b]);
    t.same([await version(a), await version(b)], [va + 2, vb + 2], 'an object update');
    await sql(`delete from dossier_object where company_id = ? and id like 'vobj%'`, [a]);
    t.same([await version(a), await version(b)], [va + 3, vb + 2], 'an object delete');
    await sql(`update dossier_company set version = version + 5 where id = ?`, [b]);
    t.equal(await version(b), vb + 7, 'an update that sets the version itself is not counted twice');
  },
);

t.test(
  'dashboard-data and get-kyc-files-info_2 follow every change at once and repeat byte for byte while nothing changes',
  async (t) => {
    const mk = await team(api);
    const id = await approvedCorporate(api, mk, 'Answer Kept NV');
    const [{ organization: org, created_by: user }] = await sql<{ organization: string; created_by: string }>(
      `select organization, created_by from dossier_company where id = ?`,
      [id],
    );
    const dash = `dashboard-data?company_id=${id}`;
    const bundle = `get-kyc-files-info_2?company_id=${id}`;
    const first = await raw(dash, mk.maker.token);
    t.equal(await raw(dash, mk.maker.token), first, 'repeated: the same bytes');
    t.equal(JSON.parse(first).companyData.changesCount, 0);

    const proposal = await api.call(r.updateKycReview, { id, city: 'Kralendijk' }, mk.maker.token);
    t.equal(proposal.status, 200);
    const pending = JSON.parse(await raw(dash, mk.maker.token)).companyData;
    t.equal(pending.changesCount, 1, 'the pending change is counted at once');
    t.equal(pending.city.new_value, 'Kralendijk', 'and its proposed value shown');
    await approve(api, mk.checker.token, proposal.body.change_id);
    const approved = JSON.parse(await raw(dash, mk.maker.token)).companyData;
    t.same([approved.changesCount, approved.city.value], [0, 'Kralendijk'], 'approved: applied and no longer pending');

    const before = await raw(bundle, mk.maker.token);
    t.equal(await raw(bundle, mk.maker.token), before);
    const comments = {
      documentType: { value: 'kyc-oc-1' },
      comment_data_handler: { value: 'handler note' },
      comment_compliance_officer: { value: 'compliance note' },
    };
    await insertObject('answerfile00000000000001', org, id, user, 'kyc_file', comments);
    const makerView = await raw(bundle, mk.maker.token);
    t.not(makerView, before, 'a new object is in the next answer');
    const auditorView = await raw(bundle, mk.auditor.token);
    t.equal(await raw(bundle, mk.maker.token), makerView, 'each role keeps its own answer');
    t.equal(await raw(bundle, mk.auditor.token), auditorView);
    const hiddenFor = (view: string) => ['handler note', 'compliance note'].filter((note) => !view.includes(note));
    t.not(
      hiddenFor(makerView).join(),
      hiddenFor(auditorView).join(),
      'the roles see different comment tiers (redaction is per role)',
    );

    const other = await team(api);
    const res = await api.call(r.dashboardData, { company_id: id }, other.maker.token);
    t.equal(res.status, 404, 'another organisation: not found, kept answers or not');
    t.equal((await api.call(r.kycFilesInfo, { company_id: id }, other.maker.token)).status, 404);
    await sql(`update dossier_company set removed = true where id = ?`, [id]);
    t.equal(
      (await api.call(r.dashboardData, { company_id: id }, mk.maker.token)).status,
      404,
      'a removed client: not found',
    );
  },
);
