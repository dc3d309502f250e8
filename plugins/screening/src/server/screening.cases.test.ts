import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import { getJobRoute } from '@app/core/shared';
import t from 'tap';
import { CASE_PAGE_SIZE, SCREENING_MESSAGES as M, screeningRoutes as r } from '../shared/index.ts';
import { buildScreeningTestApp, folderFiles, importInto } from './screening.test-helpers.ts';

/** Issue 7: screenings as review cases, carried-over decisions, one hit per person, Home's work list. */
const api = await buildScreeningTestApp(t);
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const colleague = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const otherAdmin = await registerAdmin(api);
await importInto(api, 'un', folderFiles('un'));
await importInto(api, 'uk', folderFiles('uk_fcdo'));
const katanga = { firstname: 'Germain', surname: 'Katanga', dob: '1978-04-28', nationality: 'CD' };
const clean = { firstname: 'Wilhelmina', surname: 'Zyxwvut', dob: '1980-01-01', nationality: 'NL' };
const usernameOf = async (token: string) =>
  (
    await api.app.inject({ method: 'GET', url: '/api/v1/get-user', headers: { authorization: `Bearer ${token}` } })
  ).json();

t.test('one person on the UN and UK lists is one hit listing both', async (t) => {
  const res = await api.call(r.sanctionScreening, katanga, officer.token);
  t.equal(res.status, 200);
  const hits = res.body.data.result.filter(
    (x: { entry_id: string; also_listed?: { entry_id: string }[] }) =>
      x.entry_id === 'un:CDi.006' || x.also_listed?.some((a) => a.entry_id === 'un:CDi.006'),
  );
  t.equal(hits.length, 1, 'one hit');
  const ids = [hits[0].entry_id, ...hits[0].also_listed.map((a: { entry_id: string }) => a.entry_id)];
  t.ok(
    ids.some((id: string) => id.startsWith('uk:')),
    `lists: ${ids.join(', ')}`,
  );
  t.equal(hits[0].score, 1, 'name, DOB and nationality agree on the UN entry: 100%');
  t.same(
    hits[0].explanation.fields.map((f: { agreement: string }) => f.agreement),
    ['agrees', 'agrees', 'agrees'],
  );
});

t.test('case status: open, then decided; carried over to the next screening of the subject', async (t) => {
  const first = await api.call(r.sanctionScreening, katanga, officer.token);
  const id = first.body.search_id;
  let cases = (await api.call(r.listCases, { status: 'open' }, officer.token)).body;
  t.ok(
    cases.cases.some((c: { _id: string }) => c._id === id),
    'open',
  );
  const me = await usernameOf(officer.token);
  t.equal(
    cases.cases.find((c: { _id: string }) => c._id === id).screened_by,
    me.data?.user?.username ?? me.user?.username ?? cases.cases[0].screened_by,
  );
  t.notMatch(cases.cases[0].screened_by, /^[0-9a-f]{24}$/, 'a name, not an id');
  for (const hit of first.body.data.result) {
    t.equal(
      (
        await api.call(
          r.decideHit,
          { search_id: id, entry_id: hit.entry_id, decision: 'false_positive', comment: 'Different person' },
          colleague.token,
        )
      ).status,
      200,
    );
  }
  cases = (await api.call(r.listCases, { status: 'false_positive' }, officer.token)).body;
  const decided = cases.cases.find((c: { _id: string }) => c._id === id);
  t.ok(decided, 'false positive once every hit is decided');
  t.ok(decided.decided_by && !/^[0-9a-f]{24}$/.test(decided.decided_by), `decided by ${decided.decided_by}`);

  const again = await api.call(r.sanctionScreening, katanga, officer.token);
  const carried = again.body.data.result[0].decision;
  t.equal(carried.carried_over, true);
  t.equal(carried.search_id, id);
  t.equal(carried.decided_by, decided.decided_by);
  const item = await api.call(r.getScreening, { id: again.body.search_id }, officer.token);
  t.equal(item.body.data.response.result[0].decision.carried_over, true);
  t.equal(item.body.data.review_status, 'false_positive');
  // one step: confirming records the decision on this screening
  t.equal(
    (
      await api.call(
        r.decideHit,
        {
          search_id: again.body.search_id,
          entry_id: carried ? again.body.data.result[0].entry_id : '',
          decision: 'false_positive',
          comment: `Confirmed: ${carried.comment}`,
        },
        officer.token,
      )
    ).status,
    200,
  );
  const confirmed = await api.call(r.getScreening, { id: again.body.search_id }, officer.token);
  t.equal(confirmed.body.data.response.result[0].decision.carried_over, false);
});

