import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import { authRoutes, usersRoutes } from '@app/plugin-auth/shared';
import { buildTestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import t from 'tap';
import { ADMIN_MESSAGES as M, adminApi, boRoutes as r, adminService } from '../shared/index.ts';
import { adminServerPlugin } from './index.ts';

const api = await buildTestApp(t, { plugins: [authServerPlugin, adminServerPlugin] });
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const other = await registerAdmin(api);
const sup = await superUser(api);
const billing = api.services.get(adminService).billing;
const orgOf = async (token: string) => (await api.call(usersRoutes.getUser, {}, token)).body.organization._id as string;
const control = {
  subscription_cost: 20,
  subscription_amount_rows: 100,
  subscription_cost_per_row: 0.05,
  emails_send_out: 'NO' as const,
};

t.test('every back-office call: 401 anonymous, 403 for an organisation ADMINISTRATOR, never 5xx', async (t) => {
  const calls = [
    [r.getUsers, {}],
    [r.getUserDetail, { id: officer.id }],
    [r.giveCredit, { user_id: officer.id, amount: 1 }],
    [r.activateSubscription, { user_id: officer.id }],
    [r.getUsageInfo, { startDate: '2026-01-01', endDate: '2026-12-31' }],
    [r.getPlatformControl, {}],
    [r.setPlatformControl, control],
  ] as const;
  for (const [route, input] of calls) {
    t.equal((await api.call(route, input)).status, 401, `${route.url} anonymous`);
    t.equal((await api.call(route, input, admin.token)).status, 403, `${route.url} administrator`);
    t.equal((await api.call(route, input, officer.token)).status, 403, `${route.url} officer`);
  }
  t.equal((await api.call(r.giveCredit, { user_id: officer.id, amount: 1 }, admin.token)).status, 403);
  t.equal(await billing.balance(api.orm.em.fork() as EntityManager, officer.id), 0, 'refused calls changed nothing');
});

t.test('platform control: defaults, 0-1000 check with the seed message, saved and shown', async (t) => {
  const before = await api.call(r.getPlatformControl, {}, sup.token);
  t.equal(before.status, 200);
  t.equal(before.body.platformControl.last_updated_at, null);
  const bad: [string, unknown][] = [
    ['subscription_cost', 1000.01],
    ['subscription_cost', -1],
    ['subscription_amount_rows', 1001],
    ['subscription_amount_rows', 2.5],
    ['subscription_cost_per_row', 'abc'],
    ['subscription_cost_per_row', 0.00001],
    ['emails_send_out', 'MAYBE'],
  ];
  for (const [field, value] of bad) {
    const res = await api.call(r.setPlatformControl, { ...control, [field]: value }, sup.token);
    t.equal(res.status, 400, `${field}=${String(value)}`);
    t.equal(res.body.message, M.checkSpecifiedValue);
    t.equal(res.body.errors[0].field, field);
  }
  t.equal(
    (await api.call(r.getPlatformControl, {}, sup.token)).body.platformControl.last_updated_at,
    null,
    'nothing saved',
  );
  const ok = await api.call(r.setPlatformControl, control, sup.token);
  t.equal(ok.status, 200);
  t.equal(ok.body.message, M.changesSaved);
  const edge = await api.call(
    r.setPlatformControl,
    { ...control, subscription_cost: 1000, subscription_amount_rows: 0 },
    sup.token,
  );
  t.equal(edge.status, 200, 'the bounds themselves are accepted');
  await api.call(r.setPlatformControl, control, sup.token);
  const after = (await api.call(r.getPlatformControl, {}, sup.token)).body.platformControl;
  t.match(after, { ...control });
  t.ok(after.last_updated_at);
});

t.test('give credits and activate a subscription with the seed messages; the detail shows them', async (t) => {
  for (const amount of [0, -5, 1_000_001, 1.234, 'ten']) {
    const res = await api.call(r.giveCredit, { user_id: officer.id, amount }, sup.token);
    t.equal(res.status, 400, `amount ${amount}`);
    t.equal(res.body.message, M.amountInvalid);
  }
  t.equal((await api.call(r.giveCredit, { user_id: 'f'.repeat(24), amount: 5 }, sup.token)).status, 404);
  t.equal((await api.call(r.giveCredit, { user_id: 'nope', amount: 5 }, sup.token)).body.message, M.userNotFound);
  const tooLong = await api.call(r.giveCredit, { user_id: officer.id, amount: 5, comment: 'x'.repeat(501) }, sup.token);
  t.equal(tooLong.body.message, M.commentTooLong);

  const noCredits = await api.call(r.activateSubscription, { user_id: officer.id }, sup.token);
  t.equal(noCredits.status, 402);
  t.equal(noCredits.body.message, M.subscriptionNotAffordable('20.00', '0.00'));

  const given = await api.call(r.giveCredit, { user_id: officer.id, amount: 25.5, comment: 'paid by USDT' }, sup.token);
  t.equal(given.status, 200);
  t.same(given.body, { message: M.creditAdded, credits_balance: 25.5 });
  const act = await api.call(r.activateSubscription, { user_id: officer.id }, sup.token);
  t.equal(act.status, 200);
  t.equal(act.body.message, M.subscriptionActivated);
  t.equal(act.body.credits_balance, 5.5);
  t.equal(act.body.subscription.status, 'active');
  const twice = await api.call(r.activateSubscription, { user_id: officer.id }, sup.token);
  t.equal(twice.status, 409);

  await billing.chargeRows(api.orm.em.fork() as EntityManager, {
    organizationId: await orgOf(officer.token),
    userId: officer.id,
    rows: 120,
    reference: 'f1',
    filename: 'bank.csv',
    filesize: 2048,
    comment: '100 rows by subscription, 20 at 0.05',
  });
  const detail = await api.call(r.getUserDetail, { id: officer.id }, sup.token);
  t.equal(detail.status, 200);
  const d = detail.body;
  t.equal(d.user.email, officer.email);
  t.equal(d.credits_balance, 4.5);
  t.same(
    d.credits.map((c: { type: string; amount: number }) => [c.type, c.amount]),
    [
      ['conversion', -1],
      ['subscription', -20],
      ['credit', 25.5],
    ],
  );
  t.equal(d.credits[2].initiator, sup.id);
  t.equal(d.credits[2].initiator_email, sup.email);
  t.equal(d.credits[0].initiator_email, officer.email, 'a conversion is initiated by the user');
  t.equal(d.credits[2].comment, 'paid by USDT');
  t.equal(d.subscription.status, 'used');
  t.match(d.files[0], { filename: 'bank.csv', filesize: 2048, rows: 120, conversionFee: 1 });
  t.ok(d.loginHistory.length >= 1);
  t.type(d.loginHistory[0].ip, 'string');
  t.equal(d.wallet, null);
  t.equal((await api.call(r.getUserDetail, { id: 'e'.repeat(24) }, sup.token)).status, 404);
});

t.test('users list: every organisation, with Registered and Last Login', async (t) => {
  const res = await api.call(r.getUsers, {}, sup.token);
  t.equal(res.status, 200);
  const emails = res.body.users.map((u: { email: string }) => u.email);
  for (const a of [admin, officer, other, sup]) t.ok(emails.includes(a.email), a.email);
  const row = res.body.users.find((u: { email: string }) => u.email === officer.email);
  t.ok(row.created && row.lastLogin);
  t.equal(row.organization._id, await orgOf(officer.token));
});

t.test('usage by dates: rows per e-mail in the inclusive period; bad dates are 400', async (t) => {
  const today = new Date().toISOString().slice(0, 10);
  const res = await api.call(r.getUsageInfo, { startDate: today, endDate: today }, sup.token);
  t.equal(res.status, 200);
  t.match(
    res.body.result.find((u: { email: string }) => u.email === officer.email),
    { count: 120, files: 1, fee: 1 },
  );
  const empty = await api.call(r.getUsageInfo, { startDate: '2020-01-01', endDate: '2020-01-31' }, sup.token);
  t.same(empty.body.result, []);
  for (const [q, msg] of [
    [{ startDate: '2026-02-30', endDate: today }, M.dateInvalid],
    [{ startDate: 'yesterday', endDate: today }, M.dateInvalid],
    [{ startDate: today, endDate: '2020-01-01' }, M.dateOrder],
    [{ startDate: today }, undefined],
  ] as const) {
    const bad = await api.call(r.getUsageInfo, q, sup.token);
    t.equal(bad.status, 400, JSON.stringify(q));
    if (msg) t.equal(bad.body.message, msg);
  }
});

t.test('a refused charge over HTTP-facing billing is a 402 with a clear message', async (t) => {
  const poor = await createMember(api, other, 'COMPLIANCE_OFFICER');
  const err = await billing
    .chargeRows(api.orm.em.fork() as EntityManager, {
      organizationId: await orgOf(poor.token),
      userId: poor.id,
      rows: 10,
    })
    .catch((e) => e);
  t.equal(err.statusCode, 402);
  t.equal(err.message, M.notEnoughCredits('0.50', '0.00'));
});

t.test('a signed-out super user token is refused', async (t) => {
  const s2 = await superUser(api);
  await api.call(authRoutes.logout, {}, s2.token);
  t.equal((await api.call(r.getUsers, {}, s2.token)).status, 401);
});

t.test('hostile or empty input to every admin call as a super user and as a user: 4xx or 200, never 5xx', async (t) => {
  const inputs = [
    {},
    { user_id: { $ne: null }, amount: 1 },
    { user_id: officer.id, amount: 'x'.repeat(10_000) },
    { user_id: officer.id, amount: 1e308 },
    { startDate: '9999-99-99', endDate: '0000-00-00' },
    { startDate: '2026-01-01T00:00:00Z', endDate: '2026-13-01' },
    { id: ['a'] },
    { id: 'z'.repeat(24) },
    { chain: 'DOGE' },
    {
      subscription_cost: Number.MAX_VALUE,
      subscription_amount_rows: -0,
      subscription_cost_per_row: null,
      emails_send_out: 'YES',
    },
  ];
  for (const route of Object.values(adminApi)) {
    for (const input of inputs) {
      for (const token of [sup.token, officer.token]) {
        const res = await api.call(route, input, token);
        t.ok(res.status < 500, `${route.url} ${JSON.stringify(input).slice(0, 60)} → ${res.status}`);
      }
    }
  }
});
