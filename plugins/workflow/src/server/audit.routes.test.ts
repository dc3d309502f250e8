import { PLATFORM_AUDIT_ORGANIZATION, recordAudit, verifyAuditChain } from '@app/core/server';
import { createHash } from 'node:crypto';
import { authRoutes, usersRoutes } from '@app/plugin-auth/shared';
import t from 'tap';
import { workflowRoutes as r } from '../shared/index.ts';
import { csvCell } from './audit-export.ts';
import { buildWorkflowTestApp, proposeItem, team } from './workflow.test-helpers.ts';

const api = await buildWorkflowTestApp(t);
const org = await team(api);
const other = await team(api);
const { maker, checker } = org;

const orgId = async (userId: string) =>
  (await api.orm.em.fork().execute(`select organization from auth_user where id = ?`, [userId]))[0]
    .organization as string;
const events = async (organization: string): Promise<any[]> =>
  api.orm.em.fork().execute(`select * from core_audit_event where organization = ? order by position`, [organization]);
const download = (query: Record<string, string>, token = checker.token) =>
  api.app.inject({ method: 'GET', url: '/api/v1/audit/export', query, headers: { authorization: `Bearer ${token}` } });

const approved = await proposeItem(
  api,
  maker.token,
  { name: 'Audit Co', amount: 10 },
  { company_id: '=2+5', company_name: '@SUM(A1)' },
);
await api.call(r.approveChange, { id: approved.changeId }, checker.token);
const denied = await proposeItem(api, maker.token, { name: 'Denied Co' });
await api.call(r.denyChange, { id: denied.changeId, text: 'Not supported by documents' }, checker.token);
await api.call(authRoutes.login, { email: maker.email, password: 'wrong-password-1' });
await api.call(
  usersRoutes.updatePermissions,
  { user_id: maker.id, name: 'approve_requested_changes', effect: 'allow' },
  org.admin.token,
);
await api.call(usersRoutes.updateAccount, { user: { _id: org.auditor.id, type: 'INTERNAL_AUDITOR' } }, org.admin.token);
const organization = await orgId(maker.id);

t.test('proposals, decisions, logins, failed logins, permission and role changes are audit events', async (t) => {
  const rows = await events(organization);
  const actions = rows.map((e: { action: string }) => e.action);
  for (const action of [
    'change.proposed',
    'change.approved',
    'change.rejected',
    'auth.login',
    'auth.login_failed',
    'user.permission_changed',
    'user.role_changed',
  ]) {
    t.ok(actions.includes(action), action);
  }
  const approval = rows.find(
    (e: { action: string; details: { change_id?: string } }) =>
      e.action === 'change.approved' && e.details.change_id === approved.changeId,
  );
  t.same([approval.actor_id, approval.object_type, approval.company_id], [checker.id, 'test_item', '=2+5']);
  t.same(approval.before, { name: null, amount: null });
  t.same(approval.after, { name: 'Audit Co', amount: 10 });
  t.ok(approval.ip, 'IP recorded');
  const role = rows.find((e: { action: string }) => e.action === 'user.role_changed');
  t.same([role.before, role.after], [{ role: 'EXTERNAL_AUDITOR' }, { role: 'INTERNAL_AUDITOR' }]);
  t.same(
    rows.map((e: { position: string }) => Number(e.position)),
    rows.map((_: unknown, i: number) => i + 1),
    'positions without gaps',
  );
  t.notOk((await events(organization)).some((e: { organization: string }) => e.organization !== organization));
});

t.test(
  'a failed login with an unknown e-mail is chained in the platform trail (hashed address, domain, IP)',
  async (t) => {
    const before = (await events(PLATFORM_AUDIT_ORGANIZATION)).length;
    const res = await api.call(authRoutes.login, { email: 'Nobody-Here@Example.org', password: 'whatever-pass-1' });
    t.equal(res.status, 401);
    const rows = await events(PLATFORM_AUDIT_ORGANIZATION);
    t.equal(rows.length, before + 1);
    const last = rows.at(-1);
    t.equal(last.action, 'auth.login_failed_unknown');
    t.same(last.details, {
      email_sha256: createHash('sha256').update('nobody-here@example.org').digest('hex'),
      domain: 'example.org',
    });
    t.ok(last.ip, 'IP recorded');
    t.notMatch(JSON.stringify(last), /nobody-here/, 'the address itself is not stored');
    t.equal(
      (await verifyAuditChain(api.orm.em.fork(), PLATFORM_AUDIT_ORGANIZATION)).ok,
      true,
      'the platform chain verifies',
    );
    t.notOk(
      (await events(organization)).some((e: { action: string }) => e.action === 'auth.login_failed_unknown'),
      'not in any organisation',
    );
  },
);

t.test('verify: the chain of an untouched trail checks out', async (t) => {
  const res = await api.call(r.verifyAudit, {}, checker.token);
  t.equal(res.status, 200);
  t.equal(res.body.ok, true);
  t.equal(res.body.verified, (await events(organization)).length);
  const today = new Date().toISOString().slice(0, 10);
  t.equal((await api.call(r.verifyAudit, { from: today, to: today }, checker.token)).body.ok, true, 'a period');
  t.equal((await api.call(r.verifyAudit, { from: 'yesterday' }, checker.token)).status, 400);
  t.equal((await api.call(r.verifyAudit, {}, org.client.token)).status, 403);
});

t.test('writers of one organisation are serialised: 25 parallel events keep one chain', async (t) => {
  await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      recordAudit(api.orm.em.fork(), { organizationId: organization, action: 'test.parallel', details: { i } }),
    ),
  );
  const result = await verifyAuditChain(api.orm.em.fork(), organization);
  t.equal(result.ok, true, JSON.stringify(result.broken));
});

