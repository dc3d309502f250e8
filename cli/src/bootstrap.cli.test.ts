import { OutboxMailEntity } from '@app/core/server';
import { authRoutes } from '@app/plugin-auth/shared';
import { buildServerTestApp } from '@app/server/testing';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

// Without SMTP the app writes mails to the development outbox, which `app mail list` reads.
const api = await buildServerTestApp(t, { smtpUrl: undefined });
const cli = await cliAgainst(t, api);
const db = { DATABASE_URL: api.config.databaseUrl };

t.test('admin create-superuser writes to the database; the account can log in', async (t) => {
  const created = await cli.run(
    ['admin', 'create-superuser', '--email', 'Root@Example.com', '--password', 'root-pass-123', '--username', 'root'],
    db,
  );
  t.equal(created.code, 0, created.stderr);
  t.match(created.stdout, /^Created super user root@example\.com \(id [0-9a-f]{24}\)/);

  const again = await cli.json(
    ['admin', 'create-superuser', '--email', 'root@example.com', '--password', 'root-pass-456'],
    db,
  );
  t.equal(again.code, 0, again.stderr);
  t.same(
    { created: again.body.created, email: again.body.email },
    { created: false, email: 'root@example.com' },
    'promotes (and re-passwords) the existing account',
  );

  const login = await cli.run(['login', '--email', 'root@example.com', '--password', 'root-pass-456']);
  t.equal(login.code, 0, login.stderr);
  const me = await cli.json(['users', 'list']);
  t.equal(me.code, 0, me.stderr);
  t.same(
    me.body.map((u: { email: string; is_super_user: boolean }) => [u.email, u.is_super_user]),
    [['root@example.com', true]],
  );
});

t.test('admin create-superuser: usage and validation errors', async (t) => {
  const missing = await cli.run(['admin', 'create-superuser', '--email', 'x@example.com'], db);
  t.equal(missing.code, 2);
  t.match(missing.stderr, 'Missing --password');
  const short = await cli.run(['admin', 'create-superuser', '--email', 'x@example.com', '--password', 'short'], db);
  t.equal(short.code, 1);
  t.match(short.stderr, 'Password must be from 8 to 30 characters long');
});

t.test('mail list shows the outbox, newest first, with the first link', async (t) => {
  const empty = await cli.run(['mail', 'list', '--to', 'nobody@example.com'], db);
  t.equal(empty.code, 0, empty.stderr);
  t.equal(empty.stdout, '');
  t.match(empty.stderr, 'No mails in the development outbox to nobody@example.com');

  const admin = await api.call(authRoutes.register, {
    username: 'mailer',
    email: 'mail-admin@example.com',
    password: 'secret-pass-1',
  });
  t.equal(admin.status, 200);
  await cli.run(['login', '--email', 'mail-admin@example.com', '--password', 'secret-pass-1']);
  const created = await cli.run([
    'users',
    'create',
    '--username',
    'newbie',
    '--email',
    'Newbie@Example.com',
    '--role',
    'CLIENT',
    '--password',
    'newbie-pass-1',
  ]);
  t.equal(created.code, 0, created.stderr);

  const mine = await cli.json(['mail', 'list', '--to', 'newbie@example.com'], db);
  t.equal(mine.code, 0, mine.stderr);
  t.equal(mine.body.length, 1);
  t.equal(mine.body[0].to, 'newbie@example.com');
  t.match(mine.body[0].link, /^http:\/\/app\.test\/verify\?token=/);
  t.match(mine.body[0].text, mine.body[0].link, 'full mail in --json');
  t.type(mine.body[0].html, 'string');

  const em = api.orm.em.fork();
  em.create(OutboxMailEntity, {
    to: 'newbie@example.com',
    subject: 'Later mail',
    text: 'see https://example.com/later now',
    html: '',
    createdAt: new Date(Date.now() + 60_000),
  });
  await em.flush();
  const table = await cli.run(['mail', 'list', '--to', 'NEWBIE@example.com', '--limit', '1'], db);
  t.equal(table.code, 0, table.stderr);
  const lines = table.stdout.trim().split('\n');
  t.match(lines[0], /^DATE\s+TO\s+SUBJECT\s+LINK$/);
  t.equal(lines.length, 2, 'limit');
  t.match(lines[1], /newbie@example\.com\s+Later mail\s+https:\/\/example\.com\/later$/);

  const all = await cli.json(['mail', 'list'], db);
  t.ok(all.body.length >= 3, 'every recipient without --to');
  t.equal((await cli.run(['mail', 'list', '--limit', '0'], db)).code, 2);
});
