import { usersRoutes } from '@app/plugin-auth/shared';
import { workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import {
  dossierRoutes as r,
  type DossierObjectType,
  type OwnershipReportWire,
  type SectionCompletenessWire,
} from '../../shared/index.ts';
import { fullEntity, fullPerson } from '../../testing/dossier-builder.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';
import { createObject } from '../objects/objects.service.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const workflow = api.services.get(workflowService);
const orgId = (await api.call(usersRoutes.getUser, {}, org.maker.token)).body.organization._id as string;
const em = () => {
  const e = api.orm.em.fork();
  e.setFilterParams('tenant', { organization: orgId });
  return e;
};
const actor = { userId: org.maker.id, organizationId: orgId };

const read = async (companyId: string, token: string) => {
  const res = await api.call(r.dashboardData, { company_id: companyId }, token);
  return {
    status: res.status,
    body: res.body,
    ownership: res.body.ownership as OwnershipReportWire,
    sections: res.body.companyData?.sections as SectionCompletenessWire[],
  };
};

/** Creates an object through a change request and has a colleague approve it. */
async function approved(
  companyId: string,
  objectType: DossierObjectType,
  values: Record<string, unknown>,
  parentId: string | null = null,
) {
  const { id, change } = await createObject(em(), workflow, actor, {
    companyId,
    objectType,
    parentId,
    values: values as never,
  });
  if (change) await approve(api, org.checker.token, change.id);
  return id;
}

t.test('dashboard-data carries completeness by section and the ownership through a shareholder chain', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Chain Holding BV', 'abroad');
  const parent = await approved(companyId, 'share_holder_related', { shareholder_type: 'entity', percentage_held: 80 });
  await approved(companyId, 'legalEntity', fullEntity('Parent Holding BV'), parent);
  const ann = await approved(
    companyId,
    'share_holder_related',
    { shareholder_type: 'person', percentage_held: 50 },
    parent,
  );
  await approved(companyId, 'person', fullPerson('Ann', 'Lee'), ann);

  let res = await read(companyId, org.auditor.token);
  t.equal(res.status, 200, JSON.stringify(res.body));
  const { ownership } = res;
  t.match(
    ownership.owners.find((o) => o.name === 'Ann Lee'),
    { effective: 40, ubo: true, declared_ubo: false, kind: 'person' },
    '80% × 50%',
  );
  t.match(
    ownership.owners.find((o) => o.name === 'Parent Holding BV'),
    { effective: 80, direct: 80, kind: 'entity', ubo: false },
  );
  t.equal(
    ownership.warning,
    'Declared UBOs differ from the computed ownership; at or above 25% but not declared: Ann Lee',
  );
  const sections = res.sections;
  t.same(
    sections.map((s) => s.section),
    ['dashboard', 'corporate', 'shareholders', 'managing_directors'],
  );
  const shs = sections.find((s) => s.section === 'shareholders')!;
  t.same(
    [shs.total, shs.completed, shs.percentage],
    [12, 0, 0],
    'Parent Holding BV: four documents, Ann Lee: eight slots, none filled',
  );
  t.same(shs.structure.map((i) => i.message).sort(), [
    'Missing at least one shareholder of 20%',
    'Missing at least one shareholder of 50%',
    'Parent Holding BV needs at least one managing director',
  ]);
  t.equal(
    sections.find((s) => s.section === 'managing_directors')!.structure[0]!.message,
    'Chain Holding BV needs at least one managing director',
  );

  // A pending (unapproved) document does not count; once approved it does.
  const pending = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'kyc_file',
    parentId: null,
    values: { documentType: 'kyc-aoi-5', file: { serverName: 'a.pdf', filename: 'a.pdf' } } as never,
  });
  res = await read(companyId, org.maker.token);
  const before = res.sections.find((s) => s.section === 'corporate')!.completed;
  await approve(api, org.checker.token, pending.change!.id);
  res = await read(companyId, org.maker.token);
  const corp = res.sections.find((s) => s.section === 'corporate')!;
  t.equal(corp.completed, before + 1, 'approved document counts');
  t.equal(corp.percentage, Math.round((corp.completed / corp.total) * 10000) / 100);

  // A declared UBO removes the warning.
  const ubo = await approved(companyId, 'ubo', { location_type: 'abroad' });
  await approved(companyId, 'person', fullPerson('Ann', 'Lee'), ubo);
  res = await read(companyId, org.maker.token);
  t.equal(res.ownership.warning, null);
  t.equal(res.ownership.owners.find((o) => o.name === 'Ann Lee')!.declared_ubo, true);

  t.equal(
    (await api.call(r.dashboardData, { company_id: companyId }, other.maker.token)).status,
    404,
    'another organisation',
  );
  t.equal((await api.call(r.dashboardData, { company_id: companyId })).status, 401, 'no session');
});

t.test('a cycle through the client is reported in dashboard-data', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Loop Holding BV', 'abroad');
  const sh = await approved(companyId, 'share_holder_related', { shareholder_type: 'entity', percentage_held: 100 });
  await approved(companyId, 'legalEntity', fullEntity('Loop Parent BV'), sh);
  const back = await approved(
    companyId,
    'share_holder_related',
    { shareholder_type: 'entity', percentage_held: 30 },
    sh,
  );
  await approved(companyId, 'legalEntity', fullEntity('Loop Holding BV'), back);
  const res = await read(companyId, org.maker.token);
  t.equal(res.status, 200);
  t.same(
    res.ownership.cycles.map((c) => c.message),
    ['Ownership cycle: Loop Holding BV → Loop Parent BV → Loop Holding BV (left out of the effective ownership)'],
  );
});
