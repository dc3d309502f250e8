import t, { type Test } from 'tap';
import { workflowRoutes as r, workflowService } from '../shared/index.ts';
import { testItemRoutes } from '../testing/index.ts';
import { buildWorkflowTestApp, proposeItem, team } from './workflow.test-helpers.ts';

/** ADR 0045: counts kept by a trigger, `pendingCountsByCompany`, paging from the partial indexes, `fileInfo`. */
const api = await buildWorkflowTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker } = org;
const workflow = api.services.get(workflowService);
const orgOf = async (userId: string) =>
  (await api.orm.em.fork().execute(`select organization from auth_user where id = ?`, [userId]))[0]
    .organization as string;
const organization = await orgOf(maker.id);

/** The kept counts must equal a full count of the table, per organisation, client and status. */
async function countsMatchTable(t: Test) {
  const em = api.orm.em.fork();
  const kept = await em.execute(
    `select organization, company_id, status, n::int as n from workflow_change_count where n <> 0 order by 1, 2, 3`,
  );
  const real = await em.execute(
    `select organization, coalesce(company_id, '') as company_id, status, count(*)::int as n from workflow_change_request group by 1, 2, 3 order by 1, 2, 3`,
  );
  t.same(kept, real, 'workflow_change_count equals a count of every change');
}

const a = await proposeItem(api, maker.token, { name: 'Alpha' });
const b = await proposeItem(api, maker.token, { name: 'Bravo' }, { company_id: a.companyId });
const parent = await proposeItem(api, maker.token, { name: 'Parent' });
await api.call(r.approveChange, { id: parent.changeId }, checker.token);
const child = await proposeItem(
  api,
  maker.token,
  { name: 'Child' },
  { company_id: parent.companyId, parent_id: parent.itemId },
);
await api.call(r.approveChange, { id: child.changeId }, checker.token);
await api.call(testItemRoutes.updateTestItem, { id: child.itemId, fields: { name: 'Child renamed' } }, maker.token);
await api.call(testItemRoutes.updateTestItem, { id: parent.itemId, fields: { amount: 5 } }, maker.token);
await api.call(r.deleteObject, { id: parent.itemId, type: 'test_item' }, maker.token);
await proposeItem(api, other.maker.token, { name: 'Elsewhere' }, { company_id: a.companyId });

t.test(
  'pendingCountsByCompany: pending changes and removals per client, 0 for the others, own organisation only',
  async (t) => {
    await countsMatchTable(t);
    const counts = await workflow.pendingCountsByCompany(api.orm.em.fork(), organization, [
      a.companyId,
      parent.companyId,
      'no-such-client',
    ]);
    t.same(
      Object.fromEntries(counts),
      { [a.companyId]: 2, [parent.companyId]: 3, 'no-such-client': 0 },
      'Alpha+Bravo; child change, parent change and the removal',
    );
    t.same(Object.fromEntries(await workflow.pendingCountsByCompany(api.orm.em.fork(), organization, [])), {});
    const otherOrg = await orgOf(other.maker.id);
    t.same(
      Object.fromEntries(await workflow.pendingCountsByCompany(api.orm.em.fork(), otherOrg, [a.companyId])),
      { [a.companyId]: 1 },
      'same client id elsewhere counts apart',
    );
  },
);

t.test('counts follow approve, deny and a cascading removal', async (t) => {
  await api.call(r.denyChange, { id: b.changeId, text: 'Not supported by documents' }, checker.token);
  const removal = (
    await api.call(r.listNotifications, { view: 'forConfirmation', company_id: parent.companyId }, checker.token)
  ).body.notifications.find((n: { actionType: string }) => n.actionType === 'remove');
  t.equal((await api.call(r.approveChange, { id: removal._id }, checker.token)).status, 200);
  await countsMatchTable(t);
  t.same(
    Object.fromEntries(
      await workflow.pendingCountsByCompany(api.orm.em.fork(), organization, [a.companyId, parent.companyId]),
    ),
    { [a.companyId]: 1, [parent.companyId]: 0 },
  );
  t.equal((await api.call(r.countNotifications, { view: 'forConfirmation' }, checker.token)).body.count, 1);
  t.equal(
    (await api.call(r.countNotifications, { view: 'forHistory' }, checker.token)).body.count,
    6,
    'parent and child approved, Bravo denied, the parent change skipped, the child change cascaded, the removal approved',
  );
});

t.test('paging: offset pages of one view never overlap and the count is the whole view', async (t) => {
  for (let i = 0; i < 5; i++) await proposeItem(api, maker.token, { name: `Page ${i}` });
  const pages: Awaited<ReturnType<typeof api.call>>[] = [];
  for (const offset of ['0', '2', '4'])
    pages.push(await api.call(r.listNotifications, { view: 'forConfirmation', offset, limit: '2' }, checker.token));
  const ids = pages.flatMap((p) => p.body.notifications.map((n: { _id: string }) => n._id));
  t.equal(new Set(ids).size, 6, 'six distinct changes over three pages');
  t.same(
    pages.map((p) => p.body.count),
    [6, 6, 6],
  );
  const beyond = await api.call(
    r.listNotifications,
    { view: 'forConfirmation', offset: '60', limit: '30' },
    checker.token,
  );
  t.same([beyond.body.notifications, beyond.body.count], [[], 6], 'a page past the end is empty but still counts');
  const dates = ids.map(
    (id) => pages.flatMap((p) => p.body.notifications).find((n: { _id: string }) => n._id === id).datetime,
  );
  t.same(dates, [...dates].sort().reverse(), 'newest first');
  const clients = await api.call(
    r.notificationsByClient,
    { view: 'forConfirmation', orderingKey: 'count', orderingValue: 'desc' },
    checker.token,
  );
  t.equal(clients.body.count, 6);
  t.same(
    clients.body.data.map((d: { count: number }) => d.count),
    [1, 1, 1, 1, 1, 1],
  );
  t.equal(
    (await api.call(r.notificationsByClient, { view: 'forConfirmation', page: '9' }, checker.token)).body.count,
    6,
    'count survives a page past the end',
  );
});

t.test('fileInfo: filled when the change concerns a file, null otherwise', async (t) => {
  const file = await proposeItem(api, maker.token, { name: 'passport.pdf', country: 'file' });
  const one = (await api.call(r.getNotification, { id: file.changeId }, checker.token)).body.notification;
  t.same(JSON.parse(one.fileInfo), { title: 'passport.pdf', documentType: 'test' });
  const listed = (
    await api.call(r.listNotifications, { view: 'forConfirmation' }, checker.token)
  ).body.notifications.find((n: { _id: string }) => n._id === file.changeId);
  t.same(JSON.parse(listed.fileInfo), JSON.parse(one.fileInfo), 'the list carries it too (JSON text)');
  t.equal((await api.call(r.getNotification, { id: a.changeId }, checker.token)).body.notification.fileInfo, null);
});
