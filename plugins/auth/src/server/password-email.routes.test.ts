import { buildTestApp, linkIn, mailTo } from '@app/core/testing';
import t from 'tap';
import { authRoutes as a, MESSAGES, usersRoutes as u } from '../shared/index.ts';
import { registerAdmin } from './auth.test-helpers.ts';
import { authServerPlugin } from './index.ts';

const api = await buildTestApp(t, { plugins: [authServerPlugin] });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

t.test('registration mails a single-use verification link', async (t) => {
  const admin = await registerAdmin(api);
  const mail = await mailTo(api.smtp, admin.email, /verify/);
  const link = linkIn(mail);
  t.ok(link.startsWith('http://app.test/verify?token='));
  const ok = await api.call(a.verifyToken, { token: tokenOf(link) });
  t.equal(ok.status, 200);
  t.equal(ok.body.status, 'success');
  t.equal(ok.body.email, admin.email);
  t.equal((await api.call(u.getUser, {}, admin.token)).body.user.email_verified, true);
  const again = await api.call(a.verifyToken, { token: tokenOf(link) });
  t.equal(again.status, 400);
  t.equal(again.body.message, MESSAGES.verifyFailed);
  t.equal((await api.call(a.verifyToken, { token: 'made-up' })).body.message, MESSAGES.verifyFailed);
});

t.test('send-verification-email: own address, throttled, success message', async (t) => {
  const admin = await registerAdmin(api);
  await mailTo(api.smtp, admin.email, /verify/);
  t.equal((await api.call(a.sendVerificationEmail, { email: admin.email })).status, 401, 'signed in only');
  t.equal((await api.call(a.sendVerificationEmail, { email: 'other@example.com' }, admin.token)).status, 400);
  const throttled = await api.call(a.sendVerificationEmail, { email: admin.email }, admin.token);
  t.equal(throttled.status, 429, 'registration mail was sent under a minute ago');
  t.ok(throttled.body.timeout > 0);
});

t.test('forgot password: mail, throttle with timeout, reset, single use', async (t) => {
  const admin = await registerAdmin(api);
  const first = await api.call(a.forgotPasswordRequest, { email: admin.email });
  t.same(first.body, { status: 'success', message: MESSAGES.resetSent });
  const second = await api.call(a.forgotPasswordRequest, { email: admin.email });
  t.equal(second.status, 429);
  t.ok(second.body.timeout > 0 && second.body.timeout <= 60);
  t.equal(second.body.message, MESSAGES.resendIn(second.body.timeout));
  const unknown = await api.call(a.forgotPasswordRequest, { email: 'ghost@example.com' });
  t.same(unknown.body, first.body, 'unknown addresses get the same answer');
  t.equal((await api.call(a.forgotPasswordRequest, { email: 'bad' })).body.message, MESSAGES.invalidEmail);

  const token = tokenOf(linkIn(await mailTo(api.smtp, admin.email, /reset/i)));
  t.equal((await api.call(a.forgotPasswordResponse, { password: '', token })).body.message, MESSAGES.passwordRequired);
  t.equal(
    (await api.call(a.forgotPasswordResponse, { password: 'short', token })).body.message,
    MESSAGES.newPasswordLength,
  );
  const reset = await api.call(a.forgotPasswordResponse, { password: 'brand-new-pass', token });
  t.same(reset.body, { status: 'success', message: MESSAGES.passwordReset });
  t.equal((await api.call(u.getUser, {}, admin.token)).status, 401, 'sessions revoked by the reset');
  t.equal((await api.call(a.login, { email: admin.email, password: admin.password })).status, 401);
  t.type((await api.call(a.login, { email: admin.email, password: 'brand-new-pass' })).body.token, 'string');
  const reuse = await api.call(a.forgotPasswordResponse, { password: 'another-pass-1', token });
  t.equal(reuse.status, 400);
  t.equal(reuse.body.status, 'error');
  t.equal(reuse.body.message, MESSAGES.resetLinkInvalid);
});

t.test('change password: seed messages, current password checked', async (t) => {
  const admin = await registerAdmin(api);
  const call = (body: Record<string, unknown>) => api.call(a.changePassword, body, admin.token);
  const cases: [Record<string, unknown>, string][] = [
    [
      { currentPassword: '', newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' },
      MESSAGES.currentPasswordRequired,
    ],
    [{ currentPassword: admin.password, newPassword: 'short', confirmPassword: 'short' }, MESSAGES.newPasswordLength],
    [
      { currentPassword: admin.password, newPassword: admin.password, confirmPassword: admin.password },
      MESSAGES.newPasswordSame,
    ],
    [
      { currentPassword: admin.password, newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' },
      MESSAGES.passwordsDoNotMatch,
    ],
    [
      { currentPassword: admin.password, newPassword: 'x'.repeat(31), confirmPassword: 'x'.repeat(31) },
      MESSAGES.passwordTooLong,
    ],
    [{ newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' }, MESSAGES.currentPasswordRequired],
    [
      { currentPassword: 'wrong-current', newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' },
      MESSAGES.currentPasswordWrong,
    ],
  ];
  for (const [body, message] of cases) {
    const res = await call(body);
    t.equal(res.status, 400);
    t.same({ status: res.body.status, message: res.body.message }, { status: 'error', message });
  }
  t.type(
    (await api.call(a.login, { email: admin.email, password: admin.password })).body.token,
    'string',
    'unchanged after failures',
  );
  const ok = await call({
    currentPassword: admin.password,
    newPassword: 'long-enough-1',
    confirmPassword: 'long-enough-1',
  });
  t.same(ok.body, { status: 'success', message: MESSAGES.passwordChanged });
  t.equal((await api.call(u.getUser, {}, admin.token)).status, 200, 'current session kept');
  t.type((await api.call(a.login, { email: admin.email, password: 'long-enough-1' })).body.token, 'string');
});
