import { usersRoutes } from '@app/plugin-auth/shared';
import { workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import { dossierService } from '../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, createObject, team } from './dossier.test-helpers.ts';

/** `DossierServices.reportParty` (fiu's my-client parties, ADR 0078): approved values only, one organisation. */
const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const orgId = (await api.call(usersRoutes.getUser, {}, org.admin.token)).body.organization._id as string;
const otherId = (await api.call(usersRoutes.getUser, {}, other.admin.token)).body.organization._id as string;
const dossier = api.services.get(dossierService);
const workflow = api.services.get(workflowService);

t.test('the client and its approved directors and UBOs; a pending person or value is not yet theirs', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Report Party Holding BV');
  const e = api.orm.em.fork();
  e.setFilterParams('tenant', { organization: orgId });
  const actor = { userId: org.maker.id, organizationId: orgId };
  const person = (firstName: string, role: string) =>
    createObject(e, workflow, actor, {
      companyId,
      objectType: 'person',
      values: { firstName, lastName: 'Jansen', dateOfBirth: '1970-04-12', passportCountry: 'NL', role },
    });
  const director = await person('Jan', 'director');
  await approve(api, org.checker.token, director.change!.id);
  const ubo = await person('Anna', 'ubo');
  await approve(api, org.checker.token, ubo.change!.id);
  await person('Piet', 'director'); // awaits approval
  const shareholder = await person('Kees', 'shareholder');
  await approve(api, org.checker.token, shareholder.change!.id);

  const party = await dossier.reportParty(api.orm.em.fork(), orgId, companyId);
  t.match(party?.company, { id: companyId, name: 'Report Party Holding BV', companyType: 'corporate' });
  t.equal(party?.company.fields.name, 'Report Party Holding BV');
  t.same(
    party?.people.map((p) => [p.role, p.fields.firstName, p.fields.dateOfBirth]),
    [
      ['director', 'Jan', '1970-04-12'],
      ['ubo', 'Anna', '1970-04-12'],
    ],
    'approved directors and UBOs only: not the pending director, not a plain shareholder',
  );
  t.equal(await dossier.reportParty(api.orm.em.fork(), otherId, companyId), null, 'another organisation: null');
});
