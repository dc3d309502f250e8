import { createMember, registerAdmin } from '@app/plugin-auth/server/test-helpers';
import t from 'tap';
import { screeningRoutes as r } from '../shared/index.ts';
import { buildScreeningTestApp, folderFiles, importInto } from './screening.test-helpers.ts';

/**
 * Ongoing screening on the real UN list: v1 as published; v2 adds a new individual matching a
 * screened subject and edits an unrelated entry; v3 edits the entry a reviewer marked false positive.
 */
const api = await buildScreeningTestApp(t);
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const original = folderFiles('un')[0].content.toString('utf8');
const xml = (text: string) => [{ name: 'consolidated.xml', content: Buffer.from(text) }];

const newcomer = `<INDIVIDUAL><DATAID>9999001</DATAID><VERSIONNUM>1</VERSIONNUM><FIRST_NAME>JAN</FIRST_NAME><SECOND_NAME>KOWALSKI</SECOND_NAME>
<UN_LIST_TYPE>DRC</UN_LIST_TYPE><REFERENCE_NUMBER>CDi.999</REFERENCE_NUMBER><LISTED_ON>2026-03-01</LISTED_ON><COMMENTS1>Test designation.</COMMENTS1>
<NATIONALITY><VALUE>Poland</VALUE></NATIONALITY><INDIVIDUAL_ALIAS><QUALITY/><ALIAS_NAME/></INDIVIDUAL_ALIAS><INDIVIDUAL_ADDRESS><COUNTRY>Poland</COUNTRY></INDIVIDUAL_ADDRESS>
<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1970-01-15</DATE></INDIVIDUAL_DATE_OF_BIRTH><INDIVIDUAL_PLACE_OF_BIRTH/><INDIVIDUAL_DOCUMENT/><SORT_KEY/><SORT_KEY_LAST_MOD/></INDIVIDUAL>`;
// v2: a newcomer plus an edit of an unrelated entry (CDi.010); v3: an edit of CDi.006.
const v2 = original
  .replace('<INDIVIDUALS>', `<INDIVIDUALS>${newcomer}`)
  .replace(/(<REFERENCE_NUMBER>CDi\.010<\/REFERENCE_NUMBER>[\s\S]*?<COMMENTS1>)/, '$1Amended 2026. ');
const v3 = v2.replace(/(<REFERENCE_NUMBER>CDi\.006<\/REFERENCE_NUMBER>[\s\S]*?<COMMENTS1>)/, '$1Amended again. ');

t.test('delta, alerts for new and changed hits only, decisions survive unchanged entries', async (t) => {
  await importInto(api, 'un', xml(original));
  const katanga = (
    await api.call(
      r.sanctionScreening,
      { firstname: 'Germain', surname: 'Katanga', dob: '1978-04-28', nationality: 'CD' },
      officer.token,
    )
  ).body;
  const kowalski = (
    await api.call(
      r.sanctionScreening,
      { firstname: 'Jan', surname: 'Kowalski', dob: '1970-01-15', nationality: 'PL' },
      officer.token,
    )
  ).body;
  t.equal(katanga.data.result[0].entry_id, 'un:CDi.006');
  t.same(kowalski.data.result, [], 'not listed yet');
  await api.call(
    r.decideHit,
    {
      search_id: katanga.search_id,
      entry_id: 'un:CDi.006',
      decision: 'false_positive',
      comment: 'Different person: namesake',
    },
    officer.token,
  );

  const job2 = await importInto(api, 'un', xml(v2));
  t.ok(job2);
  const alerts = (await api.call(r.listAlerts, {}, officer.token)).body.alerts;
  t.equal(alerts.length, 1, 'only the new listing of a screened subject alerts');
  t.match(alerts[0], { entry_id: 'un:CDi.999', reason: 'new_hit', search_id: kowalski.search_id, status: 'open' });
  const stillDecided = await api.call(r.getScreening, { id: katanga.search_id }, officer.token);
  t.equal(
    stillDecided.body.data.response.result[0].decision.decision,
    'false_positive',
    'decision survives the update',
  );

  await importInto(api, 'un', xml(v3));
  const after = (await api.call(r.listAlerts, { status: 'open' }, officer.token)).body.alerts;
  const changed = after.find((a: { entry_id: string }) => a.entry_id === 'un:CDi.006');
  t.match(
    changed,
    { reason: 'changed_hit', search_id: katanga.search_id },
    'the false positive re-opens when its entry changes',
  );
  const reopened = await api.call(r.getScreening, { id: katanga.search_id }, officer.token);
  t.equal(reopened.body.data.response.result[0].decision, null, 'an outdated decision is not shown as current');

  await api.call(
    r.decideHit,
    { search_id: kowalski.search_id, entry_id: 'un:CDi.999', decision: 'true_match', comment: 'Confirmed' },
    officer.token,
  );
  const open = (await api.call(r.listAlerts, { status: 'open' }, officer.token)).body.alerts;
  t.notOk(
    open.some((a: { entry_id: string }) => a.entry_id === 'un:CDi.999'),
    'a decision closes the alert',
  );
});