t.test('export: CSV with formula injection neutralised, JSON, filters, authz', async (t) => {
  const csv = await download({ format: 'csv' });
  t.equal(csv.statusCode, 200);
  t.match(csv.headers['content-type'], /text\/csv/);
  t.match(csv.headers['content-disposition'], /attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"/);
  const lines = csv.body.trim().split('\r\n');
  t.equal(
    lines[0],
    'position,occurred_at,action,actor_id,actor_name,object_type,object_id,company_id,ip,before,after,details,prev_hash,hash,object_label,summary',
    'the stored columns, then the human ones (ADR 0067)',
  );
  t.equal(lines.length - 1, (await events(organization)).length);
  t.ok(
    lines.some((l) => l.includes(`"'=2+5"`)),
    'a cell starting with = is prefixed with a quote',
  );
  t.notOk(
    lines.some((l) => /(^|,)"[=+\-@]/.test(l)),
    'no cell starts with a formula character',
  );
  for (const [input, out] of [
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@x', `"'@x"`],
    ['\tx', `"'\tx"`],
    ['a"b', '"a""b"'],
    ['plain', '"plain"'],
  ])
    t.equal(csvCell(input), out, JSON.stringify(input));

  const json = await download({ format: 'json', client: '=2+5' });
  t.match(json.headers['content-type'], /application\/json/);
  const parsed = JSON.parse(json.body);
  t.same(
    parsed.map((e: { action: string }) => e.action),
    ['change.proposed', 'change.approved'],
    'client filter',
  );
  t.ok(
    parsed.every(
      (e: { hash: string; prev_hash: string }) => /^[0-9a-f]{64}$/.test(e.hash) && /^[0-9a-f]{64}$/.test(e.prev_hash),
    ),
  );
  const history = JSON.parse((await download({ format: 'json', type: 'change_log' })).body);
  t.same([...new Set(history.map((e: { action: string }) => e.action))].sort(), ['change.approved', 'change.rejected']);
  const deniedOnly = JSON.parse((await download({ format: 'json', status: 'denied' })).body);
  t.same(
    deniedOnly.map((e: { action: string }) => e.action),
    ['change.rejected'],
  );
  const waiting = JSON.parse((await download({ format: 'json', type: 'workflow' })).body);
  t.ok(waiting.length >= 2 && waiting.every((e: { action: string }) => e.action === 'change.proposed'));
  t.same(
    JSON.parse((await download({ format: 'json', details: 'managing_director' })).body),
    [],
    'no managing director types yet',
  );
  t.ok(
    JSON.parse((await download({ format: 'json', details: 'corporate' })).body).length >= 3,
    'test items count as corporate',
  );
  t.same(JSON.parse((await download({ format: 'json', to: '2000-01-01' })).body), [], 'period');
  t.equal((await download({ from: '2026-02-01', to: '2026-01-01' })).statusCode, 400);
  t.equal((await download({ format: 'xml' })).statusCode, 400);
  t.equal((await download({}, org.client.token)).statusCode, 403);
  const theirs = JSON.parse((await download({ format: 'json' }, other.checker.token)).body);
  t.ok(
    theirs.length > 0 && theirs.every((e: { organization: string }) => e.organization !== organization),
    'another organisation exports only its own',
  );
});

t.test('tampering is detected: an edited, a removed and a truncated event', async (t) => {
  const em = api.orm.em.fork();
  await t.rejects(
    em.execute(`update core_audit_event set ip = '1.2.3.4' where organization = ?`, [organization]),
    /append-only/,
    'the table refuses updates',
  );
  await t.rejects(
    em.execute(`delete from core_audit_event where organization = ?`, [organization]),
    /append-only/,
    'and deletes',
  );
  const rows = await events(organization);
  const victim = rows[3];
  // A database owner can switch the trigger off; the chain still gives it away.
  const asOwner = (sql: string, params: unknown[]) =>
    em.transactional(async (tx) => {
      await tx.execute(`set local session_replication_role = replica`);
      await tx.execute(sql, params);
    });
  await asOwner(`update core_audit_event set after = '{"name":"Forged"}'::jsonb where id = ?`, [victim.id]);
  const edited = await api.call(r.verifyAudit, {}, checker.token);
  t.equal(edited.body.ok, false);
  t.equal(edited.body.broken.id, victim.id, 'names the edited event');
  t.equal(edited.body.verified, 3);
  t.match(edited.body.broken.reason, /edited/);
  await asOwner(`update core_audit_event set after = ?::jsonb where id = ?`, [JSON.stringify(victim.after), victim.id]);
  t.equal((await api.call(r.verifyAudit, {}, checker.token)).body.ok, true, 'restored');
  const otherOrg = await orgId(other.maker.id);
  const theirs = await events(otherOrg);
  await asOwner(`delete from core_audit_event where id = ?`, [theirs[1].id]);
  const removed = await api.call(r.verifyAudit, {}, other.checker.token);
  t.equal(removed.body.ok, false);
  t.equal(removed.body.broken.id, theirs[2].id, 'the event after the gap is named');
  t.match(removed.body.broken.reason, /missing/);
  await asOwner(`delete from core_audit_event where id = ?`, [rows[rows.length - 1].id]);
  const truncated = await api.call(r.verifyAudit, {}, checker.token);
  t.equal(truncated.body.ok, false, 'a removed last event is found through the chain head');
  t.match(truncated.body.broken.reason, /removed/);
});
