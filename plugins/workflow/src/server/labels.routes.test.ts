import { usersRoutes } from '@app/plugin-auth/shared';
import t from 'tap';
import { WORKFLOW_MESSAGES as M, workflowRoutes as r } from '../shared/index.ts';
import { TEST_ITEM_TYPE } from '../testing/index.ts';
import { buildWorkflowTestApp, proposeItem, team } from './workflow.test-helpers.ts';

/** `GET workflow/labels` and the human columns of the audit export (ADR 0067). */
const api = await buildWorkflowTestApp(t);
const org = await team(api);
const other = await team(api);
const labels = (token?: string) => api.call(r.getWorkflowLabels, {}, token);

t.test('who may read the labels', async (t) => {
  const mine = await labels(org.maker.token);
  t.equal(mine.status, 200, 'an account manager (view_requested_changes)');
  t.same(
    mine.body.types.test_item,
    {
      label: 'Test item',
      group: 'corporate',
      fields: { name: 'Item name', amount: 'Amount', country: 'Country' },
      options: { country: { CW: 'Curaçao', NL: 'Netherlands', AW: 'Aruba' } },
    },
    'the words the test plugin declared with its type',
  );
  t.same(
    Object.keys(mine.body.types),
    [TEST_ITEM_TYPE],
    "exactly the registered types (the product's own: tests/integration/review-labels)",
  );
  t.equal((await labels(org.auditor.token)).status, 200, 'an auditor (view_change_log)');
  const client = await labels(org.client.token);
  t.equal(client.status, 403, 'a client (no view permission)');
  t.equal(client.body.message, M.viewPermission);
  t.equal((await labels()).status, 401, 'anonymous');
  t.equal((await labels('not.a.jwt')).status, 401, 'a bad token');
  for (const name of ['view_requested_changes', 'view_change_log'])
    await api.call(usersRoutes.updatePermissions, { user_id: org.checker2.id, name, effect: 'deny' }, org.admin.token);
  t.equal((await labels(org.checker2.token)).status, 403, 'a processor denied both view permissions');
  // Product words, not organisation data: another organisation reads the same catalog and nothing of ours.
  t.same(
    (await labels(other.maker.token)).body,
    mine.body,
    'labels are global: the same answer for every organisation',
  );
});

t.test('the audit export adds the object label and a summary in words, keeping its columns', async (t) => {
  const { changeId, companyId } = await proposeItem(api, org.maker.token, { name: 'Labelled Co', country: 'CW' });
  await api.call(r.approveChange, { id: changeId }, org.checker.token);
  const csv = await api.app.inject({
    method: 'GET',
    url: '/api/v1/audit/export',
    query: { format: 'csv', client: companyId },
    headers: { authorization: `Bearer ${org.checker.token}` },
  });
  const lines = csv.body.trim().split('\r\n');
  t.equal(
    lines[0],
    'position,occurred_at,action,actor_id,actor_name,object_type,object_id,company_id,ip,before,after,details,prev_hash,hash,object_label,summary',
  );
  t.equal(lines.length, 3, 'proposal and approval');
  for (const line of lines.slice(1))
    t.ok(line.endsWith(',"Test item","Item name: Labelled Co; Country: Curaçao"'), line.slice(-80));
  const json = await api.app.inject({
    method: 'GET',
    url: '/api/v1/audit/export',
    query: { format: 'json', client: companyId },
    headers: { authorization: `Bearer ${org.checker.token}` },
  });
  const events = JSON.parse(json.body) as {
    action: string;
    object_type: string;
    object_label: string;
    summary: string;
    after: unknown;
  }[];
  t.same(
    events.map((e) => [e.action, e.object_type, e.object_label, e.summary]),
    [
      ['change.proposed', 'test_item', 'Test item', 'Item name: Labelled Co; Country: Curaçao'],
      ['change.approved', 'test_item', 'Test item', 'Item name: Labelled Co; Country: Curaçao'],
    ],
  );
  t.same(events[0]!.after, { name: 'Labelled Co', country: 'CW' }, 'the stored values stay as they are');
  const update = await api.app.inject({
    method: 'GET',
    url: '/api/v1/audit/export',
    query: { format: 'json' },
    headers: { authorization: `Bearer ${org.admin.token}` },
  });
  const login = (JSON.parse(update.body) as { action: string; object_label: string; summary: string }[]).find(
    (e) => e.action === 'user.permission_changed',
  );
  t.same([login?.object_label, login?.summary], ['', ''], 'events of no reviewable type keep the human columns empty');
});
