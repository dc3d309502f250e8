import t from 'tap';
import { WORKFLOW_MESSAGES as M, workflowRoutes as r } from '../shared/index.ts';
import { testItemRoutes, writeDirectly } from '../testing/index.ts';
import { buildWorkflowTestApp, item, proposeItem, team } from './workflow.test-helpers.ts';

const api = await buildWorkflowTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker, checker2 } = org;

const pending = async (token: string) =>
  (await api.call(r.countNotifications, { view: 'forConfirmation' }, token)).body.count as number;
const change = async (id: string, token = checker.token) =>
  (await api.call(r.getNotification, { id }, token)).body.notification;

t.test('creating an object is a change request: current empty, value untouched until approval', async (t) => {
  const before = await pending(checker.token);
  const { itemId, changeId } = await proposeItem(api, maker.token, { name: 'Acme Ltd', amount: 100 });
  t.equal(await pending(checker.token), before + 1);
  const stored = await item(api, maker.token, itemId);
  t.same(stored.name, { value: null, new_value: 'Acme Ltd' }, 'new_value written, value still empty');
  const c = await change(changeId);
  t.equal(c.actionType, 'change');
  t.equal(c.status, 'pending');
  t.equal(c.actionTaken, null);
  t.equal(c.view, 'forConfirmation');
  t.same(JSON.parse(c.fields), { name: { current: null, new: 'Acme Ltd' }, amount: { current: null, new: 100 } });
  t.equal(c.user_name, maker.username);
  t.equal(c.kyc_file, itemId, 'reference of the object kind');
  t.match(c.company_name, /^Client c[0-9a-f]{23}$/);
});

t.test('a save sends only changed fields and extends the one pending change; a revert drops the field', async (t) => {
  const { itemId, changeId } = await proposeItem(api, maker.token, { name: 'Beta BV' });
  await api.call(r.approveChange, { id: changeId }, checker.token);
  const first = await api.call(
    testItemRoutes.updateTestItem,
    { id: itemId, fields: { name: 'Beta BV', amount: 5 } },
    maker.token,
  );
  t.ok(first.body.change_id, 'unchanged name ignored, amount proposed');
  t.same(JSON.parse((await change(first.body.change_id)).fields), { amount: { current: null, new: 5 } });
  const second = await api.call(
    testItemRoutes.updateTestItem,
    { id: itemId, fields: { country: 'NL', amount: 7 } },
    checker2.token,
  );
  t.equal(second.body.change_id, first.body.change_id, 'same pending review action');
  t.same(JSON.parse((await change(first.body.change_id)).fields), {
    amount: { current: null, new: 7 },
    country: { current: null, new: 'NL' },
  });
  await api.call(testItemRoutes.updateTestItem, { id: itemId, fields: { country: null } }, maker.token);
  t.same(
    JSON.parse((await change(first.body.change_id)).fields),
    { amount: { current: null, new: 7 } },
    'reverted field dropped',
  );
  t.same((await item(api, maker.token, itemId)).country, { value: null }, 'its new_value discarded');
  const nothing = await api.call(
    testItemRoutes.updateTestItem,
    { id: itemId, fields: { name: 'Beta BV' } },
    maker.token,
  );
  t.equal(nothing.body.change_id, first.body.change_id, 'nothing new: the pending change stays as it was');
});

t.test('four-eyes: the author cannot approve; nothing applied', async (t) => {
  const { itemId, changeId } = await proposeItem(api, checker2.token, { name: 'Self Made' });
  const res = await api.call(r.approveChange, { id: changeId }, checker2.token);
  t.equal(res.status, 403);
  t.equal(res.body.message, M.selfApproval);
  t.equal((await change(changeId)).status, 'pending');
  t.same((await item(api, checker2.token, itemId)).name, { value: null, new_value: 'Self Made' });
  t.equal((await api.call(r.approveChange, { id: changeId }, checker.token)).status, 200, 'a colleague can');
});

