import './abuse-limits.test-env.ts'; // first: sets the registration allowance the plugin reads
import { buildTestApp, linkIn, mailTo } from '@app/core/testing';
import t from 'tap';
import { authRoutes as a, MESSAGES, siteRoutes as s, usersRoutes as u } from '../shared/index.ts';
import { ClientErrorEntity, ContactMessageEntity, OrganizationEntity } from './auth.entities.ts';
import { callFrom, registerAdmin, totp, type Account } from './auth.test-helpers.ts';
import { LOGIN_LIMIT, REGISTER_LIMIT } from './rate-limit.ts';
import { authServerPlugin } from './index.ts';

/** Findings 5–7 of issue 6 (ADR 0013): registration, two-factor codes and login lockout. */
const api = await buildTestApp(t, { plugins: [authServerPlugin], config: { operatorEmail: 'operator@example.com' } });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
let n = 0;

t.test('register: limited per IP, every attempt counted', async (t) => {
  const ip = '10.5.0.1';
  t.equal(REGISTER_LIMIT.maxPerIp, 20, 'the allowance comes from AUTH_REGISTER_PER_IP_HOUR');
  const orgsBefore = await api.orm.em.fork().count(OrganizationEntity, {});
  for (let i = 0; i < REGISTER_LIMIT.maxPerIp; i++) {
    const res = await callFrom(api, ip, a.register, {
      username: `bulk${i}`,
      email: `bulk-${i}@example.com`,
      password: 'secret-1',
    });
    t.equal(res.status, 200, `registration ${i + 1} of the allowance`);
  }
  const over = await callFrom(api, ip, a.register, {
    username: 'onemore',
    email: 'bulk-over@example.com',
    password: 'secret-1',
  });
  t.equal(over.status, 429);
  t.ok(over.body.timeout > 0);
  t.equal(
    await api.orm.em.fork().count(OrganizationEntity, {}),
    orgsBefore + REGISTER_LIMIT.maxPerIp,
    'nothing created past the limit',
  );
  t.equal(
    (
      await callFrom(
        api,
        '10.5.0.2',
        a.register,
        { username: 'elsewhere', email: 'bulk-else@example.com', password: 'secret-1' },
        null,
      )
    ).status,
    200,
    'another IP is not affected',
  );
});

t.test('register: limited per address, the seed message stays under the e-mail field', async (t) => {
  const owner = await registerAdmin(api);
  for (let i = 0; i < REGISTER_LIMIT.maxPerEmail - 1; i++) {
    const res = await callFrom(
      api,
      `10.6.0.${i}`,
      a.register,
      { username: 'copycat', email: owner.email, password: 'secret-1' },
      null,
    );
    t.equal(res.status, 401);
    t.same(res.body.errors, [{ field: 'email', message: MESSAGES.emailTaken }]);
  }
  const over = await callFrom(
    api,
    '10.6.1.1',
    a.register,
    { username: 'copycat', email: owner.email, password: 'secret-1' },
    null,
  );
  t.equal(over.status, 429, 'the address cannot be probed from ever new IPs');
});

async function withTwoFactor(): Promise<Account & { secret: string }> {
  const admin = await registerAdmin(api);
  const { body } = await api.call(a.enableTwoFactor, {}, admin.token);
  t.equal((await api.call(a.verifyOtp, { token: await totp(body.secret) }, admin.token)).status, 200);
  return { ...admin, secret: body.secret };
}

t.test('two-factor codes: 5 wrong per user in 15 minutes, then 429 even for a right code', async (t) => {
  const admin = await registerAdmin(api);
  const { body } = await api.call(a.enableTwoFactor, {}, admin.token);
  for (let i = 0; i < 5; i++)
    t.equal((await callFrom(api, `10.7.0.${i}`, a.verifyOtp, { token: '000000' }, admin.token)).status, 400);
  const blocked = await api.call(a.verifyOtp, { token: await totp(body.secret) }, admin.token);
  t.equal(blocked.status, 429);
  t.equal(blocked.body.message, MESSAGES.tooManyCodes);
  t.ok(blocked.body.timeout > 0 && blocked.body.timeout <= 900);
  t.equal(
    (await api.call(a.twoFactorStatus, {}, admin.token)).body.enabled,
    false,
    'the right code did not get through',
  );
});

t.test('two-factor codes: disable, verify-otp and the login code share one counter', async (t) => {
  const user = await withTwoFactor();
  for (let i = 0; i < 2; i++)
    t.equal((await api.call(a.disableTwoFactor, { token: '111111' }, user.token)).status, 400);
  for (let i = 0; i < 2; i++)
    t.equal((await api.call(a.login, { email: user.email, password: user.password, token: '222222' })).status, 401);
  t.equal((await api.call(a.disableTwoFactor, { token: '333333' }, user.token)).status, 400);
  const blocked = await api.call(a.disableTwoFactor, { token: await totp(user.secret, 1) }, user.token);
  t.equal(blocked.status, 429);
  t.equal(blocked.body.message, MESSAGES.tooManyCodes);
  const login = await api.call(a.login, {
    email: user.email,
    password: user.password,
    token: await totp(user.secret, 1),
  });
  t.equal(login.status, 429, 'login codes are refused too');
  t.equal((await api.call(u.getUser, {}, user.token)).body.user.two_factor_enabled, true);
});

t.test('two-factor codes are not guessable: 200 parallel guesses, at most 5 checked', async (t) => {
  const user = await withTwoFactor();
  const guesses = Array.from({ length: 200 }, (_, i) => String(100000 + i * 3331).slice(0, 6));
  const results = await Promise.all(
    guesses.map((token, i) => callFrom(api, `10.8.${i % 250}.1`, a.disableTwoFactor, { token }, user.token)),
  );
  t.ok(results.filter((r) => r.status === 400).length <= 5, 'no more than 5 codes were checked');
  t.ok(results.filter((r) => r.status === 429).length >= 195);
});

