import { registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { usersRoutes } from '@app/plugin-auth/shared';
import { buildTestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import t from 'tap';
import { ADMIN_MESSAGES as M, adminService } from '../shared/index.ts';
import { giveCredits } from './credits.service.ts';
import { savePlatformControl } from './platform-control.service.ts';
import { activateSubscription, subscriptionOf } from './subscription.service.ts';
import { adminServerPlugin } from './index.ts';

const api = await buildTestApp(t, { plugins: [authServerPlugin, adminServerPlugin] });
const { billing } = api.services.get(adminService);
const em = () => api.orm.em.fork() as EntityManager;
const superId = 'a'.repeat(24);

async function account() {
  const admin = await registerAdmin(api);
  const me = await api.call(usersRoutes.getUser, {}, admin.token);
  return { userId: admin.id, organizationId: me.body.organization._id as string };
}

await savePlatformControl(
  em(),
  { subscription_cost: 50, subscription_amount_rows: 100, subscription_cost_per_row: 0.05, emails_send_out: 'YES' },
  superId,
);

t.test('credits only: fee = rows x cost per row, refused below zero with 402 and nothing recorded', async (t) => {
  const u = await account();
  t.equal(await billing.balance(em(), u.userId), 0);
  await giveCredits(em(), { ...u, amount: 10, initiator: superId, comment: 'welcome' });
  const charge = await billing.chargeRows(em(), {
    ...u,
    rows: 150,
    reference: 'file-1',
    comment: 'Conversion of x.csv',
    filename: 'x.csv',
    filesize: 1234,
  });
  t.same(
    { fee: charge.fee, via: charge.via, creditRows: charge.creditRows, subscriptionRows: charge.subscriptionRows },
    { fee: 7.5, via: 'credits', creditRows: 150, subscriptionRows: 0 },
  );
  t.equal(await billing.balance(em(), u.userId), 2.5);
  const err = await billing.chargeRows(em(), { ...u, rows: 51 }).catch((e) => e);
  t.equal(err.statusCode, 402);
  t.equal(err.message, M.notEnoughCredits('2.55', '2.50'));
  t.same(err.extra, { fee: 2.55, balance: 2.5 });
  t.equal(await billing.balance(em(), u.userId), 2.5, 'nothing charged');
  const exact = await billing.chargeRows(em(), { ...u, rows: 50 });
  t.equal(exact.fee, 2.5);
  t.equal(await billing.balance(em(), u.userId), 0, 'down to exactly zero is allowed');
  const usage = await em().execute(
    'select rows, fee, via, filename, filesize from admin_usage where user_id = ? order by created_at',
    [u.userId],
  );
  t.equal(usage.length, 2, 'the refused charge left no usage line');
  t.match(usage[0], { rows: 150, via: 'credits', filename: 'x.csv' });
});

t.test('runs in the caller transaction: a caller rollback undoes the charge', async (t) => {
  const u = await account();
  await giveCredits(em(), { ...u, amount: 5, initiator: superId });
  await em()
    .transactional(async (tx) => {
      await billing.chargeRows(tx as EntityManager, { ...u, rows: 20 });
      throw new Error('caller failed after charging');
    })
    .catch(() => undefined);
  t.equal(await billing.balance(em(), u.userId), 5);
});

t.test('subscription first, then credits (mixed), then subscription exhausted', async (t) => {
  const u = await account();
  await giveCredits(em(), { ...u, amount: 60, initiator: superId });
  const sub = await activateSubscription(em(), { ...u, activatedBy: superId });
  t.equal(sub.status, 'active');
  t.equal(sub.subscription_amount_rows, 100);
  t.same(sub.remaining, { days: 30, hours: 0, minutes: 0 });
  t.equal(await billing.balance(em(), u.userId), 10, 'subscription cost charged on the ledger');
  const a = await billing.chargeRows(em(), { ...u, rows: 80 });
  t.same([a.via, a.fee, a.subscriptionRows], ['subscription', 0, 80]);
  const quote = await billing.quoteRows(em(), { userId: u.userId, rows: 30 });
  t.same([quote.via, quote.fee, quote.subscriptionRows, quote.creditRows, quote.balance], ['mixed', 0.5, 20, 10, 10]);
  const b = await billing.chargeRows(em(), { ...u, rows: 30 });
  t.same([b.via, b.fee, b.subscriptionRows, b.creditRows], ['mixed', 0.5, 20, 10]);
  t.equal((await subscriptionOf(em(), u.userId)).status, 'used');
  const c = await billing.chargeRows(em(), { ...u, rows: 10 });
  t.same([c.via, c.fee], ['credits', 0.5]);
  t.equal(await billing.balance(em(), u.userId), 9);
});

t.test('activation: refused while running (409) or when credits do not cover the cost (402)', async (t) => {
  const u = await account();
  const poor = await activateSubscription(em(), { ...u, activatedBy: superId }).catch((e) => e);
  t.equal(poor.statusCode, 402);
  t.equal(poor.message, M.subscriptionNotAffordable('50.00', '0.00'));
  await giveCredits(em(), { ...u, amount: 100, initiator: superId });
  await activateSubscription(em(), { ...u, activatedBy: superId });
  const again = await activateSubscription(em(), { ...u, activatedBy: superId }).catch((e) => e);
  t.equal(again.statusCode, 409);
  t.equal(await billing.balance(em(), u.userId), 50, 'charged once');
});

t.test('expired subscription is not used', async (t) => {
  const u = await account();
  await giveCredits(em(), { ...u, amount: 100, initiator: superId });
  const past = new Date(Date.now() - 31 * 86_400_000);
  await activateSubscription(em(), { ...u, activatedBy: superId }, past);
  t.equal((await subscriptionOf(em(), u.userId)).status, 'expired');
  const c = await billing.chargeRows(em(), { ...u, rows: 10 });
  t.same([c.via, c.fee], ['credits', 0.5]);
});

t.test('bad rows are refused with 400', async (t) => {
  const u = await account();
  for (const rows of [-1, 1.5, Number.NaN]) {
    const err = await billing.chargeRows(em(), { ...u, rows }).catch((e) => e);
    t.equal(err.statusCode, 400, String(rows));
    t.equal(err.message, M.rowsInvalid);
  }
});

t.test('the ledger is append-only in the database', async (t) => {
  const u = await account();
  await giveCredits(em(), { ...u, amount: 1, initiator: superId });
  await t.rejects(
    em().execute('update admin_credit_entry set amount = 1000 where user_id = ?', [u.userId]),
    /append-only/,
  );
  await t.rejects(em().execute('delete from admin_credit_entry where user_id = ?', [u.userId]), /append-only/);
});

t.test('concurrent charges never overdraw', async (t) => {
  const u = await account();
  await giveCredits(em(), { ...u, amount: 10, initiator: superId });
  // 20 parallel charges of 1.00 (20 rows x 0.05) against 10.00: exactly 10 pass, 10 get 402.
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, () => billing.chargeRows(em(), { ...u, rows: 20 })),
  );
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  const refused = results.filter(
    (r) => r.status === 'rejected' && (r.reason as { statusCode?: number }).statusCode === 402,
  ).length;
  t.equal(ok, 10);
  t.equal(refused, 10);
  t.equal(await billing.balance(em(), u.userId), 0);
  // Parallel subscription use: 100 rows shared by 8 charges of 20 rows, the rest from credits.
  await giveCredits(em(), { ...u, amount: 100, initiator: superId });
  await activateSubscription(em(), { ...u, activatedBy: superId });
  const subs = await Promise.all(Array.from({ length: 8 }, () => billing.chargeRows(em(), { ...u, rows: 20 })));
  t.equal(
    subs.reduce((n, r) => n + r.subscriptionRows, 0),
    100,
  );
  t.equal(
    subs.reduce((n, r) => n + r.creditRows, 0),
    60,
  );
  t.equal(await billing.balance(em(), u.userId), 47);
});
