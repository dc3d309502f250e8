import { authRoutes } from '@app/plugin-auth/shared';
import { buildServerTestApp } from '@app/server/testing';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

const api = await buildServerTestApp(t);
const cli = await cliAgainst(t, api);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'audit-cli-'));
t.teardown(() => rmSync(tmp, { recursive: true, force: true }));

const u = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const admin = { username: `adm${u}`.slice(0, 20), email: `audit-cli-${u}@example.com`, password: 'secret-pass-1' };
const registered = await api.call(authRoutes.register, admin);
if (registered.status !== 200) throw new Error(JSON.stringify(registered.body));
await api.call(authRoutes.login, { email: admin.email, password: 'wrong-password-1' });
const login = await cli.run(['login', '--email', admin.email, '--password', admin.password]);
if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
const [{ organization }] = await api.orm.em
  .fork()
  .execute(`select organization from auth_user where email = ?`, [admin.email]);
const count = async () =>
  Number(
    (
      await api.orm.em
        .fork()
        .execute(`select count(*) as n from core_audit_event where organization = ?`, [organization])
    )[0].n,
  );

t.test('verify prints the number of verified events', async (t) => {
  const res = await cli.run(['audit', 'verify']);
  t.equal(res.code, 0, res.stderr);
  t.equal(res.stdout, `verified ${await count()} events\n`);
  t.ok((await count()) >= 2, 'failed login and CLI login recorded');
  const json = await cli.json(['audit', 'verify', '--from', new Date().toISOString().slice(0, 10)]);
  t.match(json.body, { ok: true });
  t.equal((await cli.run(['audit', 'verify', '--from', 'last week'])).code, 2, 'bad date is a usage error');
});

t.test('export writes CSV to a file and JSON to stdout', async (t) => {
  const file = path.join(tmp, 'audit.csv');
  const res = await cli.run(['audit', 'export', '--from', '2026-01-01', '--to', '2099-12-31', '--out', file]);
  t.equal(res.code, 0, res.stderr);
  const lines = readFileSync(file, 'utf8').trim().split('\r\n');
  t.match(lines[0], /^position,occurred_at,action,/);
  t.equal(lines.length - 1, await count());
  t.ok(lines.some((l) => l.includes('"auth.login_failed"')));
  const json = await cli.run(['audit', 'export', '--format', 'json']);
  t.equal(json.code, 0, json.stderr);
  t.equal(JSON.parse(json.stdout).length, await count());
  t.equal((await cli.run(['audit', 'export', '--format', 'xml'])).code, 2);
});

t.test('a forged row: verify names the event and exits 1', async (t) => {
  const [victim] = await api.orm.em
    .fork()
    .execute(`select id from core_audit_event where organization = ? order by position limit 1`, [organization]);
  await api.orm.em.fork().transactional(async (tx) => {
    await tx.execute(`set local session_replication_role = replica`);
    await tx.execute(`update core_audit_event set ip = '10.0.0.66' where id = ?`, [victim.id]);
  });
  const res = await cli.run(['audit', 'verify']);
  t.equal(res.code, 1);
  t.match(
    res.stderr,
    new RegExp(`chain broken at event ${victim.id} \\(position 1\\): content does not match its hash`),
  );
});
