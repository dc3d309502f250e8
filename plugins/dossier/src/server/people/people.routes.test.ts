import { withCompanions, workflowRoutes, type ReviewAction } from '@app/plugin-workflow/shared';
import t from 'tap';
import { dossierRoutes as r, PEOPLE_MESSAGES as M, type PeopleNode } from '../../shared/index.ts';
import { approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';
import { approveAll, bundle, value } from './people.test-helpers.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const { maker, checker, auditor } = org;

const count = async (companyId: string) => {
  const b = await bundle(api, maker.token, companyId);
  return b.persons!.length + b.entities!.length + b.shareholders!.length + b.ubos!.length + b.mds!.length;
};

t.test(
  'a shareholder chain: corporate shareholder with a person below, approved by a colleague, in the bundle',
  async (t) => {
    const companyId = await approvedCorporate(api, org, 'Chain Holding BV');
    const top = await api.call(
      r.createShareholder,
      {
        company_id: companyId,
        shareholder_type: 'entity',
        percentage_held: 60,
        name: 'Parent Holdings Ltd',
        location_type: 'abroad',
      },
      maker.token,
    );
    t.equal(top.status, 200, JSON.stringify(top.body));
    t.equal(top.body.message, 'Shareholder added successfully');
    t.ok(top.body.change_id, 'a change request');
    const sh = top.body.shareholder as PeopleNode;
    t.equal(sh.pending_creation, true);
    t.same(sh.percentage_held, { value: null, new_value: 60 });
    t.equal(sh.entity!.object_type, 'legalEntity');
    t.same(sh.entity!.name, { value: null, new_value: 'Parent Holdings Ltd' });

    const child = await api.call(
      r.createShareholder,
      {
        company_id: companyId,
        parent_id: sh._id,
        shareholder_type: 'person',
        percentage_held: 100,
        firstName: 'Anna',
        lastName: 'Lopez',
      },
      maker.token,
    );
    t.equal(child.status, 200, JSON.stringify(child.body));
    t.equal(
      (
        await api.call(
          r.createShareholder,
          {
            company_id: companyId,
            parent_id: child.body.shareholder._id,
            shareholder_type: 'person',
            percentage_held: 5,
            firstName: 'Bob',
            lastName: 'Brown',
          },
          maker.token,
        )
      ).status,
      400,
      'an Individual shareholder has no shareholders',
    );

    // ADR 0049: one 'add shareholder' = the shareholder's request and its owner's, which names the shareholder.
    const waiting = (
      await api.call(
        workflowRoutes.listNotifications,
        { view: 'forConfirmation', company_id: companyId },
        checker.token,
      )
    ).body.notifications as ReviewAction[];
    const ownerRequest = waiting.find(
      (n) => n.objectType === 'person' && n.share_holder_related === child.body.shareholder._id,
    );
    t.ok(ownerRequest, "the person's creation references its shareholder");
    t.ok(
      waiting.find((n) => n.objectType === 'legalEntity' && n.share_holder_related === sh._id),
      "so does the entity's",
    );
    t.same(
      withCompanions(waiting)
        .filter((l) => l.partOf)
        .map((l) => [l.item.objectType, l.partOf!.object_id])
        .sort(),
      [
        ['legalEntity', sh._id],
        ['person', child.body.shareholder._id],
      ],
      'the reviewer sees each owner under its shareholder',
    );
    t.equal(await approveAll(api, org, companyId), 4, 'two shareholders and their person and entity');
    const b = await bundle(api, auditor.token, companyId);
    const root = b.shareholders!.find((s) => s.parent_id === null)!;
    t.same(root.percentage_held, { value: 60 });
    t.equal(root.pending_creation, false);
    t.equal(value(root.entity, 'name'), 'Parent Holdings Ltd');
    t.equal(root.children!.length, 1);
    t.equal(value(root.children![0]!.entity, 'firstName'), 'Anna');
    t.equal(b.shareholders!.length, 2, 'the flat list keeps every shareholder');
    const anna = b.persons!.find((p) => value(p, 'firstName') === 'Anna')!;
    t.equal(anna.share_holder_related, child.body.shareholder._id);
    t.equal(value(anna, 'role'), 'shareholder');
    t.same(anna.files, {});
    t.equal(b.entities![0]!.share_holder_related, sh._id);

    const got = await api.call(r.getShareholder, { id: sh._id }, auditor.token);
    t.equal(got.status, 200);
    t.equal(got.body.shareholder.children.length, 1);
  },
);

t.test('share rules and add-dialog messages; nothing is created', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Shares Rule NV');
  const first = await api.call(
    r.createShareholder,
    { company_id: companyId, shareholder_type: 'person', percentage_held: 60, firstName: 'Carla', lastName: 'Diaz' },
    maker.token,
  );
  t.equal(first.status, 200);
  const before = await count(companyId);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ shareholder_type: 'person', firstName: 'Ann', lastName: 'Lee' }, 'percentage_held', M.percentRequired],
    [{ percentage_held: 10, firstName: 'Ann', lastName: 'Lee' }, 'shareholder_type', M.shareholderTypeRequired],
    [
      { shareholder_type: 'person', percentage_held: 0, firstName: 'Ann', lastName: 'Lee' },
      'percentage_held',
      M.percentMin,
    ],
    [
      { shareholder_type: 'person', percentage_held: -5, firstName: 'Ann', lastName: 'Lee' },
      'percentage_held',
      M.percentMin,
    ],
    [
      { shareholder_type: 'person', percentage_held: 101, firstName: 'Ann', lastName: 'Lee' },
      'percentage_held',
      M.percentMax,
    ],
    [
      { shareholder_type: 'person', percentage_held: 50, firstName: 'Ann', lastName: 'Lee' },
      'percentage_held',
      'Percentage of shares held must be less than 40%',
    ],
    [{ shareholder_type: 'person', percentage_held: 10, lastName: 'Lee' }, 'firstName', M.firstNameRequired],
    [{ shareholder_type: 'person', percentage_held: 10, firstName: 'Ann' }, 'lastName', M.lastNameRequired],
    [{ shareholder_type: 'person', percentage_held: 10, firstName: 'Al', lastName: 'Lee' }, 'firstName', M.name],
    [{ shareholder_type: 'entity', percentage_held: 10 }, 'name', M.companyNameRequired],
    [{ shareholder_type: 'entity', percentage_held: 10, name: 'Short' }, 'name', M.entityName],
    [
      { shareholder_type: 'trust', percentage_held: 10 },
      'shareholder_type',
      M.choice('Shareholder type', ['person', 'entity']),
    ],
  ];
  for (const [input, field, message] of cases) {
    const res = await api.call(r.createShareholder, { company_id: companyId, ...input }, maker.token);
    t.equal(res.status, 400, JSON.stringify(input));
    t.match(res.body.errors, [{ field, message }], JSON.stringify(input));
  }
  t.equal(
    (
      await api.call(
        r.createShareholder,
        { company_id: companyId, shareholder_type: 'person', percentage_held: 40, firstName: 'Eve', lastName: 'Fox' },
        maker.token,
      )
    ).status,
    200,
    'exactly the rest is allowed',
  );
  t.equal(
    (
      await api.call(
        r.createShareholder,
        { company_id: companyId, shareholder_type: 'person', percentage_held: 'ten' },
        maker.token,
      )
    ).status,
    400,
    'wrong type: 400, not 5xx',
  );
  t.equal(
    (
      await api.call(
        r.createShareholder,
        {
          company_id: companyId,
          shareholder_type: 'person',
          percentage_held: 1,
          firstName: 'Ann',
          lastName: 'Lee',
          extra: 1,
        },
        maker.token,
      )
    ).status,
    400,
  );
  const upd = await api.call(r.updateShareholder, { id: first.body.shareholder._id, percentage_held: 61 }, maker.token);
  t.equal(
    upd.body.message,
    'Percentage of shares held must be less than 60%',
    'the remaining share excludes the shareholder itself',
  );
  t.equal(await count(companyId), before + 2, 'only the valid one was added');
  const ok = await api.call(r.updateShareholder, { id: first.body.shareholder._id, percentage_held: 55 }, maker.token);
  t.equal(ok.status, 200);
  t.same(
    ok.body.shareholder.percentage_held,
    { value: null, new_value: 55 },
    'the creation and the edit are one pending change',
  );
});

