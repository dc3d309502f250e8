import { SCREENING_MESSAGES as SM, screeningRoutes as s, screeningService } from '@app/plugin-screening/shared';
import { workflowService } from '@app/plugin-workflow/shared';
import { siteRoutes, usersRoutes } from '@app/plugin-auth/shared';
import { readFileSync } from 'node:fs';
import t from 'tap';
import { dossierRoutes as r } from '../../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';
import { createObject, updateObject } from '../objects/objects.service.ts';
import { SCREENING_NOT_AVAILABLE } from './person-source.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker, client } = org;
const { indexes } = api.services.get(screeningService);
const eu = readFileSync(new URL('../../../../screening/src/readers/fixtures/eu-sample.xml', import.meta.url));
await (
  await indexes.importList('eu', [{ name: 'eu-sample.xml', content: eu }])
).done;

const orgId = (await api.call(usersRoutes.getUser, {}, maker.token)).body.organization._id as string;
const em = () => {
  const e = api.orm.em.fork();
  e.setFilterParams('tenant', { organization: orgId });
  return e;
};
const workflow = api.services.get(workflowService);
const actor = { userId: maker.id, organizationId: orgId };

t.test(
  'sanction-screening {person_id}: requiredFileds, screening with pending values, monitoring, PDF into the world_check slot',
  async (t) => {
    const companyId = await approvedCorporate(api, org, 'Screened Corp NV');
    const person = await createObject(em(), workflow, actor, {
      companyId,
      objectType: 'person',
      values: { firstName: 'Ivan', lastName: 'Samplenko' },
    });
    const off = await api.call(s.sanctionScreening, { person_id: person.id }, maker.token);
    t.same(
      [off.status, off.body.message],
      [400, SCREENING_NOT_AVAILABLE],
      'only when the dashboard says YES [001:273]',
    );
    const yes = await api.call(r.updateKycReview, { id: companyId, sanction_screening_available: 'YES' }, maker.token);
    await approve(api, checker.token, yes.body.change_id);

    const missing = await api.call(s.sanctionScreening, { person_id: person.id }, maker.token);
    t.equal(missing.status, 400);
    t.same(missing.body.requiredFileds, ['Date of Birth', 'Passport Country'], 'named as the person form names them');
    t.equal(
      missing.body.message,
      'Please fill Date of Birth, Passport Country field(s) before using API sanction screening',
    );
    t.equal(
      (await api.call(s.sanctionScreening, { person_id: person.id }, other.maker.token)).status,
      404,
      'another organisation',
    );
    t.equal((await api.call(s.sanctionScreening, { person_id: 'f'.repeat(24) }, maker.token)).status, 404);
    t.equal(
      (await api.call(s.sanctionScreening, { person_id: person.id }, client.token)).status,
      403,
      'needs world_search',
    );

    await updateObject(em(), workflow, actor, 'person', person.id, {
      dateOfBirth: '1961-07-14',
      passportCountry: 'RU',
    });
    const res = await api.call(s.sanctionScreening, { person_id: person.id }, maker.token);
    t.equal(res.status, 200, JSON.stringify(res.body));
    t.match(
      res.body.request,
      { firstname: 'Ivan', surname: 'Samplenko', dob: '1961-07-14', nationality: 'RU' },
      'pending values preferred',
    );
    t.ok(res.body.data.result.length >= 1, 'the listed person is found');
    const [row] = await api.orm.em
      .fork()
      .execute(
        `select s.person_id, s.company_id, count(m.id)::int as monitors from screening_search s join screening_monitor m on m.search_id = s.id where s.id = ? group by s.id`,
        [res.body.search_id],
      );
    t.match(
      row,
      { person_id: person.id, company_id: companyId, monitors: 1 },
      'the person is monitored by ongoing screening',
    );
    const history = await api.call(s.listScreenings, { person_id: person.id }, maker.token);
    t.equal(history.body.data.length, 1);

    const direct = await api.call(
      s.sanctionScreening,
      { firstname: 'Ivan', surname: 'Samplenko', dob: '1961-07-14', nationality: 'RU' },
      maker.token,
    );
    t.equal(direct.status, 200, 'the direct form still works');

    t.equal(
      (
        await api.call(
          s.saveSanctionAsPdf,
          { person_id: person.id, sanctionIndex: 0, search_id: res.body.search_id },
          other.maker.token,
        )
      ).status,
      404,
    );
    const theirs = await api.call(
      s.sanctionScreening,
      { firstname: 'Ivan', surname: 'Samplenko', dob: '1961-07-14', nationality: 'RU' },
      other.maker.token,
    );
    const filedAbroad = await api.call(
      s.saveSanctionAsPdf,
      { person_id: person.id, sanctionIndex: 0, search_id: theirs.body.search_id },
      other.maker.token,
    );
    t.same(
      [filedAbroad.status, filedAbroad.body.message],
      [404, SM.personNotFound],
      'their own screening cannot be filed with our person',
    );
    const pdf = await api.call(
      s.saveSanctionAsPdf,
      { person_id: person.id, sanctionIndex: 0, search_id: res.body.search_id },
      maker.token,
    );
    t.equal(pdf.status, 200, JSON.stringify(pdf.body));
    t.equal(pdf.body.message, SM.savedPdf);
    t.match(pdf.body.file.file, /^sanction-screening-Samplenko-Ivan-1\.pdf$/);
    const bundle = (await api.call(r.kycFilesInfo, { company_id: companyId }, maker.token)).body;
    // Slots travel in the seed's flat shape: `file` (approved) and `new_file` (pending) [001:180–182].
    const slot = (
      bundle.persons[0] as {
        files: Record<string, { _id: string; file: unknown; new_file: { filename: string; serverName: string } }>;
      }
    ).files.world_check!;
    t.equal(slot._id, pdf.body.file.id, 'the answer names the slot');
    t.equal(slot.file, null, 'pending until a colleague approves');
    t.equal(slot.new_file.filename, pdf.body.file.file);
    const stored = await api.ctx.storage.get(slot.new_file.serverName);
    t.equal(stored.subarray(0, 5).toString(), '%PDF-', 'the stored file is the PDF');
    // The dossier's own file routes open the filed PDF where screening stored it.
    const download = await api.app.inject({
      method: 'GET',
      url: `/api/v1/download-kyc-file?id=${slot._id}`,
      headers: { authorization: `Bearer ${maker.token}` },
    });
    t.equal(download.statusCode, 200, download.body.slice(0, 200));
    t.equal(download.rawPayload.subarray(0, 5).toString(), '%PDF-', 'download-kyc-file serves the screening PDF');

    const again = await api.call(
      s.saveSanctionAsPdf,
      { person_id: person.id, sanctionIndex: 0, search_id: direct.body.search_id },
      maker.token,
    );
    t.equal(again.body.file.id, slot._id, 'a second PDF replaces the pending file of the same slot');

    // A view token opens the one PDF it was made for (issue 24 §3).
    const pdfId = (url: string) => new URL(url, 'http://x').searchParams.get('id')!;
    const [x, y] = [pdfId(pdf.body.file.url), pdfId(again.body.file.url)];
    const token = (await api.call(siteRoutes.generateViewToken, { id: x }, maker.token)).body.token as string;
    const open = (id: string) =>
      api.app.inject({ method: 'GET', url: `/api/v1/sanction-screening/pdf?id=${id}&token=${token}` });
    t.equal((await open(x)).statusCode, 200, 'the PDF it was made for');
    t.equal((await open(y)).statusCode, 401, 'another PDF: refused');
  },
);

