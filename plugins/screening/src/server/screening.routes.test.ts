import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import t from 'tap';
import { SCREENING_MESSAGES as M, screeningRoutes as r } from '../shared/index.ts';
import { buildScreeningTestApp, folderFiles, importInto } from './screening.test-helpers.ts';

const api = await buildScreeningTestApp(t);
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const auditor = await createMember(api, admin, 'EXTERNAL_AUDITOR');
const otherAdmin = await registerAdmin(api);
const katanga = { firstname: 'Germain', surname: 'Katanga', dob: '1978-04-28', nationality: 'CD' };

t.test('before any list is imported the call says so', async (t) => {
  const res = await api.call(r.sanctionScreening, katanga, officer.token);
  t.equal(res.status, 409);
  t.equal(res.body.message, M.listNotLoaded);
});

t.test('validation: the seed messages, nothing stored', async (t) => {
  await importInto(api, 'un', folderFiles('un'));
  const cases: [Record<string, string>, string, string][] = [
    [{ ...katanga, firstname: ' Ab ' }, 'firstname', M.firstNameLength],
    [{ ...katanga, surname: 'Ka ' }, 'surname', M.surnameLength],
    [{ ...katanga, dob: '' }, 'dob', M.dobRequired],
    [{ ...katanga, nationality: ' ' }, 'nationality', M.nationalityRequired],
  ];
  for (const [body, field, message] of cases) {
    const res = await api.call(r.sanctionScreening, body, officer.token);
    t.equal(res.status, 400, field);
    t.equal(res.body.errors.find((e: { field: string }) => e.field === field)?.message, message);
  }
  t.equal((await api.call(r.sanctionScreening, { ...katanga, dob: '28/04/1978' }, officer.token)).status, 400);
  t.equal((await api.call(r.sanctionScreening, { ...katanga, nationality: 'Atlantis' }, officer.token)).status, 400);
  const person = await api.call(
    r.sanctionScreening,
    { person_id: 'p-1', firstname: 'Germain', surname: '', dob: '', nationality: 'CD' },
    officer.token,
  );
  t.equal(person.status, 400);
  t.same(person.body.requiredFileds, ['Last Name', 'Date of Birth']);
  t.equal(person.body.message, M.fillFields(['Last Name', 'Date of Birth']));
  t.same((await api.call(r.listScreenings, {}, officer.token)).body.data, []);
});

t.test('authz: world_search, tenant isolation', async (t) => {
  t.equal((await api.call(r.sanctionScreening, katanga)).status, 401);
  t.equal(
    (await api.call(r.sanctionScreening, katanga, auditor.token)).status,
    403,
    'external auditor lacks world_search',
  );
  t.equal((await api.call(r.listVersions, {}, admin.token)).status, 403, 'list admin is back office');
  const sup = await superUser(api);
  t.equal((await api.call(r.listVersions, {}, sup.token)).status, 200);
});