t.test('managing directors: person or legal entity, officials, the >10% owners block', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Directors Ltd');
  const bad = await api.call(r.createMd, { company_id: companyId }, maker.token);
  t.equal(bad.status, 400);
  t.match(bad.body.errors, [
    { field: 'location_type', message: M.locationRequired },
    { field: 'entity_type', message: M.directorTypeRequired },
  ]);
  t.match(
    (await api.call(r.createMd, { company_id: companyId, location_type: 'local', entity_type: 'entity' }, maker.token))
      .body.errors,
    [{ field: 'name', message: M.companyNameRequired }],
  );
  const person = await api.call(
    r.createMd,
    { company_id: companyId, location_type: 'local', entity_type: 'person', firstName: 'Dirk', lastName: 'Jansen' },
    maker.token,
  );
  t.equal(person.status, 200, JSON.stringify(person.body));
  t.equal(person.body.message, 'Managing Director added successfully');
  const md = await api.call(
    r.createMd,
    { company_id: companyId, location_type: 'abroad', entity_type: 'entity', name: 'Director Services NV' },
    maker.token,
  );
  const mdId = md.body.md._id as string;
  t.equal(md.body.md.legalEntity.object_type, 'legalEntity');
  const official = await api.call(
    r.createPerson,
    { company_id: companyId, parent_id: mdId, firstName: 'Olga', lastName: 'Smit', title: 'Secretary' },
    maker.token,
  );
  t.equal(official.status, 200, JSON.stringify(official.body));
  t.equal(official.body.message, 'Official added successfully');
  t.same(official.body.person.role, { value: null, new_value: 'official' });
  t.match(
    (
      await api.call(
        r.createPerson,
        { company_id: companyId, parent_id: mdId, firstName: 'Olga', lastName: 'Smit', title: 'Boss' },
        maker.token,
      )
    ).body.errors,
    [{ field: 'title' }],
  );
  t.equal(
    (await api.call(r.createEntity, { company_id: companyId, parent_id: mdId, name: 'Second Entity NV' }, maker.token))
      .status,
    400,
    'one legal entity per director',
  );

  const low = await api.call(
    r.createShareholder,
    {
      company_id: companyId,
      parent_id: mdId,
      shareholder_type: 'person',
      percentage_held: 10,
      firstName: 'Lowe',
      lastName: 'Owner',
    },
    maker.token,
  );
  t.match(low.body.errors, [{ field: 'percentage_held', message: M.mdOwnerAboveTen }]);
  t.equal(
    (
      await api.call(
        r.createShareholder,
        {
          company_id: companyId,
          parent_id: mdId,
          shareholder_type: 'person',
          percentage_held: 30,
          firstName: 'High',
          lastName: 'Owner',
        },
        maker.token,
      )
    ).status,
    200,
  );
  t.equal(
    (
      await api.call(
        r.createShareholder,
        {
          company_id: companyId,
          parent_id: person.body.md._id,
          shareholder_type: 'person',
          percentage_held: 30,
          firstName: 'High',
          lastName: 'Owner',
        },
        maker.token,
      )
    ).status,
    400,
    'not below an Individual director',
  );

  // The director's legal entity lists the natural persons of its owners block as `mbd_ubo` [001:187, 002:135].
  const bundle = (await api.call(r.kycFilesInfo, { company_id: companyId }, auditor.token)).body;
  const mdEntity = (
    bundle.entities as {
      _id: string;
      mbd_related: string | null;
      mbd_ubo: { firstName: unknown; share_holder_related: string }[];
    }[]
  ).find((e) => e.mbd_related === mdId)!;
  t.match(mdEntity.mbd_ubo, [{ firstName: { new_value: 'High' } }], 'the >10% owner, pending like the rest');
  t.equal(mdEntity.mbd_ubo.length, 1);
  t.ok(mdEntity.mbd_ubo[0]!.share_holder_related, 'each names its shareholder');
  const entityWire = await api.call(r.getEntity, { id: mdEntity._id }, auditor.token);
  t.same(
    (entityWire.body.entity as { mbd_ubo: { _id: string }[] }).mbd_ubo.map((p) => p._id),
    mdEntity.mbd_ubo.map((p) => (p as unknown as { _id: string })._id),
    'get-entity/{id} carries the same list',
  );

  const plain = await api.call(r.getMd, { id: mdId }, auditor.token);
  t.equal(plain.status, 200);
  t.notOk('persons' in plain.body.md, 'without dependencies: the director alone');
  const deps = await api.call(r.getMd, { id: mdId, dependencies: 'true' }, auditor.token);
  t.equal(deps.body.md.persons.length, 1);
  t.equal(deps.body.md.shareholders.length, 1);
  t.equal((await api.call(r.updateMd, { id: mdId, location_type: 'moon' }, maker.token)).status, 400);
  const moved = await api.call(r.updateMd, { id: mdId, location_type: 'local' }, maker.token);
  t.same(moved.body.md.location_type, { value: null, new_value: 'local' });
});

