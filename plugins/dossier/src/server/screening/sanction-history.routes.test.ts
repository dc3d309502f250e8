import { SCREENING_MESSAGES as SM, screeningRoutes as s, screeningService } from '@app/plugin-screening/shared';
import { workflowService } from '@app/plugin-workflow/shared';
import { usersRoutes } from '@app/plugin-auth/shared';
import { readFileSync } from 'node:fs';
import t from 'tap';
import { dossierRoutes as r } from '../../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';
import { createObject } from '../objects/objects.service.ts';

/** Issue 30 §3: Sanction History by client and assignee; a dossier person screened without a dead end; where a PDF was filed. */
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
const subject = { firstname: 'Ivan', surname: 'Samplenko', dob: '1961-07-14', nationality: 'RU' };
const alpha = await approvedCorporate(api, org, 'Alpha Screened NV');
const beta = await approvedCorporate(api, org, 'Beta Screened BV');

t.test(
  'Sanction History: client and assignee shown, filtered by them; options; other organisations and roles',
  async (t) => {
    t.equal((await api.call(s.sanctionScreening, { ...subject, company_id: alpha }, maker.token)).status, 200);
    t.equal((await api.call(s.sanctionScreening, { ...subject, company_id: beta }, checker.token)).status, 200);
    t.equal((await api.call(s.sanctionScreening, { ...subject, firstname: 'Olga' }, maker.token)).status, 200);

    const byAlpha = await api.call(s.listCases, { company_id: alpha }, checker.token);
    t.equal(byAlpha.status, 200);
    t.same(
      byAlpha.body.cases.map((c: { client_name: string }) => c.client_name),
      ['Alpha Screened NV'],
      'one case, named by its client',
    );
    t.equal(byAlpha.body.cases[0].screened_by, maker.username, 'assigned to whoever screened it');

    const byChecker = await api.call(s.listCases, { assignee: checker.id }, maker.token);
    t.same(
      byChecker.body.cases.map((c: { client_name: string }) => c.client_name),
      ['Beta Screened BV'],
    );
    t.equal((await api.call(s.listCases, { assignee: maker.id }, maker.token)).body.total, 2);
    t.equal(
      (await api.call(s.listCases, { company_id: alpha, assignee: checker.id }, maker.token)).body.total,
      0,
      'both filters apply',
    );
    t.equal(
      (await api.call(s.listCases, { assignee: checker.id, mine: 'true' }, maker.token)).body.total,
      0,
      'mine and another assignee: nothing',
    );
    const all = await api.call(s.listCases, {}, maker.token);
    t.equal(
      all.body.cases.find((c: { request: { firstname: string } }) => c.request.firstname === 'Olga').client_name,
      null,
      'no client',
    );

    const options = await api.call(s.caseFilters, {}, maker.token);
    t.equal(options.status, 200);
    t.same(
      options.body.clients.map((c: { name: string }) => c.name),
      ['Alpha Screened NV', 'Beta Screened BV'],
    );
    t.same(options.body.assignees.map((u: { id: string }) => u.id).sort(), [maker.id, checker.id].sort());

    // Another organisation's client or user is unknown here (404), and their options are their own.
    const foreignClient = await api.call(s.listCases, { company_id: alpha }, other.maker.token);
    t.same([foreignClient.status, foreignClient.body.message], [404, SM.clientNotFound]);
    const foreignUser = await api.call(s.listCases, { assignee: maker.id }, other.maker.token);
    t.same([foreignUser.status, foreignUser.body.message], [404, SM.userNotFound]);
    t.equal(
      (await api.call(s.listCases, { company_id: 'f'.repeat(24) }, maker.token)).status,
      404,
      'an unknown client',
    );
    t.equal((await api.call(s.listCases, { assignee: 'not-a-user' }, maker.token)).status, 404, 'an unknown user');
    t.same((await api.call(s.caseFilters, {}, other.maker.token)).body, { clients: [], assignees: [] });
    // Who may not: a client user has no world_search.
    t.equal((await api.call(s.listCases, { company_id: alpha }, client.token)).status, 403);
    t.equal((await api.call(s.caseFilters, {}, client.token)).status, 403);
  },
);

t.test(
  'a person without nationality: named as the person form names it, then screened with details picked in the dialog',
  async (t) => {
    const yes = await api.call(r.updateKycReview, { id: alpha, sanction_screening_available: 'YES' }, maker.token);
    await approve(api, checker.token, yes.body.change_id);
    const person = await createObject(
      em(),
      workflow,
      { userId: maker.id, organizationId: orgId },
      { companyId: alpha, objectType: 'person', values: { firstName: 'Ivan', lastName: 'Samplenko' } },
    );
    const missing = await api.call(s.sanctionScreening, { person_id: person.id }, maker.token);
    t.equal(missing.status, 400);
    t.same(
      missing.body.requiredFileds,
      ['Date of Birth', 'Passport Country'],
      'the person form has Passport Country, not Nationality',
    );
    t.equal(missing.body.message, SM.fillFields(['Date of Birth', 'Passport Country']));

    const typed = await api.call(s.sanctionScreening, { ...subject, person_id: person.id }, maker.token);
    t.equal(typed.status, 200, JSON.stringify(typed.body).slice(0, 300));
    t.match(typed.body.request, subject);
    const listed = await api.call(s.listCases, { person_id: person.id }, maker.token);
    t.equal(listed.body.cases[0].client_name, 'Alpha Screened NV', "listed under the person's client");
    t.equal(
      (await api.call(s.sanctionScreening, { ...subject, person_id: person.id }, other.maker.token)).status,
      404,
      "another organisation's person",
    );

    const pdf = await api.call(
      s.saveSanctionAsPdf,
      { person_id: person.id, sanctionIndex: 0, search_id: typed.body.search_id },
      maker.token,
    );
    t.equal(pdf.status, 200, JSON.stringify(pdf.body).slice(0, 300));
    t.equal(pdf.body.message, SM.savedPdf);
    t.match(
      pdf.body.filed,
      {
        company_id: alpha,
        client_name: 'Alpha Screened NV',
        person_id: person.id,
        person_name: 'Ivan Samplenko',
        document_type: 'world_check',
        document_label: 'Sanction Screening',
        pending: true,
      },
      'says where the PDF was filed',
    );
    const download = await api.app.inject({
      method: 'GET',
      url: pdf.body.file.url,
      headers: { authorization: `Bearer ${maker.token}` },
    });
    t.equal(download.statusCode, 200, 'the offered download answers the PDF');
    t.equal(download.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const plain = await api.call(
      s.saveSanctionAsPdf,
      { sanctionIndex: 0, search_id: typed.body.search_id },
      maker.token,
    );
    t.equal(plain.body.filed, undefined, 'without a person nothing is filed');
  },
);
