import { usersRoutes } from '@app/plugin-auth/shared';
import { workflowRoutes, workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import { dossierService } from '../../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';
import { createObject, listObjects, removeObject, updateObject } from './objects.service.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const workflow = api.services.get(workflowService);
const dossier = api.services.get(dossierService);
const orgOf = async (token: string) => (await api.call(usersRoutes.getUser, {}, token)).body.organization._id as string;
const orgId = await orgOf(org.maker.token);
const otherOrgId = await orgOf(other.maker.token);
const em = () => {
  const e = api.orm.em.fork();
  e.setFilterParams('tenant', { organization: orgId });
  return e;
};
const actor = { userId: org.maker.id, organizationId: orgId };

t.test('an object is created through a change request, changed and removed with its children', async (t) => {
  const companyId = await approvedCorporate(api, org);
  const { id, change } = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'share_holder_related',
    values: { shareholder_type: 'entity', percentage_held: 60, name: 'Parent BV' },
  });
  t.ok(change, 'creation is a change request');
  let [row] = await listObjects(em(), companyId, ['share_holder_related']);
  t.equal(row!.pendingCreation, true);
  t.same(row!.fields.percentage_held, { value: null, new_value: 60 }, 'pending value, nothing approved');
  await approve(api, org.checker.token, change!.id);
  [row] = await listObjects(em(), companyId, ['share_holder_related']);
  t.equal(row!.pendingCreation, false);
  t.same(row!.fields.percentage_held, { value: 60 });

  const child = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'person',
    parentId: id,
    values: { firstName: 'Ann', lastName: 'Lee' },
  });
  await approve(api, org.checker.token, child.change!.id);
  const update = await updateObject(em(), workflow, actor, 'share_holder_related', id, { percentage_held: 60 });
  t.equal(update, null, 'an unchanged value proposes nothing');
  const changed = await updateObject(em(), workflow, actor, 'share_holder_related', id, { percentage_held: 75 });
  t.same(changed!.fields.percentage_held, { current: 60, new: 75 });

  const removal = await removeObject(em(), workflow, actor, 'share_holder_related', id);
  t.equal((await listObjects(em(), companyId)).length, 2, 'a removal waits for approval');
  const res = await api.call(workflowRoutes.approveChange, { id: removal.id }, org.checker.token);
  t.equal(res.status, 200);
  t.same(await listObjects(em(), companyId), [], 'the shareholder and the person below it are gone');
});

t.test('an empty object exists at once; a denied creation removes the object', async (t) => {
  const companyId = await approvedCorporate(api, org);
  const empty = await createObject(em(), workflow, actor, { companyId, objectType: 'account_number', values: {} });
  t.equal(empty.change, null);
  t.equal((await listObjects(em(), companyId, ['account_number']))[0]!.pendingCreation, false);
  const denied = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'subsidiary',
    values: { name: 'Sub NV' },
  });
  const res = await api.call(
    workflowRoutes.denyChange,
    { id: denied.change!.id, text: 'not one of our subsidiaries' },
    org.checker.token,
  );
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.same(await listObjects(em(), companyId, ['subsidiary']), []);
});

t.test('services answer only within the caller organisation', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Scoped BV');
  const { id } = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'kyc_file',
    values: { documentType: 'kyc-aoi-5' },
  });
  t.match(await dossier.company(em(), orgId, companyId), {
    id: companyId,
    name: 'Scoped BV',
    companyType: 'corporate',
    pendingCreation: false,
  });
  t.match(await dossier.object(em(), orgId, id), { id, companyId, objectType: 'kyc_file' });
  const foreign = api.orm.em.fork();
  foreign.setFilterParams('tenant', { organization: otherOrgId });
  t.equal(await dossier.company(foreign, otherOrgId, companyId), null);
  t.equal(await dossier.object(foreign, otherOrgId, id), null);
});

t.test("delete-object: permission by the object's place, another organisation gets 404", async (t) => {
  const companyId = await approvedCorporate(api, org, 'Delete BV');
  const md = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'mbd_related',
    values: { entity_type: 'person' },
  });
  const person = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'person',
    parentId: md.id,
    values: { firstName: 'Bo' },
  });
  const file = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'kyc_file',
    parentId: person.id,
    values: { documentType: 'passport_file' },
  });
  t.equal(
    (await api.call(workflowRoutes.deleteObject, { id: file.id, type: 'kyc_file' }, org.client.token)).status,
    403,
    'a client may not',
  );
  t.equal(
    (await api.call(workflowRoutes.deleteObject, { id: file.id, type: 'kyc_file' }, other.maker.token)).status,
    404,
    'another organisation',
  );
  const res = await api.call(workflowRoutes.deleteObject, { id: file.id, type: 'kyc_file' }, org.maker.token);
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.equal(res.body.status, 'success');
  t.equal(
    (await api.call(workflowRoutes.deleteObject, { id: md.id, type: 'ubo' }, org.maker.token)).status,
    404,
    'the id is not a UBO',
  );
});

t.test('accounts: approved account numbers of approved clients, within the caller organisation', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Accounts BV');
  const approved = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'account_number',
    values: { account_number: 'NL91 abna 0417 1643 00' },
  });
  await approve(api, org.checker.token, approved.change!.id);
  const profile = await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'transaction_profile',
    values: { account_number: '001234567', currency: 'EUR' },
  });
  await approve(api, org.checker.token, profile.change!.id);
  await createObject(em(), workflow, actor, {
    companyId,
    objectType: 'account_number',
    values: { account_number: 'DE89370400440532013000' },
  }); // awaits approval: not an account of the client yet
  await createObject(em(), workflow, actor, { companyId, objectType: 'account_number', values: {} });
  // A pending new number keeps the approved one until approval.
  await updateObject(em(), workflow, actor, 'account_number', approved.id, {
    account_number: 'GB29NWBK60161331926819',
  });

  const mine = (await dossier.accounts(em(), orgId)).filter((a) => a.companyId === companyId);
  t.same(
    mine.sort((a, b) => a.number.localeCompare(b.number)),
    [
      { companyId, number: '001234567', objectType: 'transaction_profile' },
      { companyId, number: 'NL91 abna 0417 1643 00', objectType: 'account_number' },
    ],
    'as written in the dossier, approved values only',
  );
  const foreign = api.orm.em.fork();
  foreign.setFilterParams('tenant', { organization: otherOrgId });
  t.same(
    (await dossier.accounts(foreign, otherOrgId)).filter((a) => a.companyId === companyId),
    [],
    'another organisation',
  );
});