t.test('person and entity fields: seed messages under the field, only changed fields proposed', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Person Fields BV');
  const ubo = await api.call(
    r.createUbo,
    { company_id: companyId, location_type: 'abroad', firstName: 'Uma', lastName: 'Berg', percentage_held: 30 },
    maker.token,
  );
  t.equal(ubo.status, 200, JSON.stringify(ubo.body));
  t.equal(ubo.body.message, 'UBO added successfully');
  await approveAll(api, org, companyId);
  const personId = (await api.call(r.getUbo, { id: ubo.body.ubo._id }, maker.token)).body.ubo.person._id as string;
  const future = new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ firstName: 'Al' }, 'firstName', M.name],
    [{ lastName: 'x'.repeat(21) }, 'lastName', M.name],
    [{ firstName: '' }, 'firstName', M.firstNameRequired],
    [{ tinNumber: '12345' }, 'tinNumber', M.tin],
    [{ tinNumber: '12345abcde' }, 'tinNumber', M.tin],
    [{ passportNumber: 'AB1' }, 'passportNumber', M.passport],
    [{ dateIssued: future }, 'dateIssued', M.dateIssuedFuture],
    [{ dateExpiry: '2001-01-01' }, 'dateExpiry', M.dateExpiryPast],
    [{ dateExpiry: '2030-02-30' }, 'dateExpiry', M.date],
    [{ secondDateExpiry: '2020-06-30' }, 'secondDateExpiry', M.dateExpiryPast],
    [{ address_line_1: 'Short street' }, 'address_line_1', M.address],
    [{ zip: '123' }, 'zip', M.zip],
    [{ dateOfBirth: '1920-05-01' }, 'dateOfBirth', M.birthDate],
    [{ dateOfBirth: '2001-02-29' }, 'dateOfBirth', M.birthDate],
    [{ title: 'Director' }, 'title', 'A UBO has no title'],
    [{ percentage_held: 120 }, 'percentage_held', M.percentMax],
  ];
  for (const [input, field, message] of cases) {
    const res = await api.call(r.updatePerson, { id: personId, ...input }, maker.token);
    t.equal(res.status, 400, JSON.stringify(input));
    t.match(res.body.errors, [{ field, message }], JSON.stringify(input));
  }
  const good = {
    firstName: 'Uma',
    tinNumber: '1234567890',
    dateOfBirth: '2000-02-29',
    address_line_1: 'Kaya Grandi 12, Willemstad',
    zip: '12345',
    dateIssued: '2020-01-01',
    dateExpiry: '2031-01-01',
  };
  const res = await api.call(r.updatePerson, { id: personId, ...good }, maker.token);
  t.equal(res.status, 200, JSON.stringify(res.body));
  const change = (await api.call(workflowRoutes.getNotification, { id: res.body.change_id }, checker.token)).body
    .notification;
  t.notOk('firstName' in JSON.parse(change.fields), 'an unchanged field is not proposed');
  t.same(res.body.person.tinNumber, { value: null, new_value: '1234567890' }, 'pending marker');

  const entityRes = await api.call(
    r.createShareholder,
    { company_id: companyId, shareholder_type: 'entity', percentage_held: 20, name: 'Entity Fields NV' },
    maker.token,
  );
  const entityId = entityRes.body.shareholder.entity._id as string;
  for (const [input, field] of [
    [{ name: 'Tiny' }, 'name'],
    [{ zip: '1' }, 'zip'],
    [{ city: 'AB' }, 'city'],
    [{ address_line_2: 'short' }, 'address_line_2'],
  ] as const) {
    const bad = await api.call(r.updateEntity, { id: entityId, ...input }, maker.token);
    t.equal(bad.status, 400);
    t.match(bad.body.errors, [{ field }]);
  }
  const ent = await api.call(r.updateEntity, { id: entityId, supervised: true, city: 'Willemstad' }, maker.token);
  t.equal(ent.status, 200);
  t.same(ent.body.entity.supervised, { value: null, new_value: true });
  const plain = await api.call(r.getEntity, { id: entityId }, auditor.token);
  t.equal(plain.body.entity.share_holder_related, entityRes.body.shareholder._id);
});