t.test('a truncated file is rejected and the current version stays', async (t) => {
  const before = (
    await api.orm.em.fork().getConnection().execute('select id from screening_list_version where is_current')
  )[0].id;
  await t.rejects(importInto(api, 'un', xml(original.slice(0, original.length / 2))));
  const now = (
    await api.orm.em.fork().getConnection().execute('select id from screening_list_version where is_current')
  )[0].id;
  t.equal(now, before);
});

t.test('an import that would remove most of a list needs force', async (t) => {
  const cut = original.replace(
    /<INDIVIDUAL>[\s\S]*<\/INDIVIDUAL>/,
    '<INDIVIDUAL><DATAID>1</DATAID><FIRST_NAME>ONLY</FIRST_NAME><SECOND_NAME>ONE</SECOND_NAME><UN_LIST_TYPE>DRC</UN_LIST_TYPE><REFERENCE_NUMBER>CDi.998</REFERENCE_NUMBER><LISTED_ON>2026-03-01</LISTED_ON></INDIVIDUAL>',
  );
  await t.rejects(importInto(api, 'un', xml(cut)), /would remove \d+ of \d+ current un entries/);
  const current = await api.orm.em
    .fork()
    .getConnection()
    .execute('select count(*)::int as n from screening_list_version where is_current and source = ?', ['un']);
  t.equal(current[0].n, 1);
});

t.test('concurrent uploads of the same files make one version', async (t) => {
  const v4 = original.replace(
    '<INDIVIDUALS>',
    `<INDIVIDUALS>${newcomer.replace('CDi.999', 'CDi.997').replace('KOWALSKI', 'NOWAK')}`,
  );
  await Promise.all([importInto(api, 'un', xml(v4)), importInto(api, 'un', xml(v4))]);
  const rows = await api.orm.em
    .fork()
    .getConnection()
    .execute(
      'select count(*)::int as n from screening_list_version where source = ? and file_hash = (select file_hash from screening_list_version where is_current and source = ?)',
      ['un', 'un'],
    );
  t.equal(rows[0].n, 1);
});

t.test("one organisation's false positive does not silence another's alert", async (t) => {
  const otherAdmin = await registerAdmin(api);
  const otherOfficer = await createMember(api, otherAdmin, 'COMPLIANCE_OFFICER');
  const subject = { firstname: 'Jan', surname: 'Nowak', dob: '1970-01-15', nationality: 'PL' };
  const mine = (await api.call(r.sanctionScreening, subject, officer.token)).body;
  const theirs = (await api.call(r.sanctionScreening, subject, otherOfficer.token)).body;
  t.equal(mine.data.result[0]?.entry_id, 'un:CDi.997');
  await api.call(
    r.decideHit,
    { search_id: mine.search_id, entry_id: 'un:CDi.997', decision: 'false_positive', comment: 'namesake' },
    officer.token,
  );
  t.equal(
    (await api.call(r.getScreening, { id: theirs.search_id }, otherOfficer.token)).body.data.response.result[0]
      .decision,
    null,
    'decisions stay in their organisation',
  );
  const v4 = original.replace(
    '<INDIVIDUALS>',
    `<INDIVIDUALS>${newcomer.replace('CDi.999', 'CDi.997').replace('KOWALSKI', 'NOWAK')}`,
  );
  await importInto(api, 'un', xml(original)); // delisted
  await importInto(api, 'un', xml(v4)); // listed again, unchanged
  const mineOpen = (await api.call(r.listAlerts, {}, officer.token)).body.alerts.filter(
    (a: { entry_id: string }) => a.entry_id === 'un:CDi.997',
  );
  const theirsOpen = (await api.call(r.listAlerts, {}, otherOfficer.token)).body.alerts.filter(
    (a: { entry_id: string }) => a.entry_id === 'un:CDi.997',
  );
  t.equal(mineOpen.length, 0, 'our false positive keeps the unchanged entry quiet');
  t.equal(theirsOpen.length, 1, 'the other organisation is alerted');
});