t.test('approve applies all fields in one go and records who and when', async (t) => {
  const { itemId, changeId } = await proposeItem(api, maker.token, { name: 'Gamma', amount: 12, country: 'CW' });
  const res = await api.call(r.approveChange, { id: changeId }, checker.token);
  t.equal(res.status, 200);
  t.equal(res.body.message, M.approved);
  const stored = await item(api, maker.token, itemId);
  t.same([stored.name, stored.amount, stored.country], [{ value: 'Gamma' }, { value: 12 }, { value: 'CW' }]);
  const c = await change(changeId);
  t.equal(c.status, 'approved');
  t.equal(c.actionTaken, 'approved');
  t.equal(c.view, 'forHistory');
  t.equal(c.handled_by_name, checker.username);
  t.ok(c.handled_at);
  const again = await api.call(r.approveChange, { id: changeId }, checker2.token);
  t.equal(again.status, 409, 'a handled change cannot be approved again');
  t.equal(again.body.message, M.alreadyHandled);
});

t.test('deny: reason of at least 10 characters (seed message), comment kept, new values discarded', async (t) => {
  const { itemId, changeId } = await proposeItem(api, maker.token, { name: 'Delta' });
  for (const text of ['', 'too short', '    short    ']) {
    const res = await api.call(r.denyChange, { id: changeId, text, comment: [] }, checker.token);
    t.equal(res.status, 400);
    t.equal(res.body.message, M.denyReasonShort);
    t.equal(res.body.errors[0].field, 'text');
  }
  t.equal((await change(changeId)).status, 'pending', 'nothing changed by bad input');
  t.equal((await api.call(r.denyChange, { id: changeId }, checker.token)).status, 400, 'text required');
  const comment = [
    { type: 'p', children: [{ text: 'Name does not match the ', bold: true }, { text: 'registry extract' }] },
  ];
  const res = await api.call(
    r.denyChange,
    { id: changeId, text: 'Name differs from the registry', comment },
    checker.token,
  );
  t.equal(res.status, 200);
  t.equal(res.body.message, M.denied);
  const c = await change(changeId);
  t.equal(c.status, 'denied');
  t.equal(c.actionTaken, 'rejected');
  t.equal(c.reject_reason, 'Name differs from the registry');
  t.same(c.rejectCommentStructure, comment);
  t.equal(await item(api, maker.token, itemId), null, 'a denied creation leaves no object');
});

t.test('approve and deny at the same moment: exactly one wins, the other gets 409', async (t) => {
  for (let round = 0; round < 5; round++) {
    const { itemId, changeId } = await proposeItem(api, maker.token, { name: `Race ${round}`, amount: round });
    const [a, d] = await Promise.all([
      api.call(r.approveChange, { id: changeId }, checker.token),
      api.call(r.denyChange, { id: changeId, text: 'Denied in parallel with an approval' }, checker2.token),
    ]);
    t.same([a.status, d.status].sort(), [200, 409], `round ${round}: ${a.status}/${d.status}`);
    const c = await change(changeId);
    const stored = await item(api, maker.token, itemId);
    if (a.status === 200) t.same([c.actionTaken, stored.name], ['approved', { value: `Race ${round}` }]);
    else t.same([c.actionTaken, stored], ['rejected', null]);
    const [{ n }] = await api.orm.em
      .fork()
      .execute(
        `select count(*)::int as n from core_audit_event where details->>'change_id' = ? and action in ('change.approved', 'change.rejected')`,
        [changeId],
      );
    t.equal(n, 1, 'one decision in the audit trail');
  }
  const { changeId } = await proposeItem(api, maker.token, { name: 'Twice' });
  const both = await Promise.all([
    api.call(r.approveChange, { id: changeId }, checker.token),
    api.call(r.approveChange, { id: changeId }, checker2.token),
  ]);
  t.same(both.map((b) => b.status).sort(), [200, 409], 'two approvals: one applies');
});

