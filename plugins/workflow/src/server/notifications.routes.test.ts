import { authService } from '@app/plugin-auth/shared';
import t from 'tap';
import { WORKFLOW_MESSAGES as M, workflowRoutes as r } from '../shared/index.ts';
import { sendDigests } from './digest.ts';
import { ChangeEvents } from './events.ts';
import { buildWorkflowTestApp, proposeItem, team } from './workflow.test-helpers.ts';

const api = await buildWorkflowTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker } = org;

const a = await proposeItem(api, maker.token, { name: 'Alpha' });
const b = await proposeItem(api, maker.token, { name: 'Bravo' });
const c = await proposeItem(api, maker.token, { name: 'Charlie' }, { company_id: a.companyId });
await api.call(r.approveChange, { id: b.changeId }, checker.token);
await proposeItem(api, other.maker.token, { name: 'Elsewhere' });

t.test('lists and counts per view and client, with the seed fields', async (t) => {
  const waiting = await api.call(
    r.listNotifications,
    { view: 'forConfirmation', offset: '0', limit: '200' },
    checker.token,
  );
  t.equal(waiting.status, 200);
  t.equal(waiting.body.count, 2);
  t.same(
    waiting.body.notifications.map((n: { _id: string }) => n._id),
    [c.changeId, a.changeId],
    'newest first',
  );
  for (const key of ['_id', 'datetime', 'objectType', 'view', 'user_name', 'company_id', 'actionType', 'fields'])
    t.ok(key in waiting.body.notifications[0], key);
  const history = await api.call(r.listNotifications, { view: 'forHistory' }, checker.token);
  t.same(
    history.body.notifications.map((n: { _id: string }) => n._id),
    [b.changeId],
  );
  t.equal(history.body.notifications[0].handled_by_name, checker.username);
  t.equal((await api.call(r.countNotifications, { view: 'forConfirmation' }, checker.token)).body.count, 2);
  t.equal(
    (await api.call(r.countNotifications, { view: 'forConfirmation', company_id: a.companyId }, checker.token)).body
      .count,
    2,
  );
  t.equal(
    (await api.call(r.countNotifications, { view: 'forHistory', company_id: a.companyId }, checker.token)).body.count,
    0,
  );
  const paged = await api.call(
    r.listNotifications,
    { view: 'forConfirmation', offset: '1', limit: '1' },
    checker.token,
  );
  t.same([paged.body.count, paged.body.notifications.length, paged.body.notifications[0]._id], [2, 1, a.changeId]);
  t.equal(
    (await api.call(r.countNotifications, { view: 'forConfirmation' }, other.checker.token)).body.count,
    1,
    'other organisation sees its own only',
  );
});

t.test('notification-by-client: one row per client with its count, search and ordering', async (t) => {
  const res = await api.call(r.notificationsByClient, { view: 'forConfirmation', page: '1' }, checker.token);
  t.equal(res.status, 200);
  t.same(
    res.body.data.map((d: { company_id: string; count: number }) => [d.company_id, d.count]),
    [[a.companyId, 2]],
  );
  t.equal(res.body.count, 1);
  t.equal(
    (await api.call(r.notificationsByClient, { view: 'forHistory', search: b.companyId.slice(1) }, checker.token)).body
      .count,
    1,
  );
  t.equal(
    (await api.call(r.notificationsByClient, { view: 'forHistory', search: 'zzz%' }, checker.token)).body.count,
    0,
    'wildcards are literal',
  );
  const ordered = await api.call(
    r.notificationsByClient,
    { view: 'forHistory', orderingKey: 'company_name', orderingValue: 'asc' },
    checker.token,
  );
  t.equal(ordered.status, 200);
  t.equal(
    (await api.call(r.notificationsByClient, { view: 'forHistory', orderingKey: 'drop table' } as never, checker.token))
      .status,
    400,
  );
});

t.test('read marks and the single item', async (t) => {
  t.same((await api.call(r.readNotification, { notification_id: a.changeId }, checker.token)).body, {
    status: 'success',
  });
  t.same(
    (await api.call(r.readNotification, { notification_id: a.changeId }, checker.token)).body,
    { status: 'success' },
    'idempotent',
  );
  const list = await api.call(r.listNotifications, { view: 'forConfirmation' }, checker.token);
  t.same(
    list.body.notifications.map((n: { is_read: boolean }) => n.is_read),
    [false, true],
  );
  const unreadForOthers = await api.call(r.listNotifications, { view: 'forConfirmation' }, org.checker2.token);
  t.same(
    unreadForOthers.body.notifications.map((n: { is_read: boolean }) => n.is_read),
    [false, false],
    'read marks are per user',
  );
  const one = await api.call(r.getNotification, { id: a.changeId }, checker.token);
  t.equal(one.body.notification._id, a.changeId);
  t.equal(
    (await api.call(r.getNotification, { id: 'ffffffffffffffffffffffff' }, checker.token)).body.message,
    M.notFound,
  );
});

