import { authRoutes, MESSAGES, siteRoutes, usersRoutes } from '@app/plugin-auth/shared';
import { buildServerTestApp } from '@app/server/testing';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { generate } from 'otplib';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

const api = await buildServerTestApp(t);
const cli = await cliAgainst(t, api);

let seq = 0;
async function registerAdmin() {
  const u = `${process.pid.toString(36)}${seq++}${Math.random().toString(36).slice(2, 6)}`;
  const input = { username: `cli${u}`.slice(0, 20), email: `cli-admin-${u}@example.com`, password: 'secret-pass-1' };
  const res = await api.call(authRoutes.register, input);
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { ...input, token: res.body.token as string };
}
const totp = async (secret: string, stepOffset = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
const storedConfig = () => JSON.parse(readFileSync(cli.configFile, 'utf8'));

const admin = await registerAdmin();

t.test('bad credentials: exit 1, the server message on stderr, nothing stored', async (t) => {
  const res = await cli.run(['login', '--email', admin.email, '--password', 'wrong-password']);
  t.equal(res.code, 1);
  t.match(res.stderr, MESSAGES.badCredentials);
  t.equal(res.stdout, '');
  t.notOk(existsSync(cli.configFile));
});

t.test('commands needing a session say so before login', async (t) => {
  const res = await cli.run(['users', 'list']);
  t.equal(res.code, 1);
  t.match(res.stderr, /Not logged in to http:\/\/127\.0\.0\.1:\d+\. Run `app login` first/);
});

t.test('usage errors exit 2', async (t) => {
  t.equal((await cli.run(['login', '--email', admin.email])).code, 2, 'missing password without a terminal');
  t.match((await cli.run(['login', '--email', admin.email])).stderr, 'Missing --password');
  t.equal((await cli.run(['users', 'create', '--role', 'KING'])).code, 2, 'role outside ROLES');
  t.equal((await cli.run(['no-such-command'])).code, 2);
  t.equal((await cli.run(['--url', 'ftp://x', 'users', 'list'])).code, 2, 'bad URL');
});

t.test('login stores the token (0600) and users list works', async (t) => {
  const res = await cli.run(['login', '--email', admin.email, '--password', admin.password]);
  t.equal(res.code, 0, res.stderr);
  t.match(res.stdout, `Logged in to ${cli.baseUrl} as ${admin.email}`);
  const config = storedConfig();
  t.equal(config.baseUrl, cli.baseUrl);
  t.type(config.token, 'string');
  t.equal(statSync(cli.configFile).mode & 0o777, 0o600);

  const list = await cli.json(['users', 'list']);
  t.equal(list.code, 0, list.stderr);
  t.equal(list.stderr, '');
  t.same(
    list.body.map((u: { email: string }) => u.email),
    [admin.email],
  );
  t.equal(list.body[0].type, 'ADMINISTRATOR');

  const table = await cli.run(['users', 'list']);
  t.equal(table.code, 0);
  t.match(table.stdout, /^ID\s+USERNAME\s+EMAIL\s+ROLE/);
  t.match(table.stdout, admin.email);
});

t.test('the token is not sent to another server', async (t) => {
  const res = await cli.run(['--url', 'http://127.0.0.1:9', 'users', 'list']);
  t.equal(res.code, 1);
  t.match(res.stderr, 'Not logged in to http://127.0.0.1:9');
  const down = await cli.run([
    '--url',
    'http://127.0.0.1:9',
    'login',
    '--email',
    admin.email,
    '--password',
    'x-password',
  ]);
  t.equal(down.code, 1);
  t.match(down.stderr, /cannot reach the server/);
});

t.test('users create: flags, generated password, server field errors', async (t) => {
  const created = await cli.json([
    'users',
    'create',
    '--username',
    'officer1',
    '--email',
    'officer1@example.com',
    '--role',
    'COMPLIANCE_OFFICER',
    '--generate-password',
  ]);
  t.equal(created.code, 0, created.stderr);
  t.equal(created.body.message, MESSAGES.userCreated);
  t.equal(created.body.user.type, 'COMPLIANCE_OFFICER');
  t.match(created.body.password, /^[A-Za-z0-9]{14}$/);
  const login = await api.call(authRoutes.login, { email: 'officer1@example.com', password: created.body.password });
  t.type(login.body.token, 'string', 'the printed password works');

  const human = await cli.run([
    'users',
    'create',
    '--username',
    'client1',
    '--email',
    'client1@example.com',
    '--role',
    'CLIENT',
    '--password',
    'client-pass-1',
  ]);
  t.equal(human.code, 0, human.stderr);
  t.match(human.stdout, MESSAGES.userCreated);
  t.notMatch(human.stdout, 'Password:');

  const bad = await cli.run([
    'users',
    'create',
    '--username',
    'ab',
    '--email',
    'nope',
    '--role',
    'CLIENT',
    '--password',
    '1',
  ]);
  t.equal(bad.code, 1);
  t.match(bad.stderr, MESSAGES.invalidEmail);
  t.match(bad.stderr, MESSAGES.usernameLength);
  t.equal(bad.stdout, '');

  const dup = await cli.run([
    'users',
    'create',
    '--username',
    'dupe1',
    '--email',
    'client1@example.com',
    '--role',
    'CLIENT',
    '--password',
    'client-pass-1',
  ]);
  t.equal(dup.code, 1);
  t.match(dup.stderr, /email/);

  t.equal(
    (await cli.run(['users', 'create', '--username', 'x1x', '--password', 'p-ass-1', '--generate-password'])).code,
    2,
    'conflicting flags',
  );
  const missing = await cli.run(['users', 'create', '--username', 'nobody']);
  t.equal(missing.code, 2);
  t.match(missing.stderr, 'Missing --email');

  const list = await cli.json(['users', 'list']);
  t.same(
    list.body.map((u: { email: string }) => u.email).sort(),
    [admin.email, 'client1@example.com', 'officer1@example.com'].sort(),
  );
});

t.test('a CLIENT gets the 403 message from the server', async (t) => {
  const res = await cli.run(['login', '--email', 'client1@example.com', '--password', 'client-pass-1']);
  t.equal(res.code, 0, res.stderr);
  const list = await cli.run(['users', 'list']);
  t.equal(list.code, 1);
  t.match(list.stderr, /^Error: .+/);
});

t.test('login with two-factor enabled (verify_two_fa)', async (t) => {
  const user = await registerAdmin();
  const { body } = await api.call(authRoutes.enableTwoFactor, {}, user.token);
  t.equal((await api.call(authRoutes.verifyOtp, { token: await totp(body.secret) }, user.token)).status, 200);

  const noCode = await cli.run(['login', '--email', user.email, '--password', user.password]);
  t.equal(noCode.code, 2, 'no terminal to ask for the code');
  t.match(noCode.stderr, MESSAGES.verifyTwoFa);
  t.match(noCode.stderr, '--code');

  const wrong = await cli.run(['login', '--email', user.email, '--password', user.password, '--code', '000000']);
  t.equal(wrong.code, 1);
  t.match(wrong.stderr, MESSAGES.wrongCode);

  const ok = await cli.json([
    'login',
    '--email',
    user.email,
    '--password',
    user.password,
    '--code',
    await totp(body.secret, 1),
  ]);
  t.equal(ok.code, 0, ok.stderr);
  t.same(ok.body, { status: 'ok', baseUrl: cli.baseUrl, email: user.email });
  const me = await api.call(usersRoutes.getUser, {}, storedConfig().token);
  t.equal(me.body.user.email, user.email, 'the stored token is the new session');
});

t.test('login when the organisation requires two-factor (set_up_two_fa)', async (t) => {
  const owner = await registerAdmin();
  t.equal(
    (await api.call(siteRoutes.updateOrganizationSettings, { require_two_factor: true }, owner.token)).status,
    200,
  );
  const challenge = await cli.json(['login', '--email', owner.email, '--password', owner.password]);
  t.equal(challenge.code, 2);
  t.equal(challenge.body.challenge, 'set_up_two_fa');
  t.match(challenge.body.otpauth_url, /^otpauth:\/\/totp\//);
  const human = await cli.run(['login', '--email', owner.email, '--password', owner.password]);
  t.match(human.stderr, `Secret:      ${challenge.body.secret}`);

  const done = await cli.run([
    'login',
    '--email',
    owner.email,
    '--password',
    owner.password,
    '--code',
    await totp(challenge.body.secret),
  ]);
  t.equal(done.code, 0, done.stderr);
  const me = await api.call(usersRoutes.getUser, {}, storedConfig().token);
  t.equal(me.body.user.two_factor_enabled, true);
});

t.test('logout ends the session and forgets the token', async (t) => {
  const token = storedConfig().token;
  const res = await cli.json(['logout']);
  t.equal(res.code, 0, res.stderr);
  t.equal(res.body.serverSession, 'ended');
  t.notOk(storedConfig().token);
  t.equal(storedConfig().baseUrl, cli.baseUrl, 'the server URL is kept');
  t.equal((await api.call(usersRoutes.getUser, {}, token)).status, 401, 'token revoked on the server');
  t.match((await cli.run(['logout'])).stdout, 'Not logged in');
});
