import { buildTestApp } from '@app/core/testing';
import t from 'tap';
import { authRoutes, authService, siteRoutes as s } from '../shared/index.ts';
import { createMember, registerAdmin } from './auth.test-helpers.ts';
import { authServerPlugin } from './index.ts';

const api = await buildTestApp(t, { plugins: [authServerPlugin] });
const admin = await registerAdmin(api);
const member = await createMember(api, admin, 'DATA_CONTROLLER');
const other = await registerAdmin(api);
const views = api.services.get(authService);
const fileX = 'a'.repeat(24);
const fileY = 'b'.repeat(24);

const issue = async (token: string, id?: string) => {
  const res = await api.call(s.generateViewToken, { token, ...(id ? { id } : {}) }, token);
  t.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.token as string;
};
const session = async () =>
  (await api.call(authRoutes.login, { email: member.email, password: member.password })).body.token as string;

t.test('a view token made for a file opens that file only', async (t) => {
  const token = await issue(member.token, fileX);
  t.match(await views.verifyViewToken(token, fileX), { userId: member.id }, 'the file it was made for');
  t.equal(await views.verifyViewToken(token, fileY), null, 'another file: refused');
  t.match(await views.verifyViewToken(token, fileX), { userId: member.id }, 'still its own file within the 60 s');
});

t.test('a view token made without an id binds to the first file it opens', async (t) => {
  const token = await issue(member.token);
  const [a, b] = await Promise.all([views.verifyViewToken(token, fileX), views.verifyViewToken(token, fileY)]);
  t.equal([a, b].filter(Boolean).length, 1, 'two first uses at once: one file wins');
  const won = a ? fileX : fileY;
  t.ok(await views.verifyViewToken(token, won), 'opens the file it bound to again');
  t.equal(await views.verifyViewToken(token, won === fileX ? fileY : fileX), null, 'never a second file');
});

t.test('logging out ends the view tokens of that session, not those of another session', async (t) => {
  const first = await session();
  const second = await session();
  const ended = await issue(first, fileX);
  const kept = await issue(second, fileX);
  t.equal((await api.call(authRoutes.logout, {}, first)).status, 200);
  t.equal(await views.verifyViewToken(ended, fileX), null, 'the session logged out: refused');
  t.match(await views.verifyViewToken(kept, fileX), { userId: member.id }, 'the other session still open');
  t.equal((await api.call(s.generateViewToken, {}, first)).status, 401, 'no new token on a closed session');
});

t.test('who may issue; bad ids; another organisation', async (t) => {
  t.equal((await api.call(s.generateViewToken, {})).status, 401);
  t.equal((await api.call(s.generateViewToken, { id: '' }, member.token)).status, 400, 'empty id');
  t.equal((await api.call(s.generateViewToken, { id: 'x'.repeat(65) }, member.token)).status, 400, 'overlong id');
  const mine = await views.verifyViewToken(await issue(member.token, fileX), fileX);
  const theirs = await views.verifyViewToken(await issue(other.token, fileX), fileX);
  t.not(
    theirs!.organizationId,
    mine!.organizationId,
    'a token holds the organisation of its maker (the file route filters by it)',
  );
  t.equal(await views.verifyViewToken('not-a-token', fileX), null);
});