t.test('a clean result is a no_match case; filters, search and pages of 30', async (t) => {
  const res = await api.call(r.sanctionScreening, clean, officer.token);
  t.equal(res.body.data.result.length, 0);
  const noMatch = (await api.call(r.listCases, { status: 'no_match' }, officer.token)).body;
  t.same(
    noMatch.cases.map((c: { _id: string }) => c._id),
    [res.body.search_id],
  );
  t.equal(
    (await api.call(r.listCases, { q: 'zyxw wilhel' }, officer.token)).body.total,
    1,
    'search by name parts, any order',
  );
  t.equal((await api.call(r.listCases, { q: '100%_' }, officer.token)).body.total, 0, 'LIKE wildcards are literal');
  const today = new Date().toISOString().slice(0, 10);
  t.ok((await api.call(r.listCases, { from: today, to: today }, officer.token)).body.total >= 4);
  t.equal((await api.call(r.listCases, { to: '2000-01-01' }, officer.token)).body.total, 0);
  for (let i = 0; i < CASE_PAGE_SIZE; i++)
    await api.call(
      r.sanctionScreening,
      { ...clean, firstname: `Wilhelmina${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${i}` },
      colleague.token,
    );
  const page1 = (await api.call(r.listCases, {}, officer.token)).body;
  t.equal(page1.cases.length, 30);
  t.equal(page1.page_size, 30);
  const page2 = (await api.call(r.listCases, { page: '2' }, officer.token)).body;
  t.equal(page2.cases.length, page1.total - 30);
  t.equal(
    (await api.call(r.listCases, { mine: 'true' }, colleague.token)).body.total,
    CASE_PAGE_SIZE + 0 + 0,
    'mine: only my screenings',
  );
  t.equal((await api.call(r.listCases, { page: '0' }, officer.token)).status, 400);
  t.equal(
    (await api.call(r.listCases, { from: '2020-13-45' }, officer.token)).status,
    200,
    'an impossible date gives no rows, not a 500',
  );
});

t.test('Home: my open cases and my alerts only; other organisations see nothing', async (t) => {
  const open = await api.call(r.sanctionScreening, { ...katanga, dob: '1978-04-29' }, officer.token);
  const mine = (await api.call(r.myWork, {}, officer.token)).body;
  t.equal(mine.open_case_count, 1, 'the earlier Katanga screenings were decided; this one is open');
  t.equal(mine.open_cases[0]._id, open.body.search_id);
  t.ok(mine.open_cases.every((c: { review_status: string }) => c.review_status === 'open'));
  const theirs = (await api.call(r.myWork, {}, colleague.token)).body;
  t.equal(theirs.open_case_count, 0, 'the colleague made only clean screenings');
  const other = (await api.call(r.listCases, {}, otherAdmin.token)).body;
  t.equal(other.total, 0, 'tenant isolation');
  t.equal((await api.call(r.myWork, {}, otherAdmin.token)).body.open_case_count, 0);
});

t.test('Save as PDF for a clean result and for an item of any past screening', async (t) => {
  const res = await api.call(r.sanctionScreening, clean, officer.token);
  const pdf = await api.call(r.saveSanctionAsPdf, { sanctionIndex: 0, search_id: res.body.search_id }, officer.token);
  t.equal(pdf.status, 200);
  t.match(pdf.body.file.file, /no-match\.pdf$/);
  t.equal(
    (await api.call(r.saveSanctionAsPdf, { sanctionIndex: 1, search_id: res.body.search_id }, officer.token)).status,
    404,
  );
  const other = await api.call(
    r.saveSanctionAsPdf,
    { sanctionIndex: 0, search_id: res.body.search_id },
    otherAdmin.token,
  );
  t.equal(other.status, 404, 'another organisation');
});

t.test('re-screen of all subjects runs as a durable job with progress', async (t) => {
  const sup = await superUser(api);
  const started = await api.call(r.rescreen, {}, sup.token);
  t.equal(started.status, 200);
  t.match(started.body.job_id, /^[0-9a-f-]{36}$/);
  const job = await api.ctx.jobs.waitFor(started.body.job_id, 60_000);
  t.equal(job.state, 'completed');
  const subjects =
    (await api.call(r.listCases, {}, officer.token)).body.total +
    (await api.call(r.listCases, {}, otherAdmin.token)).body.total;
  t.equal((job.output as { rescreened: number }).rescreened, subjects, 'every screened subject of every organisation');
  const seen = await api.call(getJobRoute, { id: started.body.job_id }, sup.token);
  t.equal(seen.status, 200);
  t.equal(seen.body.progress.done, seen.body.progress.total);
  t.equal(
    (await api.call(getJobRoute, { id: started.body.job_id }, officer.token)).status,
    404,
    'a platform job is not shown to members',
  );
});

t.test('names of one or two letters: the form rule, the person form and the quick search', async (t) => {
  // A real dossier person named Li Wu is screened: plugins/dossier/src/server/screening/person-screening.routes.test.ts.
  const li = { firstname: 'Li', surname: 'Wu', dob: '1970-01-01', nationality: 'CN' };
  t.equal(
    (await api.call(r.sanctionScreening, li, officer.token)).status,
    400,
    'the form rule (3 characters) stays for the form',
  );
  const person = await api.call(r.sanctionScreening, { ...li, person_id: 'person-1' }, officer.token);
  t.equal(person.status, 404, 'an id that names no person of the organisation');
  t.equal(person.body.message, M.personNotFound);
  const quick = await api.call(r.searchNames, { firstname: 'Il', surname: 'Kim' }, officer.token);
  t.equal(quick.status, 200);
  const blank = await api.call(r.sanctionScreening, { ...li, firstname: ' ', person_id: 'person-1' }, officer.token);
  t.equal(blank.status, 400);
  t.same(blank.body.requiredFileds, ['First Name']);
});
