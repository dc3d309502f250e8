import { workflowRoutes } from '@app/plugin-workflow/shared';
import t from 'tap';
import { DOSSIER_MESSAGES, dossierRoutes as r } from '../../shared/index.ts';
import { approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';
import { approveAll, bundle, value } from './people.test-helpers.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker, auditor, client } = org;

const count = async (companyId: string) => {
  const b = await bundle(api, maker.token, companyId);
  return b.persons!.length + b.entities!.length + b.shareholders!.length + b.ubos!.length + b.mds!.length;
};

t.test('who may: section permissions by place; auditors and clients only look', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Permissions NV');
  const sh = await api.call(
    r.createShareholder,
    { company_id: companyId, shareholder_type: 'person', percentage_held: 50, firstName: 'Pia', lastName: 'Perm' },
    maker.token,
  );
  const md = await api.call(
    r.createMd,
    { company_id: companyId, location_type: 'local', entity_type: 'entity', name: 'Permission Directors NV' },
    maker.token,
  );
  const before = await count(companyId);
  for (const who of [auditor, client, checker]) {
    t.equal(
      (
        await api.call(
          r.createShareholder,
          { company_id: companyId, shareholder_type: 'person', percentage_held: 5, firstName: 'Nop', lastName: 'Nope' },
          who.token,
        )
      ).status,
      403,
    );
    t.equal(
      (await api.call(r.createUbo, { company_id: companyId, firstName: 'Nop', lastName: 'Nope' }, who.token)).status,
      403,
    );
    t.equal(
      (
        await api.call(
          r.createMd,
          { company_id: companyId, location_type: 'local', entity_type: 'person', firstName: 'Nop', lastName: 'Nope' },
          who.token,
        )
      ).status,
      403,
    );
    t.equal(
      (
        await api.call(
          r.createPerson,
          { company_id: companyId, parent_id: md.body.md._id, firstName: 'Nop', lastName: 'Nope' },
          who.token,
        )
      ).status,
      403,
    );
    t.equal((await api.call(r.getShareholder, { id: sh.body.shareholder._id }, who.token)).status, 200, 'views');
    t.equal((await api.call(r.getMd, { id: md.body.md._id }, who.token)).status, 200);
  }
  for (const who of [auditor, checker]) {
    t.equal(
      (await api.call(r.updatePerson, { id: sh.body.shareholder.entity._id, city: 'Kralendijk' }, who.token)).status,
      403,
    );
    t.equal(
      (await api.call(r.updateEntity, { id: md.body.md.legalEntity._id, city: 'Kralendijk' }, who.token)).status,
      403,
    );
  }
  const byClient = await api.call(
    r.updatePerson,
    { id: sh.body.shareholder.entity._id, city: 'Kralendijk' },
    client.token,
  );
  t.equal(byClient.status, 200, 'a client fills in information (upload_ubo_section_general)');
  t.equal(await count(companyId), before, 'nothing created');
  t.equal(
    (
      await api.call(
        r.createShareholder,
        {
          company_id: companyId,
          shareholder_type: 'person',
          percentage_held: 5,
          firstName: 'Ann',
          lastName: 'Lee',
          snapshotId: 'abc',
        },
        maker.token,
      )
    ).body.message,
    DOSSIER_MESSAGES.viewingSnapshot,
  );
  t.equal(
    (
      await api.call(
        r.updatePerson,
        { id: sh.body.shareholder.entity._id, city: 'Kralendijk', snapshot_id: 'abc' },
        maker.token,
      )
    ).status,
    400,
  );
});

