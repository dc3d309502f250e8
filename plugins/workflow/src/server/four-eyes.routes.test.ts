import t from 'tap';
import { WORKFLOW_MESSAGES as M, workflowRoutes as r, type FieldProposal, type Proposer } from '../shared/index.ts';
import { testItemRoutes } from '../testing/index.ts';
import { buildWorkflowTestApp, item, proposeItem, team } from './workflow.test-helpers.ts';

/** ADR 0062: whoever proposed any value of a change cannot approve it, and nothing proposed is lost. */
const api = await buildWorkflowTestApp(t);
const org = await team(api);
const { maker, checker, checker2, admin } = org;

const change = async (id: string) => (await api.call(r.getNotification, { id }, checker.token)).body.notification;
const update = (token: string, id: string, fields: Record<string, unknown>) =>
  api.call(testItemRoutes.updateTestItem, { id, fields }, token);

async function approvedItem(fields: Record<string, unknown>) {
  const created = await proposeItem(api, maker.token, fields);
  t.equal((await api.call(r.approveChange, { id: created.changeId }, checker.token)).status, 200);
  return created.itemId;
}

t.test("B extends A's change: neither may approve it; C applies both values", async (t) => {
  const id = await approvedItem({ name: 'Acme', amount: 1 });
  // A and B may both approve changes: only the four-eyes rule stands between them and approving.
  const a = await update(checker2.token, id, { amount: 2 });
  const b = await update(admin.token, id, { country: 'CW' });
  t.equal(b.body.change_id, a.body.change_id, 'one pending change per object');
  for (const who of [admin, checker2]) {
    const refused = await api.call(r.approveChange, { id: a.body.change_id }, who.token);
    t.same([refused.status, refused.body.message], [403, M.selfApproval], `${who.username} proposed a value`);
  }
  t.same((await item(api, maker.token, id)).amount, { value: 1, new_value: 2 }, 'nothing applied');
  const c = await change(a.body.change_id);
  t.same(
    c.proposers.map((p: Proposer) => p.user_id),
    [checker2.id, admin.id],
    'both proposers, the author first',
  );
  t.equal(c.user_name, checker2.username, 'the seed author stays the first proposer');
  t.equal(
    (await api.call(r.approveChange, { id: a.body.change_id }, checker.token)).status,
    200,
    'a colleague who proposed nothing',
  );
  const stored = await item(api, maker.token, id);
  t.same([stored.amount, stored.country], [{ value: 2 }, { value: 'CW' }], 'both values applied');
  const [ev] = await api.orm.em
    .fork()
    .execute(
      `select actor_id, details from core_audit_event where action = 'change.approved' and details->>'change_id' = ? limit 1`,
      [a.body.change_id],
    );
  t.equal(ev.actor_id, checker.id);
  t.same(
    ev.details.proposers.map((p: Proposer) => p.user_name),
    [checker2.username, admin.username],
    'the audit trail names every proposer',
  );
});

t.test('an overwritten or reverted value keeps its history, with who and when', async (t) => {
  const id = await approvedItem({ name: 'Bravo', amount: 10 });
  const a = await update(maker.token, id, { name: 'Bravo NV', amount: 20 });
  await update(checker2.token, id, { name: 'Bravo Holding NV' });
  await update(checker2.token, id, { amount: 10 });
  const c = await change(a.body.change_id);
  t.same(
    JSON.parse(c.fields),
    { name: { current: 'Bravo', new: 'Bravo Holding NV' } },
    'fields: the current proposal only',
  );
  const history = JSON.parse(c.field_proposals) as Record<string, FieldProposal[]>;
  t.same(
    history.name.map((p) => [p.new, p.user_id]),
    [
      ['Bravo NV', maker.id],
      ['Bravo Holding NV', checker2.id],
    ],
  );
  t.same(
    history.amount.map((p) => [p.new, p.user_id, p.reverted ?? false]),
    [
      [20, maker.id, false],
      [10, checker2.id, true],
    ],
    'a revert is recorded, not a silent loss',
  );
  t.ok(
    history.name.every((p) => !Number.isNaN(Date.parse(p.at))),
    'each proposal dated',
  );
  t.equal(
    (await api.call(r.approveChange, { id: a.body.change_id }, checker2.token)).status,
    403,
    'reverting is proposing',
  );
});

t.test('resending the value already proposed is no proposal; a new value is', async (t) => {
  const id = await approvedItem({ name: 'Charlie', amount: 5 });
  const a = await update(maker.token, id, { amount: 6 });
  await update(checker2.token, id, { name: 'Charlie', amount: 6 });
  t.same(
    (await change(a.body.change_id)).proposers.map((p: Proposer) => p.user_id),
    [maker.id],
    'a form sent back unchanged adds nobody',
  );
  t.equal(
    (await api.call(r.approveChange, { id: a.body.change_id }, checker2.token)).status,
    200,
    'so the colleague may still approve',
  );
});

t.test('list and history views carry the proposers', async (t) => {
  const id = await approvedItem({ name: 'Delta' });
  const a = await update(maker.token, id, { amount: 1 });
  await update(checker2.token, id, { country: 'NL' });
  const pending = (
    await api.call(r.listNotifications, { view: 'forConfirmation' }, checker.token)
  ).body.notifications.find((n: { _id: string }) => n._id === a.body.change_id);
  t.same(
    pending.proposers.map((p: Proposer) => p.user_name),
    [maker.username, checker2.username],
  );
  await api.call(r.approveChange, { id: a.body.change_id }, checker.token);
  const handled = (await api.call(r.listNotifications, { view: 'forHistory' }, checker.token)).body.notifications.find(
    (n: { _id: string }) => n._id === a.body.change_id,
  );
  t.same(
    handled.proposers.map((p: Proposer) => p.user_name),
    [maker.username, checker2.username],
    'change log',
  );
  t.ok(JSON.parse(handled.field_proposals).country, 'history of each field');
});

t.test('removal: its proposer cannot approve it', async (t) => {
  const id = await approvedItem({ name: 'Echo' });
  t.equal((await api.call(r.deleteObject, { id, type: 'test_item' }, admin.token)).status, 200);
  const removal = (
    await api.call(r.listNotifications, { view: 'forConfirmation' }, checker.token)
  ).body.notifications.find(
    (n: { object_id: string; actionType: string }) => n.object_id === id && n.actionType === 'remove',
  );
  t.same(
    removal.proposers.map((p: Proposer) => p.user_id),
    [admin.id],
  );
  t.equal((await api.call(r.approveChange, { id: removal._id }, admin.token)).status, 403);
  t.equal((await api.call(r.approveChange, { id: removal._id }, checker.token)).status, 200);
});

t.test('the relaxed four-eyes setting lets every proposer approve, as documented', async (t) => {
  const id = await approvedItem({ name: 'Foxtrot', amount: 1 });
  const a = await update(maker.token, id, { amount: 2 });
  await update(checker2.token, id, { country: 'AW' });
  t.equal((await api.call(r.saveWorkflowSettings, { four_eyes: false }, admin.token)).status, 200);
  t.teardown(() => api.call(r.saveWorkflowSettings, { four_eyes: true }, admin.token));
  const ok = await api.call(r.approveChange, { id: a.body.change_id }, checker2.token);
  t.equal(ok.status, 200);
  const [ev] = await api.orm.em
    .fork()
    .execute(
      `select details from core_audit_event where action = 'change.approved' and details->>'change_id' = ? limit 1`,
      [a.body.change_id],
    );
  t.equal(ev.details.four_eyes, false, 'recorded as approved without four eyes');
});
