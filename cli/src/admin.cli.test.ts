import { ADMIN_MESSAGES as M, boRoutes, adminService } from '@app/plugin-admin/shared';
import { createSuperUser } from '@app/plugin-auth/server';
import { authRoutes, usersRoutes } from '@app/plugin-auth/shared';
import { registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { buildServerTestApp } from '@app/server/testing';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

const api = await buildServerTestApp(t);
const cli = await cliAgainst(t, api);
const customer = await registerAdmin(api);
const u = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const root = { email: `root-${u}@example.com`, password: 'secret-pass-1' };
const { id: rootId } = await createSuperUser(api.orm, root);
const rootLogin = await api.call(authRoutes.login, root);
const detail = async () => (await api.call(boRoutes.getUserDetail, { id: customer.id }, rootLogin.body.token)).body;

t.test('an organisation administrator is refused with a hint, exit 1, nothing changed', async (t) => {
  const login = await cli.run(['login', '--email', customer.email, '--password', customer.password]);
  t.equal(login.code, 0, login.stderr);
  const res = await cli.run(['credits', 'give', customer.email, '10']);
  t.equal(res.code, 1);
  t.match(res.stderr, /super users only/);
  t.equal((await detail()).credits_balance, 0);
});

t.test('credits give, subscription activate and usage as a super user', async (t) => {
  const login = await cli.run(['login', '--email', root.email, '--password', root.password]);
  t.equal(login.code, 0, login.stderr);

  const bad = await cli.run(['credits', 'give', customer.email, '-5']);
  t.equal(bad.code, 2, 'a bad amount is a usage error');
  const bad2 = await cli.run(['credits', 'give', customer.email, '1.234']);
  t.equal(bad2.code, 2);
  t.match(bad2.stderr, M.amountInvalid);
  const unknown = await cli.run(['credits', 'give', 'nobody@example.com', '5']);
  t.equal(unknown.code, 2);
  t.match(unknown.stderr, /No user with the e-mail nobody@example.com/);

  const give = await cli.run([
    'credits',
    'give',
    customer.email.toUpperCase(),
    '150.50',
    '--comment',
    'USDT deposit tx 0xabc',
  ]);
  t.equal(give.code, 0, give.stderr);
  t.equal(give.stdout, `${M.creditAdded}: 150.50 to ${customer.email}; balance 150.50\n`);
  const d = await detail();
  t.match(d.credits[0], { type: 'credit', amount: 150.5, comment: 'USDT deposit tx 0xabc', initiator: rootId });

  const act = await cli.json(['subscription', 'activate', customer.email]);
  t.equal(act.code, 0, act.stderr);
  t.match(act.body, {
    email: customer.email,
    message: M.subscriptionActivated,
    credits_balance: 50.5,
    subscription: { status: 'active', subscription_amount_rows: 1000 },
  });
  const twice = await cli.run(['subscription', 'activate', customer.email]);
  t.equal(twice.code, 1);
  t.match(twice.stderr, /already has an active subscription/);

  const today = new Date().toISOString().slice(0, 10);
  const none = await cli.run(['usage', '--from', '2020-01-01', '--to', '2020-01-31']);
  t.equal(none.code, 0, none.stderr);
  t.equal(none.stdout, '');
  t.match(none.stderr, M.nothingHere);
  const { billing } = api.services.get(adminService);
  const organizationId = (await api.call(usersRoutes.getUser, {}, customer.token)).body.organization._id;
  await billing.chargeRows(api.orm.em.fork() as never, {
    organizationId,
    userId: customer.id,
    rows: 1010,
    filename: 'oct.csv',
    comment: 'conversion',
  });
  const json = await cli.json(['usage', '--from', today, '--to', today]);
  t.equal(json.code, 0, json.stderr);
  t.same(
    json.body,
    {
      result: [{ user_id: customer.id, email: customer.email, count: 1010, files: 1, fee: 1 }],
      startDate: today,
      endDate: today,
    },
    '1000 rows by subscription, 10 at 0.10',
  );
  const table = await cli.run(['usage', '--from', today, '--to', today]);
  t.equal(
    table.stdout,
    `EMAIL${' '.repeat(customer.email.length - 3)}COUNT  FILES  FEE\n${customer.email}  1010   1      1.00\n`,
  );
  const order = await cli.run(['usage', '--from', today, '--to', '2020-01-01']);
  t.equal(order.code, 2);
  t.match(order.stderr, M.dateOrder);
  const missing = await cli.run(['usage', '--from', today]);
  t.not(missing.code, 0, '--to is required');
});