t.test('account holder: its own person section, once; not for a corporate', async (t) => {
  const holder = await api.call(
    r.createCompany,
    { company_type: 'account_holder', first_name: 'Mia', last_name: 'Holder', account_holder_type: 'bank' },
    maker.token,
  );
  const companyId = holder.body.company._id as string;
  const res = await api.call(
    r.createPerson,
    { company_id: companyId, role: 'account_holder', firstName: 'Mia', lastName: 'Holder' },
    maker.token,
  );
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.same(res.body.person.role, { value: null, new_value: 'account_holder' });
  t.equal(
    (
      await api.call(
        r.createPerson,
        { company_id: companyId, role: 'account_holder', firstName: 'Mia', lastName: 'Holder' },
        maker.token,
      )
    ).status,
    400,
    'once',
  );
  const corporate = await approvedCorporate(api, org, 'Not A Holder BV');
  t.equal(
    (
      await api.call(
        r.createPerson,
        { company_id: corporate, role: 'account_holder', firstName: 'Mia', lastName: 'Holder' },
        maker.token,
      )
    ).status,
    400,
  );
  t.equal(
    (
      await api.call(
        r.createUbo,
        { company_id: companyId, firstName: 'Uli', lastName: 'Owner', percentage_held: 100 },
        maker.token,
      )
    ).status,
    200,
    'account holders declare UBOs too',
  );
});