t.test('lockout: failures count per (account, IP); the owner elsewhere gets in', async (t) => {
  const victim = await registerAdmin(api);
  for (let i = 0; i < LOGIN_LIMIT.maxPerPair; i++)
    await callFrom(api, '10.9.0.1', a.login, { email: victim.email, password: 'wrong-pass' }, null);
  t.equal(
    (await callFrom(api, '10.9.0.1', a.login, { email: victim.email, password: victim.password }, null)).status,
    429,
    'the attacking IP waits',
  );
  const owner = await callFrom(api, '10.9.0.2', a.login, { email: victim.email, password: victim.password }, null);
  t.equal(owner.status, 200);
  t.type(owner.body.token, 'string');
});

/** 51 failures from six IPs, none over its pair limit: the account is under attack. */
async function attack(email: string, base: string) {
  for (let i = 0; i <= LOGIN_LIMIT.maxPerAccount; i++)
    await callFrom(api, `${base}.${Math.floor(i / 9)}`, a.login, { email, password: 'wrong-pass' });
}

t.test(
  'lockout: under a distributed attack, a password alone is refused the same whether right or wrong; a reset link gets in',
  async (t) => {
    const victim = await registerAdmin(api);
    await attack(victim.email, `10.10.${n++}`);
    const right = await callFrom(api, '10.11.0.1', a.login, { email: victim.email, password: victim.password }, null);
    const wrong = await callFrom(api, '10.11.0.2', a.login, { email: victim.email, password: 'other-wrong' }, null);
    t.equal(right.status, 429);
    t.equal(right.body.message, MESSAGES.accountUnderAttack);
    t.same(wrong.body, right.body, 'no password oracle under attack');
    t.equal((await callFrom(api, '10.11.0.3', a.forgotPasswordRequest, { email: victim.email }, null)).status, 200);
    const token = tokenOf(linkIn(await mailTo(api.smtp, victim.email, /reset/i)));
    t.equal((await api.call(a.forgotPasswordResponse, { password: 'after-attack-1', token })).status, 200);
    const back = await callFrom(api, '10.11.0.4', a.login, { email: victim.email, password: 'after-attack-1' }, null);
    t.equal(back.status, 200, 'the reset link clears the attack');
    t.type(back.body.token, 'string');
  },
);

t.test('lockout: under a distributed attack, the right password plus a valid code gets in', async (t) => {
  const victim = await withTwoFactor();
  await attack(victim.email, `10.12.${n++}`);
  const challenge = await callFrom(api, '10.13.0.1', a.login, { email: victim.email, password: victim.password }, null);
  t.equal(challenge.body.challenge, 'verify_two_fa');
  const ok = await callFrom(
    api,
    '10.13.0.1',
    a.login,
    { email: victim.email, password: victim.password, token: await totp(victim.secret, 1) },
    null,
  );
  t.equal(ok.status, 200);
  t.type(ok.body.token, 'string');
});

t.test('contact form: the schema states the storage limits (a 255-character e-mail is a 400, not a 500)', async (t) => {
  const long = `${'x'.repeat(243)}@example.com`;
  t.equal(long.length, 255);
  const res = await callFrom(
    api,
    '10.14.0.1',
    s.contactInfoText,
    { name: 'Ana', email: long, companyName: 'Ortiz', message: 'Hi' },
    null,
  );
  t.equal(res.status, 400);
  t.equal(res.body.errors[0].field, 'email');
  t.equal(
    (
      await callFrom(
        api,
        '10.14.0.1',
        s.contactInfoText,
        { name: 'A'.repeat(201), email: 'a@b.co', companyName: 'Ortiz', message: 'Hi' },
        null,
      )
    ).status,
    400,
  );
  t.equal(await api.orm.em.fork().count(ContactMessageEntity, {}), 0, 'nothing stored');
  const edge = await callFrom(
    api,
    '10.14.0.2',
    s.contactInfoText,
    { name: 'N'.repeat(200), email: long.slice(1), companyName: 'C'.repeat(200), message: 'M'.repeat(5000) },
    null,
  );
  t.equal(edge.status, 200, 'the limits themselves are accepted');
});

t.test(
  'error report: NUL in keys and lone surrogates are refused (400), long emoji strings stored, never a 500',
  async (t) => {
    const before = await api.orm.em.fork().count(ClientErrorEntity, {});
    // The core JSON parser refuses NUL and lone surrogates anywhere in a body (issue 6, finding 2).
    for (const hostile of [{ 'k\u0000ey': 'v' }, { lone: 'a\uD800b' }, { k: 'v\u0000' }]) {
      const res = await callFrom(
        api,
        '10.15.0.1',
        s.reportError,
        { error_cought: hostile, source: 'x', url: 'http://app.test/x' },
        null,
      );
      t.equal(res.status, 400, JSON.stringify(res.body));
    }
    t.equal(await api.orm.em.fork().count(ClientErrorEntity, {}), before, 'nothing stored for refused reports');
    const res = await callFrom(
      api,
      '10.15.0.1',
      s.reportError,
      { error_cought: { emoji: '😀'.repeat(15_000) }, source: 'x', url: 'http://app.test/x' },
      null,
    );
    t.equal(res.status, 200, JSON.stringify(res.body));
    const [row] = await api.orm.em.fork().find(ClientErrorEntity, {}, { orderBy: { createdAt: 'desc' }, limit: 1 });
    t.ok(row, 'stored');
  },
);