t.test('another organisation: 404 everywhere, nothing changes', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Foreign Eyes BV');
  const sh = await api.call(
    r.createShareholder,
    { company_id: companyId, shareholder_type: 'entity', percentage_held: 50, name: 'Private Holdings NV' },
    maker.token,
  );
  const md = await api.call(
    r.createMd,
    { company_id: companyId, location_type: 'local', entity_type: 'person', firstName: 'Max', lastName: 'Private' },
    maker.token,
  );
  const ubo = await api.call(
    r.createUbo,
    { company_id: companyId, firstName: 'Una', lastName: 'Private' },
    maker.token,
  );
  await approveAll(api, org, companyId);
  const before = JSON.stringify(await bundle(api, maker.token, companyId));
  const x = other.maker.token;
  const ids = {
    sh: sh.body.shareholder._id,
    entity: sh.body.shareholder.entity._id,
    md: md.body.md._id,
    person: md.body.md.persons[0]._id,
    ubo: ubo.body.ubo._id,
  };
  const calls: [string, number][] = [
    [
      'createShareholder',
      (
        await api.call(
          r.createShareholder,
          { company_id: companyId, shareholder_type: 'person', percentage_held: 5, firstName: 'Ann', lastName: 'Lee' },
          x,
        )
      ).status,
    ],
    [
      'createShareholder parent',
      (
        await api.call(
          r.createShareholder,
          {
            company_id: companyId,
            parent_id: ids.sh,
            shareholder_type: 'person',
            percentage_held: 5,
            firstName: 'Ann',
            lastName: 'Lee',
          },
          x,
        )
      ).status,
    ],
    [
      'createUbo',
      (await api.call(r.createUbo, { company_id: companyId, firstName: 'Ann', lastName: 'Lee' }, x)).status,
    ],
    [
      'createMd',
      (
        await api.call(
          r.createMd,
          { company_id: companyId, location_type: 'local', entity_type: 'person', firstName: 'Ann', lastName: 'Lee' },
          x,
        )
      ).status,
    ],
    [
      'createPerson',
      (
        await api.call(
          r.createPerson,
          { company_id: companyId, parent_id: ids.md, firstName: 'Ann', lastName: 'Lee' },
          x,
        )
      ).status,
    ],
    [
      'createEntity',
      (await api.call(r.createEntity, { company_id: companyId, parent_id: ids.sh, name: 'Other Entity NV' }, x)).status,
    ],
    ['updateShareholder', (await api.call(r.updateShareholder, { id: ids.sh, percentage_held: 10 }, x)).status],
    ['updateUbo', (await api.call(r.updateUbo, { id: ids.ubo, location_type: 'local' }, x)).status],
    ['updateMd', (await api.call(r.updateMd, { id: ids.md, location_type: 'abroad' }, x)).status],
    ['updatePerson', (await api.call(r.updatePerson, { id: ids.person, firstName: 'Hacker' }, x)).status],
    ['updateEntity', (await api.call(r.updateEntity, { id: ids.entity, name: 'Hacked Holdings NV' }, x)).status],
    ['getPerson', (await api.call(r.getPerson, { id: ids.person }, x)).status],
    ['getEntity', (await api.call(r.getEntity, { id: ids.entity }, x)).status],
    ['getUbo', (await api.call(r.getUbo, { id: ids.ubo }, x)).status],
    ['getShareholder', (await api.call(r.getShareholder, { id: ids.sh }, x)).status],
    ['getMd', (await api.call(r.getMd, { id: ids.md, dependencies: 'true' }, x)).status],
    ['delete person', (await api.call(workflowRoutes.deleteObject, { id: ids.person, type: 'person' }, x)).status],
  ];
  for (const [name, status] of calls) t.equal(status, 404, name);
  t.equal(JSON.stringify(await bundle(api, maker.token, companyId)), before, 'nothing changed');
  t.equal(
    (await api.call(r.getPerson, { id: 'not-an-id' }, maker.token)).status,
    404,
    'a malformed id is simply not found',
  );
});

t.test('removals through delete-object: every people type, with what sits below', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Removals NV');
  const sh = await api.call(
    r.createShareholder,
    { company_id: companyId, shareholder_type: 'entity', percentage_held: 50, name: 'Removable Holding NV' },
    maker.token,
  );
  const child = await api.call(
    r.createShareholder,
    {
      company_id: companyId,
      parent_id: sh.body.shareholder._id,
      shareholder_type: 'person',
      percentage_held: 50,
      firstName: 'Kid',
      lastName: 'Holder',
    },
    maker.token,
  );
  const md = await api.call(
    r.createMd,
    { company_id: companyId, location_type: 'local', entity_type: 'entity', name: 'Removable Directors NV' },
    maker.token,
  );
  const official = await api.call(
    r.createPerson,
    { company_id: companyId, parent_id: md.body.md._id, firstName: 'Otto', lastName: 'Official', title: 'Director' },
    maker.token,
  );
  const ubo = await api.call(
    r.createUbo,
    { company_id: companyId, firstName: 'Ursula', lastName: 'Removed' },
    maker.token,
  );
  await approveAll(api, org, companyId);
  const del = async (id: string, type: string, token = maker.token) =>
    api.call(workflowRoutes.deleteObject, { id, type }, token);
  t.equal((await del(ubo.body.ubo._id, 'ubo', auditor.token)).status, 403, 'an auditor may not');
  t.equal((await del(official.body.person._id, 'person', client.token)).status, 403);
  const requests: [string, string][] = [
    [ubo.body.ubo._id, 'ubo'],
    [official.body.person._id, 'person'],
    [md.body.md.legalEntity._id, 'legalEntity'],
    [child.body.shareholder._id, 'share_holder_related'],
  ];
  for (const [id, type] of requests) {
    const res = await del(id, type);
    t.equal(res.status, 200, `${type}: ${JSON.stringify(res.body)}`);
    t.equal(res.body.message, 'Deleted request has been submitted successfully');
  }
  t.equal((await bundle(api, maker.token, companyId)).ubos!.length, 1, 'waits for approval');
  await approveAll(api, org, companyId);
  let b = await bundle(api, maker.token, companyId);
  t.equal(b.ubos!.length, 0);
  t.equal(b.shareholders!.length, 1, 'the child shareholder went');
  t.notOk(
    b.persons!.some((p) => ['Kid', 'Otto', 'Ursula'].includes(String(value(p, 'firstName')))),
    'and the persons below',
  );
  t.equal(b.mds![0]!.legalEntity, null);
  t.equal((await del(md.body.md._id, 'mbd_related')).status, 200);
  t.equal((await del(sh.body.shareholder._id, 'share_holder_related')).status, 200);
  await approveAll(api, org, companyId);
  b = await bundle(api, maker.token, companyId);
  t.equal(b.mds!.length + b.shareholders!.length + b.entities!.length + b.persons!.length, 0, 'all gone');
});
