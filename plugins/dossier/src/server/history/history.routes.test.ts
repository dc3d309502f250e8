import { usersRoutes } from '@app/plugin-auth/shared';
import { workflowRoutes, workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import { DOSSIER_MESSAGES as M, dossierRoutes as r } from '../../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, dashboard, team } from '../dossier.test-helpers.ts';
import { createObject, listObjects } from '../objects/objects.service.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker, supervisor, auditor, client } = org;
const workflow = api.services.get(workflowService);
const orgId = (await api.call(usersRoutes.getUser, {}, maker.token)).body.organization._id as string;
const em = () => {
  const e = api.orm.em.fork();
  e.setFilterParams('tenant', { organization: orgId });
  return e;
};
const actor = { userId: maker.id, organizationId: orgId };
const snapshotCount = async () =>
  Number((await api.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from dossier_snapshot'))[0]!.n);

/** A client with an approved risk level and an approved shareholder with a person below it. */
async function filledDossier(name: string) {
  const id = await approvedCorporate(api, org, name, 'local');
  const res = await api.call(
    r.updateKycReview,
    { id, risk_level: 'low', previous_review_date: '2025-01-10', chamber_of_commerce: 'KVK-1' },
    maker.token,
  );
  await approve(api, checker.token, res.body.change_id);
  const sh = await createObject(em(), workflow, actor, {
    companyId: id,
    objectType: 'share_holder_related',
    values: { shareholder_type: 'entity', percentage_held: 60, name: 'Parent BV' },
  });
  await approve(api, checker.token, sh.change!.id);
  const person = await createObject(em(), workflow, actor, {
    companyId: id,
    objectType: 'person',
    parentId: sh.id,
    values: { firstName: 'Ann', lastName: 'Lee' },
  });
  await approve(api, checker.token, person.change!.id);
  return { id, shareholder: sh.id, person: person.id };
}

t.test('complete-report: who may, the label rule, approved values only, other organisation', async (t) => {
  const d = await filledDossier('Revision One BV');
  const pending = await api.call(r.updateKycReview, { id: d.id, chamber_of_commerce: 'KVK-PENDING' }, maker.token);
  t.ok(pending.body.change_id, 'a change waits for confirmation');
  const before = await snapshotCount();
  for (const label of ['', '   ', null, undefined]) {
    const bad = await api.call(r.completeReport, { company_id: d.id, label, comment: 'x' }, checker.token);
    t.equal(bad.status, 400, `label ${JSON.stringify(label)}`);
    t.equal(bad.body.message, M.snapshotLabelRequired);
    t.same(bad.body.errors, [{ field: 'label', message: 'Please fill in the name field' }]);
  }
  t.equal(
    (await api.call(r.completeReport, { company_id: d.id, label: 'x', extra: 1 } as never, checker.token)).status,
    400,
    'unknown key',
  );
  t.equal(
    (await api.call(r.completeReport, { company_id: d.id, label: 'x'.repeat(201) }, checker.token)).status,
    400,
    'label too long',
  );
  t.equal((await api.call(r.completeReport, { company_id: d.id, label: 'Q1' })).status, 401);
  t.equal(
    (await api.call(r.completeReport, { company_id: d.id, label: 'Q1' }, maker.token)).status,
    403,
    'account manager lacks verify_report',
  );
  t.equal((await api.call(r.completeReport, { company_id: d.id, label: 'Q1' }, auditor.token)).status, 403);
  t.equal(
    (await api.call(r.completeReport, { company_id: d.id, label: 'Q1' }, other.checker.token)).status,
    404,
    'other organisation',
  );
  t.equal((await api.call(r.completeReport, { company_id: 'nope', label: 'Q1' }, checker.token)).status, 404);
  t.equal(await snapshotCount(), before, 'nothing stored by refused calls');

  const comment = [{ type: 'p', children: [{ text: 'Annual review done' }] }];
  const ok = await api.call(r.completeReport, { company_id: d.id, label: ' 2026 review ', comment }, checker.token);
  t.equal(ok.status, 200);
  t.equal(ok.body.status, 'success');
  const s = ok.body.snapshot;
  t.match(s, {
    label: '2026 review',
    comment,
    comment_by: checker.username,
    company_type: 'corporate',
    company_id: d.id,
    objects_count: 2,
  });
  t.equal(s.snapshot_id, s._id);
  t.ok(!Number.isNaN(Date.parse(s.snapshotDate)));

  const frozen = (await api.call(r.dashboardData, { company_id: d.id, snapshotId: s._id }, auditor.token)).body
    .companyData;
  t.same(frozen.chamber_of_commerce, { value: 'KVK-1' }, 'the pending value is not part of the revision');
  t.equal(frozen.changesCount, 0);

  const [audit] = await api.orm.em
    .fork()
    .execute<{ actor_name: string }[]>(
      `select actor_name from core_audit_event where object_id = ? and action = 'revision.created'`,
      [s._id],
    );
  t.equal(audit?.actor_name, checker.username, 'written to the audit trail');
});

t.test('snapshots/list and snapshot-save', async (t) => {
  const d = await filledDossier('Listing BV');
  const a = (await api.call(r.completeReport, { company_id: d.id, label: 'First' }, checker.token)).body.snapshot;
  const saved = await api.call(
    r.snapshotSave,
    { company_id: d.id, label: 'Second', comment: 'plain text' },
    supervisor.token,
  );
  t.equal(saved.status, 200);
  const b = saved.body.snapshot;
  t.equal(b.comment, 'plain text');
  const list = await api.call(r.listSnapshots, { id: d.id }, client.token);
  t.equal(list.status, 200, 'the client may view document history');
  t.equal(list.body.id, d.id);
  t.same(
    list.body.snapshots.map((x: { _id: string }) => x._id),
    [b._id, a._id],
    'newest first',
  );
  t.equal((await api.call(r.listSnapshots, { id: d.id }, other.auditor.token)).status, 404, 'other organisation');
  t.equal((await api.call(r.listSnapshots, { id: d.id })).status, 401);

  const edited = await api.call(
    r.snapshotSave,
    { _id: a._id, company_id: d.id, label: 'First (renamed)' },
    checker.token,
  );
  t.equal(edited.status, 200);
  t.equal(edited.body.snapshot.label, 'First (renamed)');
  t.equal(edited.body.snapshot.objects_count, a.objects_count, 'the frozen dossier is untouched');
  t.equal((await api.call(r.snapshotSave, { _id: a._id, company_id: d.id, label: '' }, checker.token)).status, 400);
  t.equal(
    (await api.call(r.snapshotSave, { _id: a._id, company_id: d.id, label: 'x' }, other.checker.token)).status,
    404,
    'other organisation',
  );
  t.equal((await api.call(r.snapshotSave, { _id: a._id, company_id: d.id, label: 'x' }, maker.token)).status, 403);
  const again = await api.call(r.listSnapshots, { id: d.id }, auditor.token);
  t.equal(again.body.snapshots.find((x: { _id: string }) => x._id === a._id).label, 'First (renamed)');
});

t.test('viewing a snapshot: every read serves the frozen state, every write is refused', async (t) => {
  const d = await filledDossier('Frozen BV');
  const s = (await api.call(r.completeReport, { company_id: d.id, label: 'Before' }, checker.token)).body.snapshot;
  const change = await api.call(
    r.updateKycReview,
    { id: d.id, chamber_of_commerce: 'KVK-2', risk_level: 'high' },
    maker.token,
  );
  await approve(api, checker.token, change.body.change_id);
  const late = await createObject(em(), workflow, actor, {
    companyId: d.id,
    objectType: 'ubo',
    values: { location_type: 'abroad' },
  });
  await approve(api, checker.token, late.change!.id);

  t.same((await dashboard(api, maker.token, d.id)).chamber_of_commerce, { value: 'KVK-2' });
  for (const q of [{ snapshotId: s._id }, { snapshot_id: s._id }]) {
    const old = await api.call(r.dashboardData, { company_id: d.id, ...q }, maker.token);
    t.equal(old.status, 200);
    t.same(old.body.companyData.chamber_of_commerce, { value: 'KVK-1' }, `old value (${Object.keys(q)[0]})`);
    t.same(old.body.companyData.risk_level, { value: 'low' });
    const bundle = await api.call(r.kycFilesInfo, { company_id: d.id, ...q }, maker.token);
    t.equal(bundle.status, 200);
    t.notOk(JSON.stringify(bundle.body).includes(late.id), 'the UBO added later is not in the revision');
  }
  t.ok(
    JSON.stringify((await api.call(r.kycFilesInfo, { company_id: d.id }, maker.token)).body).includes(late.id),
    'today it is',
  );
  const elsewhere = await approvedCorporate(api, org, 'Elsewhere BV');
  t.equal(
    (await api.call(r.dashboardData, { company_id: elsewhere, snapshotId: s._id }, maker.token)).status,
    404,
    'a revision of another client',
  );
  t.equal((await api.call(r.dashboardData, { company_id: d.id, snapshotId: 'zz' }, maker.token)).status, 404);
  t.equal(
    (await api.call(r.dashboardData, { company_id: d.id, snapshotId: s._id }, other.maker.token)).status,
    404,
    'other organisation',
  );

  for (const key of ['snapshotId', 'snapshot_id']) {
    const refused = await api.call(
      r.updateKycReview,
      { id: d.id, chamber_of_commerce: 'KVK-3', [key]: s._id },
      maker.token,
    );
    t.equal(refused.status, 400, key);
    t.equal(refused.body.message, M.viewingSnapshot);
  }
  t.same(
    (await dashboard(api, maker.token, d.id)).chamber_of_commerce,
    { value: 'KVK-2' },
    'nothing changed, nothing pending',
  );
  const del = await api.call(
    workflowRoutes.deleteObject,
    { id: late.id, type: 'ubo', snapshotId: s._id } as never,
    maker.token,
  );
  t.equal(del.status, 400, 'delete-object from a snapshot view is refused');
  t.equal((await listObjects(em(), d.id, ['ubo'])).length, 1);
});

t.test('restore proposes the differences as change requests tagged with the revision', async (t) => {
  const d = await filledDossier('Restore Me BV');
  const s = (await api.call(r.completeReport, { company_id: d.id, label: 'Good state' }, checker.token)).body.snapshot;
  const change = await api.call(r.updateKycReview, { id: d.id, chamber_of_commerce: 'KVK-NEW' }, maker.token);
  await approve(api, checker.token, change.body.change_id);
  const removal = await api.call(workflowRoutes.deleteObject, { id: d.person, type: 'person' }, maker.token);
  t.equal(removal.status, 200);
  const pendingRemoval = (
    await api.call(workflowRoutes.listNotifications, { view: 'forConfirmation' }, checker.token)
  ).body.notifications.find((n: { object_id: string }) => n.object_id === d.person);
  await approve(api, checker.token, pendingRemoval._id);
  const added = await createObject(em(), workflow, actor, {
    companyId: d.id,
    objectType: 'ubo',
    values: { location_type: 'local' },
  });
  await approve(api, checker.token, added.change!.id);

  t.equal(
    (await api.call(r.restoreSnapshot, { id: s._id }, maker.token)).status,
    403,
    'account manager lacks verify_report',
  );
  t.equal((await api.call(r.restoreSnapshot, { id: s._id }, other.supervisor.token)).status, 404, 'other organisation');
  t.equal((await api.call(r.restoreSnapshot, { id: 'f'.repeat(24) }, supervisor.token)).status, 404);
  t.equal((await api.call(r.restoreSnapshot, { id: s._id, x: 1 } as never, supervisor.token)).status, 400);

  const res = await api.call(r.restoreSnapshot, { id: s._id }, supervisor.token);
  t.equal(res.status, 200);
  t.equal(res.body.path, `/${d.id}/corporate/?snapshot=${s._id}`);
  t.equal(res.body.change_ids.length, 3, 'dashboard value, the person again, the later UBO out');
  t.same(
    (await dashboard(api, maker.token, d.id)).chamber_of_commerce,
    { value: 'KVK-NEW', new_value: 'KVK-1' },
    'proposed, not applied',
  );
  const waiting = (
    await api.call(workflowRoutes.listNotifications, { view: 'forConfirmation', company_id: d.id }, checker.token)
  ).body.notifications;
  const ours = waiting.filter((n: { _id: string }) => res.body.change_ids.includes(n._id));
  t.equal(ours.length, 3);
  t.ok(
    ours.every((n: { revision: string | null }) => n.revision === s._id),
    'each carries the revision',
  );
  t.same(ours.map((n: { actionType: string }) => n.actionType).sort(), ['change', 'change', 'remove']);

  for (const id of res.body.change_ids) await approve(api, checker.token, id);
  t.same((await dashboard(api, maker.token, d.id)).chamber_of_commerce, { value: 'KVK-1' });
  const live = await listObjects(em(), d.id);
  t.same(live.map((o) => o.objectType).sort(), ['person', 'share_holder_related']);
  const person = live.find((o) => o.objectType === 'person')!;
  t.equal(person.parentId, d.shareholder, 'recreated under its shareholder');
  t.same(person.fields.firstName, { value: 'Ann' });

  const nothing = await api.call(r.restoreSnapshot, { id: s._id }, supervisor.token);
  t.same(nothing.body.change_ids, [], 'nothing differs any more');
});

t.test('delete-object revision: immediate, audited, permission and tenant checked', async (t) => {
  const d = await filledDossier('Delete Rev BV');
  const s = (await api.call(r.completeReport, { company_id: d.id, label: 'To delete' }, checker.token)).body.snapshot;
  t.equal((await api.call(workflowRoutes.deleteObject, { id: s._id, type: 'revision' }, maker.token)).status, 403);
  t.equal((await api.call(workflowRoutes.deleteObject, { id: s._id, type: 'revision' }, auditor.token)).status, 403);
  t.equal(
    (await api.call(workflowRoutes.deleteObject, { id: s._id, type: 'revision' }, other.checker.token)).status,
    404,
    'other organisation',
  );
  t.equal(
    (await api.call(workflowRoutes.deleteObject, { id: 'nonsense', type: 'revision' }, checker.token)).status,
    404,
  );
  t.equal((await api.call(r.listSnapshots, { id: d.id }, auditor.token)).body.snapshots.length, 1, 'still there');
  const ok = await api.call(
    workflowRoutes.deleteObject,
    { id: s._id, type: 'revision', label: 'Document Revision' },
    checker.token,
  );
  t.equal(ok.status, 200);
  t.same(ok.body, { status: 'success', message: 'Document Revision has been deleted successfully' });
  t.equal((await api.call(r.listSnapshots, { id: d.id }, auditor.token)).body.snapshots.length, 0, 'gone at once');
  const [row] = await api.orm.em
    .fork()
    .execute<{ action: string; before: { label: string } }[]>(
      `select action, before from core_audit_event where object_id = ? and action = 'revision.deleted'`,
      [s._id],
    );
  t.equal(row?.before.label, 'To delete', 'written to the audit trail');
  t.equal(
    (await api.call(workflowRoutes.deleteObject, { id: s._id, type: 'revision' }, checker.token)).status,
    404,
    'twice',
  );
});

t.test('dossier-report: the PDF of today and of a revision', async (t) => {
  const d = await filledDossier('Report BV');
  const s = (await api.call(r.completeReport, { company_id: d.id, label: 'For the auditor' }, checker.token)).body
    .snapshot;
  await api.call(r.updateKycReview, { id: d.id, chamber_of_commerce: 'KVK-PENDING' }, maker.token);
  const today = await api.app.inject({
    method: 'GET',
    url: `/api/v1/dossier-report?company_id=${d.id}`,
    headers: { authorization: `Bearer ${auditor.token}` },
  });
  t.equal(today.statusCode, 200);
  t.equal(today.headers['content-type'], 'application/pdf');
  t.match(
    String(today.headers['content-disposition']),
    /attachment; filename="dossier-Report_BV-\d{4}-\d{2}-\d{2}\.pdf"/,
  );
  t.equal(today.rawPayload.subarray(0, 5).toString(), '%PDF-');
  t.ok(today.rawPayload.length > 5000);
  const rev = await api.app.inject({
    method: 'GET',
    url: `/api/v1/dossier-report?company_id=${d.id}&snapshotId=${s._id}`,
    headers: { authorization: `Bearer ${auditor.token}` },
  });
  t.equal(rev.statusCode, 200);
  t.match(String(rev.headers['content-disposition']), /revision-/);
  for (const [token, q, status] of [
    [other.auditor.token, `company_id=${d.id}`, 404],
    [maker.token, `company_id=${d.id}&snapshotId=${'a'.repeat(24)}`, 404],
    [maker.token, 'company_id=', 404],
    [maker.token, '', 400],
  ] as const) {
    const res = await api.app.inject({
      method: 'GET',
      url: `/api/v1/dossier-report?${q}`,
      headers: { authorization: `Bearer ${token}` },
    });
    t.equal(res.statusCode, status, q);
  }
  t.equal((await api.app.inject({ method: 'GET', url: `/api/v1/dossier-report?company_id=${d.id}` })).statusCode, 401);
});