t.test('a listed person is found with the seed shape, stored and readable by id', async (t) => {
  const res = await api.call(
    r.sanctionScreening,
    { ...katanga, dob: '1978-04-28T00:00:00.000Z', nationality: 'Democratic Republic of the Congo' },
    officer.token,
  );
  t.equal(res.status, 200);
  const { data } = res.body;
  t.match(data.search_id, /^[0-9a-f]{24}$/);
  t.same(data.request, katanga);
  const top = data.result[0];
  t.equal(top.entry_id, 'un:CDi.006');
  t.ok(top.score >= 0.95, `exact name + dob + nationality scores ${top.score}`);
  t.equal(top.individual.year_of_birth, '1978');
  t.type(top.individual.more, 'object');
  t.ok(Array.isArray(top.addresses) && Array.isArray(top.notes) && Array.isArray(top.articles));
  t.ok(
    top.sanction_types.every(
      (s: { body: string; current: boolean; found: boolean; countryCode: string }) =>
        s.body && s.current && s.found && typeof s.countryCode === 'string',
    ),
  );
  t.ok(top.flags.some((f: { found: boolean; data: { rep: string } }) => f.found && f.data.rep));
  t.equal(top.list.source, 'un');
  t.match(top.list.version, /^2026-02-27#/);
  t.ok(top.explanation.contributions.some((c: { feature: string }) => c.feature === 'dob'));
  t.equal(data.list_versions.length, 1);

  const list = await api.call(r.listScreenings, {}, officer.token);
  t.equal(list.body.data.length, 1);
  t.equal(list.body.data[0].result_count, data.result.length);
  const item = await api.call(r.getScreening, { id: data.search_id }, admin.token);
  t.equal(item.status, 200);
  t.same(item.body.data.response.result[0].entry_id, 'un:CDi.006');
  t.equal((await api.call(r.getScreening, { id: data.search_id }, otherAdmin.token)).status, 404, 'other tenant');
  t.same((await api.call(r.listScreenings, {}, otherAdmin.token)).body.data, []);
});

t.test('zero results carry the seed message', async (t) => {
  const res = await api.call(
    r.sanctionScreening,
    { firstname: 'Margriet', surname: 'Vandersloot', dob: '1991-06-02', nationality: 'NL' },
    officer.token,
  );
  t.equal(res.status, 200);
  t.same(res.body.data.result, []);
  t.equal(res.body.data.message, M.noResults);
});

t.test('decisions: recorded per hit, shown on the stored screening', async (t) => {
  const { body } = await api.call(r.sanctionScreening, katanga, officer.token);
  const bad = await api.call(
    r.decideHit,
    { search_id: body.search_id, entry_id: 'un:NOPE', decision: 'false_positive', comment: 'x' },
    officer.token,
  );
  t.equal(bad.status, 404);
  t.equal(
    (
      await api.call(
        r.decideHit,
        { search_id: body.search_id, entry_id: 'un:CDi.006', decision: 'maybe', comment: 'x' },
        officer.token,
      )
    ).status,
    400,
  );
  const ok = await api.call(
    r.decideHit,
    { search_id: body.search_id, entry_id: 'un:CDi.006', decision: 'true_match', comment: 'Same DOB and nationality' },
    officer.token,
  );
  t.equal(ok.body.message, M.decisionSaved);
  const item = await api.call(r.getScreening, { id: body.search_id }, officer.token);
  t.equal(item.body.data.response.result[0].decision.decision, 'true_match');
  t.equal(
    (
      await api.call(
        r.decideHit,
        { search_id: body.search_id, entry_id: 'un:CDi.006', decision: 'true_match', comment: 'x' },
        otherAdmin.token,
      )
    ).status,
    404,
  );
});

t.test('PDF of a result: rendered in Chromium, stored, downloadable by the tenant only', async (t) => {
  const { body } = await api.call(r.sanctionScreening, katanga, officer.token);
  t.equal(
    (await api.call(r.saveSanctionAsPdf, { sanctionIndex: 99, search_id: body.search_id }, officer.token)).status,
    404,
  );
  const saved = await api.call(r.saveSanctionAsPdf, { sanctionIndex: 0, search_id: body.search_id }, officer.token);
  t.equal(saved.status, 200);
  t.equal(saved.body.message, M.savedPdf);
  const pdf = await api.app.inject({ url: saved.body.file.url, headers: { authorization: `Bearer ${officer.token}` } });
  t.equal(pdf.statusCode, 200);
  t.equal(pdf.headers['content-type'], 'application/pdf');
  t.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
  t.ok(pdf.rawPayload.length > 5000);
  t.equal(
    (await api.app.inject({ url: saved.body.file.url, headers: { authorization: `Bearer ${otherAdmin.token}` } }))
      .statusCode,
    404,
  );
  t.equal((await api.app.inject({ url: saved.body.file.url })).statusCode, 401);
});