t.test('stale approval: the stored value changed since the proposal -> 409, nothing half-applied', async (t) => {
  const { itemId, changeId } = await proposeItem(api, maker.token, { name: 'Epsilon', amount: 1 });
  await api.call(r.approveChange, { id: changeId }, checker.token);
  const proposal = await api.call(
    testItemRoutes.updateTestItem,
    { id: itemId, fields: { name: 'Epsilon NV', amount: 2 } },
    maker.token,
  );
  const em = api.orm.em.fork();
  em.setFilterParams('tenant', { organization: await orgOf(changeId) });
  await writeDirectly(em, itemId, { amount: 99 });
  const res = await api.call(r.approveChange, { id: proposal.body.change_id }, checker.token);
  t.equal(res.status, 409);
  t.equal(res.body.message, M.stale(['amount']));
  const stored = await item(api, maker.token, itemId);
  t.same(stored.name, { value: 'Epsilon', new_value: 'Epsilon NV' }, 'name not applied either');
  t.equal((await change(proposal.body.change_id)).status, 'pending');
});

async function orgOf(changeId: string): Promise<string> {
  const [row] = await api.orm.em
    .fork()
    .execute(`select organization from workflow_change_request where id = ?`, [changeId]);
  return row.organization;
}

t.test('removal: delete-object, affected changes, second step cascades; own pending changes skipped', async (t) => {
  const parent = await proposeItem(api, maker.token, { name: 'Parent' });
  await api.call(r.approveChange, { id: parent.changeId }, checker.token);
  const child = await proposeItem(
    api,
    maker.token,
    { name: 'Child' },
    { company_id: parent.companyId, parent_id: parent.itemId },
  );
  const ownChange = await api.call(
    testItemRoutes.updateTestItem,
    { id: parent.itemId, fields: { amount: 3 } },
    maker.token,
  );
  const del = await api.call(r.deleteObject, { id: parent.itemId, type: 'test_item' }, maker.token);
  t.equal(del.status, 200);
  t.same(del.body, { status: 'success', message: M.deleteSubmitted });
  const dup = await api.call(r.deleteObject, { id: parent.itemId, type: 'test_item' }, maker.token);
  t.same([dup.status, dup.body.message], [409, M.removalPending]);
  t.equal((await api.call(r.deleteObject, { id: parent.itemId, type: 'nonsense' }, maker.token)).status, 400);
  t.equal(
    (await api.call(r.deleteObject, { id: 'ffffffffffffffffffffffff', type: 'test_item' }, maker.token)).status,
    404,
  );
  t.equal(
    (await api.call(r.deleteObject, { id: parent.itemId, type: 'test_item' }, org.client.token)).status,
    403,
    'needs the type delete permission',
  );
  const list = await api.call(
    r.listNotifications,
    { view: 'forConfirmation', company_id: parent.companyId },
    checker.token,
  );
  const removal = list.body.notifications.find((n: { actionType: string }) => n.actionType === 'remove');
  t.ok(removal, 'remove action listed');
  t.same(JSON.parse(removal.sourceObjectState), { name: 'Parent' }, 'the object as it is, for review mode');
  const affected = await api.call(r.affectedChanges, { id: removal._id }, checker.token);
  t.same(
    affected.body.relatedChanges.map((c: { _id: string }) => c._id),
    [ownChange.body.change_id, child.changeId],
    "the object's own edit and its child's",
  );
  t.same(affected.body.closes, [
    { id: ownChange.body.change_id, actionTaken: 'skipped' },
    { id: child.changeId, actionTaken: 'cascade_deleted' },
  ]);
  const ok = await api.call(r.approveChange, { id: removal._id }, checker.token);
  t.equal(ok.status, 200);
  t.equal(await item(api, maker.token, parent.itemId), null, 'removed');
  t.equal(await item(api, maker.token, child.itemId), null, 'related object removed with it');
  t.same(
    [(await change(child.changeId)).actionTaken, (await change(child.changeId)).status],
    ['cascade_deleted', 'denied'],
  );
  t.equal((await change(ownChange.body.change_id)).actionTaken, 'skipped');
  t.same(
    (await api.call(r.affectedChanges, { id: removal._id }, checker.token)).body.relatedChanges,
    [],
    'nothing affected once handled',
  );
});