t.test('authz: the view permissions, other organisation, bad input', async (t) => {
  t.equal((await api.call(r.listNotifications, { view: 'forConfirmation' })).status, 401);
  for (const route of [r.listNotifications, r.countNotifications, r.notificationsByClient]) {
    t.equal(
      (await api.call(route, { view: 'forConfirmation' }, org.client.token)).status,
      403,
      `${route.operationId}: client lacks view_requested_changes`,
    );
    t.equal(
      (await api.call(route, { view: 'forHistory' }, org.client.token)).status,
      403,
      `${route.operationId}: client lacks view_change_log`,
    );
    t.equal(
      (await api.call(route, { view: 'forConfirmation' }, org.auditor.token)).status,
      200,
      `${route.operationId}: auditor may look`,
    );
    t.equal(
      (await api.call(route, { view: 'everything' }, checker.token)).status,
      400,
      `${route.operationId}: bad view`,
    );
  }
  t.equal((await api.call(r.getNotification, { id: a.changeId }, org.client.token)).status, 403);
  t.equal((await api.call(r.readNotification, { notification_id: a.changeId }, org.client.token)).status, 403);
  t.equal((await api.call(r.getNotification, { id: a.changeId }, other.checker.token)).status, 404);
  t.equal(
    (await api.call(r.listNotifications, { view: 'forConfirmation', limit: '500' }, checker.token)).status,
    400,
    'limit capped at 200',
  );
  t.equal((await api.call(r.listNotifications, { view: 'forConfirmation', offset: '-1' }, checker.token)).status, 400);
  t.equal((await api.call(r.readNotification, {}, checker.token)).status, 400);
});

t.test('server-sent events: a colleague sees a proposal without reloading', async (t) => {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/api/v1/notifications/stream`;
  t.equal((await fetch(url)).status, 401, 'needs a session');
  const refused = await fetch(url, { headers: { authorization: `Bearer ${org.client.token}` } });
  t.equal(refused.status, 403);
  const abort = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${checker.token}` }, signal: abort.signal });
  t.equal(res.headers.get('content-type'), 'text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const until = async (needle: string) => {
    while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
  };
  await until('event: ready');
  const otherStream = await fetch(url, {
    headers: { authorization: `Bearer ${other.checker.token}` },
    signal: abort.signal,
  });
  const otherReader = otherStream.body!.getReader();
  let otherText = decoder.decode((await otherReader.read()).value);
  await proposeItem(api, maker.token, { name: 'Live' });
  await until('event: change');
  t.pass('change event received');
  const late = await Promise.race([
    otherReader.read().then((x) => decoder.decode(x.value)),
    new Promise<string>((resolve) => setTimeout(() => resolve(''), 300)),
  ]);
  otherText += late;
  t.notMatch(otherText, /event: change/, 'no event for another organisation');
  abort.abort();
});

t.test(
  'cross-replica: a change proposed on one process reaches streams of another through LISTEN/NOTIFY',
  async (t) => {
    const replica = new ChangeEvents(api.orm);
    await replica.start();
    t.ok(replica.crossReplica, 'the LISTEN connection is up');
    const [{ organization }] = await api.orm.em
      .fork()
      .execute(`select organization from auth_user where id = ?`, [maker.id]);
    const [{ organization: elsewhere }] = await api.orm.em
      .fork()
      .execute(`select organization from auth_user where id = ?`, [other.maker.id]);
    let otherOrgEvents = 0;
    replica.subscribe(elsewhere, () => otherOrgEvents++);
    const received = new Promise<boolean>((resolve) => {
      replica.subscribe(organization, () => resolve(true));
      setTimeout(() => resolve(false), 5_000).unref();
    });
    await proposeItem(api, maker.token, { name: 'Across replicas' });
    t.equal(await received, true, 'the other replica heard of it');
    t.equal(otherOrgEvents, 0, 'only for the organisation concerned');
    await replica.close();
    t.notOk(replica.crossReplica);
  },
);

t.test('digest: an hourly durable job, scheduled once', async (t) => {
  const [row] = await api.orm.em.fork().execute(`select cron from pgboss.schedule where name = 'workflow.digest'`);
  t.equal(row?.cron, '0 * * * *');
  const id = await api.ctx.jobs.send('workflow.digest', {});
  let status = await api.ctx.jobs.get(id);
  for (let i = 0; i < 100 && status?.state !== 'completed' && status?.state !== 'failed'; i++) {
    await new Promise((r) => setTimeout(r, 200));
    status = await api.ctx.jobs.get(id);
  }
  t.equal(status?.state, 'completed', JSON.stringify(status));
  t.same(status?.output, { sent: 0 }, 'nothing waits longer than 24 h yet');
});

t.test('digest: changes waiting longer than 24 h mailed once per approver per day', async (t) => {
  const em = api.orm.em.fork();
  const { directory } = api.services.get(authService);
  t.equal(await sendDigests(api.ctx, directory), 0, 'nothing old yet');
  await em.execute(`update workflow_change_request set created_at = now() - interval '25 hours' where id = ?`, [
    a.changeId,
  ]);
  const before = api.smtp.mails.length;
  const sent = await sendDigests(api.ctx, directory);
  t.equal(sent, 3, 'administrator, compliance officer and supervisor may approve');
  const mails = api.smtp.mails.slice(before);
  t.ok(mails.every((m) => /1 change waiting for confirmation/.test(m.subject ?? '')));
  t.match(mails[0]!.text, /http:\/\/app\.test\/workflow/);
  t.match(mails[0]!.text, new RegExp(`Client ${a.companyId}`));
  t.equal(await sendDigests(api.ctx, directory), 0, 'one per user per day');
  const tomorrow = new Date(Date.now() + 86_400_000);
  t.equal(
    await sendDigests(api.ctx, directory, tomorrow),
    6,
    'again the next day, now for both organisations (every change is a day older)',
  );
});