t.test('sanction-screening with typed-in details: only for a person or client of the caller (issue 24)', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Typed Details NV');
  const person = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'person',
    values: { firstName: 'Li', lastName: 'Wu' },
  });
  const theirCompany = await approvedCorporate(api, other, 'Their Client NV');
  const li = { firstname: 'Li', surname: 'Wu', dob: '1970-01-01', nationality: 'CN' };
  const lionel = { ...li, firstname: 'Lionel', surname: 'Wuster' };
  const count = async () =>
    (
      await api.orm.em
        .fork()
        .execute(`select count(*)::int as n from screening_search where person_id = ? or company_id in (?, ?)`, [
          person.id,
          companyId,
          theirCompany,
        ])
    )[0].n as number;
  const before = await count();

  const refused: [Record<string, unknown>, string, string][] = [
    [{ person_id: person.id }, other.maker.token, SM.personNotFound],
    [{ company_id: companyId }, other.maker.token, SM.clientNotFound],
    [{ company_id: theirCompany }, maker.token, SM.clientNotFound],
    [{ person_id: person.id, company_id: theirCompany }, maker.token, SM.personNotFound],
    [{ person_id: 'f'.repeat(24) }, maker.token, SM.personNotFound],
    [{ company_id: 'not-an-id' }, maker.token, SM.clientNotFound],
  ];
  for (const [ids, token, message] of refused) {
    const res = await api.call(s.sanctionScreening, { ...lionel, ...ids }, token);
    t.equal(res.status, 404, JSON.stringify(ids));
    t.equal(res.body.message, message);
  }
  t.equal(await count(), before, 'no screening of a foreign subject is stored');
  t.equal(
    (await api.call(s.sanctionScreening, { ...li, person_id: person.id }, client.token)).status,
    403,
    'needs world_search',
  );

  const mine = await api.call(s.sanctionScreening, { ...li, person_id: person.id }, maker.token);
  t.equal(mine.status, 200, 'a dossier person named Li Wu (two letters) is screened');
  t.same(mine.body.request, li);
  const listed = await api.call(s.listScreenings, { company_id: companyId }, maker.token);
  t.match(
    listed.body.data,
    [{ _id: mine.body.search_id, person_id: person.id, company_id: companyId }],
    "listed under the person's client",
  );
  t.equal(
    (await api.call(s.sanctionScreening, { ...lionel, company_id: companyId }, maker.token)).status,
    200,
    'own client',
  );
  t.equal(
    (await api.call(s.listScreenings, { company_id: companyId }, other.maker.token)).body.data.length,
    0,
    'not visible to the other organisation',
  );
});