t.test('authz: who may, who may not, other organisation gets 404, bad input 400', async (t) => {
  const { changeId } = await proposeItem(api, maker.token, { name: 'Zeta' });
  t.equal((await api.call(r.approveChange, { id: changeId })).status, 401);
  t.equal(
    (await api.call(r.approveChange, { id: changeId }, org.auditor.token)).status,
    403,
    'auditor lacks approve_requested_changes',
  );
  t.equal(
    (await api.call(r.approveChange, { id: changeId }, maker.token)).status,
    403,
    'account manager lacks approve_requested_changes',
  );
  t.equal((await api.call(r.denyChange, { id: changeId, text: 'long enough reason' }, org.auditor.token)).status, 403);
  t.equal((await api.call(r.affectedChanges, { id: changeId }, org.client.token)).status, 403);
  for (const call of [
    api.call(r.approveChange, { id: changeId }, other.checker.token),
    api.call(r.denyChange, { id: changeId, text: 'long enough reason' }, other.checker.token),
    api.call(r.affectedChanges, { id: changeId }, other.checker.token),
    api.call(r.getNotification, { id: changeId }, other.checker.token),
    api.call(r.readNotification, { notification_id: changeId }, other.checker.token),
  ])
    t.equal((await call).status, 404, 'other organisation');
  t.equal(
    (
      await api.call(
        testItemRoutes.updateTestItem,
        { id: (await change(changeId)).object_id, fields: { name: 'x' } },
        other.maker.token,
      )
    ).status,
    404,
  );
  t.equal(
    (await api.call(r.approveChange, { id: changeId, extra: 1 } as never, checker.token)).status,
    400,
    'unknown field',
  );
  t.equal((await api.call(r.approveChange, {}, checker.token)).status, 400);
  t.equal((await api.call(r.approveChange, { id: 'ffffffffffffffffffffffff' }, checker.token)).status, 404);
  for (const company_id of ['not-an-id', 'FFFFFFFFFFFFFFFFFFFFFFFF', 'f'.repeat(25)]) {
    t.equal(
      (await api.call(r.listNotifications, { view: 'forConfirmation', company_id }, checker.token)).status,
      400,
      `notifications?company_id=${company_id}`,
    );
    t.equal(
      (await api.call(r.countNotifications, { view: 'forConfirmation', company_id }, checker.token)).status,
      400,
      `notifications/count?company_id=${company_id}`,
    );
  }
  t.equal((await change(changeId)).status, 'pending', 'still pending after all that');
});

t.test('four-eyes setting: administrator only, audited; relaxed lets the author approve', async (t) => {
  t.same((await api.call(r.getWorkflowSettings, {}, checker.token)).body, { four_eyes: true, digest_after_hours: 24 });
  const refused = await api.call(r.saveWorkflowSettings, { four_eyes: false }, checker.token);
  t.same([refused.status, refused.body.message], [403, M.adminOnly]);
  const saved = await api.call(r.saveWorkflowSettings, { four_eyes: false }, org.admin.token);
  t.equal(saved.status, 200);
  t.same(saved.body.settings, { four_eyes: false, digest_after_hours: 24 });
  t.equal((await api.call(r.getWorkflowSettings, {}, other.admin.token)).body.four_eyes, true, 'per organisation');
  const { changeId } = await proposeItem(api, checker2.token, { name: 'Own' });
  t.equal((await api.call(r.approveChange, { id: changeId }, checker2.token)).status, 200);
  const [ev] = await api.orm.em
    .fork()
    .execute(
      `select before, after from core_audit_event where action = 'workflow.settings_changed' order by occurred_at desc limit 1`,
    );
  t.same([ev.before.four_eyes, ev.after.four_eyes], [true, false]);
  await api.call(r.saveWorkflowSettings, { four_eyes: true }, org.admin.token);
  t.equal((await api.call(r.saveWorkflowSettings, { digest_after_hours: 0 }, org.admin.token)).status, 400);
});
