import { buildTestApp } from '@app/core/testing';
import t from 'tap';
import { authRoutes as a, MESSAGES, siteRoutes as s, usersRoutes as u } from '../shared/index.ts';
import { createMember, registerAdmin, totp } from './auth.test-helpers.ts';
import { authServerPlugin } from './index.ts';

const api = await buildTestApp(t, { plugins: [authServerPlugin] });

t.test('profile: enable → verify-otp → login challenge → no replay', async (t) => {
  const admin = await registerAdmin(api);
  const start = await api.call(a.enableTwoFactor, {}, admin.token);
  t.equal(start.status, 200);
  t.match(start.body.otpauth_url, /^otpauth:\/\/totp\/.*secret=/);
  t.ok(decodeURIComponent(start.body.otpauth_url).includes(admin.email), 'label carries the e-mail');
  const wrong = await api.call(a.verifyOtp, { token: '000000' }, admin.token);
  t.equal(wrong.status, 400);
  t.same({ status: wrong.body.status, message: wrong.body.message }, { status: 'error', message: MESSAGES.wrongCode });
  t.equal((await api.call(a.verifyOtp, { token: '12ab' }, admin.token)).status, 400);
  const code = await totp(start.body.secret);
  const pending = await api.call(a.twoFactorStatus, {}, admin.token);
  t.same(
    pending.body,
    { enabled: false, pending: true, secret: start.body.secret, otpauth_url: start.body.otpauth_url },
    'an unfinished setup is offered again',
  );
  const ok = await api.call(a.verifyOtp, { token: code }, admin.token);
  t.same(
    (await api.call(a.twoFactorStatus, {}, admin.token)).body,
    { enabled: true, pending: false },
    'no secret once enabled',
  );
  t.same(ok.body, { status: 'success', message: MESSAGES.twoFaSetUp });
  const me = await api.call(u.getUser, {}, admin.token);
  t.equal(me.body.user.two_factor_enabled, true);
  t.equal(me.body.user.two_factor_setup_completed, true);
  t.notOk(JSON.stringify(me.body).includes(start.body.secret), 'secret never returned again');
  t.equal((await api.call(a.enableTwoFactor, {}, admin.token)).status, 400, 'cannot restart while enabled');

  const challenge = await api.call(a.login, { email: admin.email, password: admin.password });
  t.same(challenge.body, { challenge: 'verify_two_fa', message: MESSAGES.verifyTwoFa });
  const bad = await api.call(a.login, { email: admin.email, password: admin.password, token: '000000' });
  t.equal(bad.status, 401);
  t.equal(bad.body.challenge, 'verify_two_fa');
  t.equal(bad.body.error, MESSAGES.wrongCode);
  t.notOk(bad.body.token);
  const replay = await api.call(a.login, { email: admin.email, password: admin.password, token: code });
  t.equal(replay.status, 401, 'the code used for setup is not accepted again');
  const next = await totp(start.body.secret, 1);
  const good = await api.call(a.login, { email: admin.email, password: admin.password, token: next });
  t.equal(good.status, 200);
  t.type(good.body.token, 'string');
  t.equal(
    (await api.call(a.login, { email: admin.email, password: admin.password, token: next })).status,
    401,
    'no replay',
  );
});

t.test('organisation requirement: set_up_two_fa at login, completed by the first code', async (t) => {
  const admin = await registerAdmin(api);
  const member = await createMember(api, admin, 'COMPLIANCE_OFFICER');
  t.equal(
    (await api.call(s.updateOrganizationSettings, { require_two_factor: true }, member.token)).status,
    403,
    'only an administrator',
  );
  const set = await api.call(s.updateOrganizationSettings, { require_two_factor: true }, admin.token);
  t.equal(set.body.require_two_factor, true);
  const first = await api.call(a.login, { email: member.email, password: member.password });
  t.equal(first.body.challenge, 'set_up_two_fa');
  t.type(first.body.secret, 'string');
  t.match(first.body.otpauth_url, /^otpauth:\/\/totp\//);
  t.notOk(first.body.token);
  const again = await api.call(a.login, { email: member.email, password: member.password });
  t.equal(again.body.secret, first.body.secret, 'same pending secret until completed');
  const wrong = await api.call(a.login, { email: member.email, password: member.password, token: '000000' });
  t.equal(wrong.status, 401);
  t.equal(wrong.body.challenge, 'set_up_two_fa');
  t.equal(wrong.body.error, MESSAGES.wrongCode);
  const done = await api.call(a.login, {
    email: member.email,
    password: member.password,
    token: await totp(first.body.secret),
  });
  t.type(done.body.token, 'string');
  const me = await api.call(u.getUser, {}, done.body.token);
  t.equal(me.body.user.two_factor_enabled, true);
  const later = await api.call(a.login, { email: member.email, password: member.password });
  t.same(later.body, { challenge: 'verify_two_fa', message: MESSAGES.verifyTwoFa });
  t.equal(
    (await api.call(a.disableTwoFactor, { token: await totp(first.body.secret, 1) }, done.body.token)).status,
    403,
    'required by the organisation',
  );
});

t.test('disable needs a valid code', async (t) => {
  const admin = await registerAdmin(api);
  const { body } = await api.call(a.enableTwoFactor, {}, admin.token);
  await api.call(a.verifyOtp, { token: await totp(body.secret) }, admin.token);
  t.equal((await api.call(a.disableTwoFactor, { token: '000000' }, admin.token)).status, 400);
  t.equal((await api.call(a.disableTwoFactor, { token: await totp(body.secret, 1) }, admin.token)).status, 200);
  t.type((await api.call(a.login, { email: admin.email, password: admin.password })).body.token, 'string');
});
