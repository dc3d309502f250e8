import { buildTestApp } from '@app/core/testing';
import t from 'tap';
import { authRoutes as a, MESSAGES, usersRoutes as u } from '../shared/index.ts';
import { UserEntity } from './auth.entities.ts';
import { registerAdmin } from './auth.test-helpers.ts';
import { authServerPlugin } from './index.ts';

const api = await buildTestApp(t, { plugins: [authServerPlugin] });

t.test('register: seed validation messages, nothing created', async (t) => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ username: 'valid', email: 'not-an-email', password: 'secret1' }, 'email', MESSAGES.invalidEmail],
    [{ username: 'valid', email: 'v@example.com', password: '12345' }, 'password', MESSAGES.passwordLength],
    [{ username: 'valid', email: 'v@example.com', password: 'x'.repeat(31) }, 'password', MESSAGES.passwordLength],
    [{ username: 'ab', email: 'v@example.com', password: 'secret1' }, 'username', MESSAGES.usernameLength],
    [{ username: 'x'.repeat(21), email: 'v@example.com', password: 'secret1' }, 'username', MESSAGES.usernameLength],
    [{ email: 'v@example.com', password: 'secret1' }, 'username', MESSAGES.usernameLength],
  ];
  for (const [body, field, message] of cases) {
    const res = await api.call(a.register, body);
    t.equal(res.status, 400, `${field} rejected`);
    t.equal(res.body.errors.find((e: { field: string }) => e.field === field)?.message, message);
  }
  t.equal(
    (await api.call(a.login, { email: 'v@example.com', password: 'secret1' })).status,
    401,
    'no account was created',
  );
});

t.test('register: creates an organisation with an ADMINISTRATOR; duplicate e-mail → 401 under email', async (t) => {
  const res = await api.call(a.register, { username: 'founder', email: 'Founder@Example.com', password: 'secret1' });
  t.equal(res.status, 200);
  t.type(res.body.token, 'string');
  const me = await api.call(u.getUser, {}, res.body.token);
  t.equal(me.body.user.type, 'ADMINISTRATOR');
  t.equal(me.body.user.email, 'founder@example.com');
  t.equal(me.body.user.email_verified, false);
  const dup = await api.call(a.register, { username: 'copycat', email: 'founder@example.com', password: 'secret1' });
  t.equal(dup.status, 401);
  t.equal(dup.body.errors[0].field, 'email');
  t.equal(dup.body.message, MESSAGES.emailTaken);
});

t.test('login: token, wrong password, lastLogin, logout revokes', async (t) => {
  const admin = await registerAdmin(api);
  const bad = await api.call(a.login, { email: admin.email, password: 'wrong-pass' });
  t.equal(bad.status, 401);
  t.equal(bad.body.message, MESSAGES.badCredentials);
  t.notOk(bad.body.token);
  t.equal((await api.call(a.login, { email: 'nobody@example.com', password: 'whatever' })).status, 401);
  t.equal((await api.call(a.login, { email: admin.email, password: '1' })).body.message, MESSAGES.passwordLength);
  const ok = await api.call(a.login, { email: admin.email.toUpperCase(), password: admin.password });
  t.equal(ok.status, 200);
  const me = await api.call(u.getUser, {}, ok.body.token);
  t.ok(me.body.user.lastLogin);
  t.equal((await api.call(a.logout, {}, ok.body.token)).status, 200);
  t.equal((await api.call(u.getUser, {}, ok.body.token)).status, 401, 'logged-out token rejected');
  t.equal((await api.call(u.getUser, {}, admin.token)).status, 200, 'other sessions stay');
});

t.test('verified tokens are kept, yet a token with another signature or payload is still refused', async (t) => {
  const admin = await registerAdmin(api);
  t.equal((await api.call(u.getUser, {}, admin.token)).status, 200, 'verified once (kept)');
  const [header, payload, signature] = admin.token.split('.') as [string, string, string];
  const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
  t.equal((await api.call(u.getUser, {}, `${header}.${payload}.${flipped}`)).status, 401, 'other signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 3600 })).toString('base64url');
  t.equal(
    (await api.call(u.getUser, {}, `${header}.${forged}.${signature}`)).status,
    401,
    'other payload, same signature',
  );
  t.equal((await api.call(u.getUser, {}, admin.token)).status, 200, 'the genuine token still works');
});

t.test('login is rate limited per account', async (t) => {
  const admin = await registerAdmin(api);
  for (let i = 0; i < 10; i++) await api.call(a.login, { email: admin.email, password: 'wrong-pass' });
  const blocked = await api.call(a.login, { email: admin.email, password: admin.password });
  t.equal(blocked.status, 429, 'even the right password waits');
  t.ok(blocked.body.timeout > 0);
  t.notOk(blocked.body.token);
});

t.test('login is rate limited per IP', async (t) => {
  const ip = { 'x-forwarded-for': '1.2.3.4' };
  let last = 0;
  for (let i = 0; i < 101; i++)
    last = (await api.call(a.login, { email: `spray${i}@example.com`, password: 'wrong-pass' }, null, ip)).status;
  t.equal(last, 429);
});

t.test('login failures are counted atomically under concurrency', async (t) => {
  const admin = await registerAdmin(api);
  const results = await Promise.all(
    Array.from({ length: 30 }, () => api.call(a.login, { email: admin.email, password: 'wrong-pass' })),
  );
  t.ok(results.filter((r) => r.status === 401).length <= 10, 'no more than the per-account limit get through');
  t.ok(results.some((r) => r.status === 429));
});

t.test('unknown fields, wrong types, NUL characters and padded usernames are refused', async (t) => {
  const base = { username: 'padded', email: `strict-${Date.now()}@example.com`, password: 'secret1' };
  const extra = await api.call(a.register, { ...base, type: 'ADMINISTRATOR' });
  t.equal(extra.status, 400);
  t.equal(extra.body.errors[0].field, 'type');
  t.equal((await api.call(a.register, { ...base, password: 1234567 })).status, 400);
  const nul = await api.call(a.register, { ...base, username: 'nul\u0000name' });
  t.equal(nul.status, 400);
  t.equal(nul.body.errors[0].field, 'username');
  const padded = await api.call(a.register, { ...base, username: '   ab   ' });
  t.equal(padded.status, 400);
  t.equal(padded.body.message, MESSAGES.usernameLength);
  t.equal(
    await api.orm.em.fork().count(UserEntity, { email: base.email }, { filters: false }),
    0,
    'nothing was created',
  );
});

t.test('bodies reject unknown shapes without 5xx', async (t) => {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: 'not json',
    headers: { 'content-type': 'application/json' },
  });
  t.equal(res.statusCode, 400);
  t.type(res.json().message, 'string');
  const arr = await api.app.inject({ method: 'POST', url: '/api/v1/register', payload: [1, 2] });
  t.equal(arr.statusCode, 400);
});
