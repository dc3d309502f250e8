import { approvedCorporate, team, type Team } from '@app/plugin-dossier/server/test-helpers';
import t from 'tap';
import { transactionsRoutes as r } from '../shared/index.ts';
import { buildTransactionsTestApp, sepaTransfer } from './transactions.test-helpers.ts';

/** Who may call each route (ADR 0075): pushing for those who change transaction profiles, reading for those who see them. */
const api = await buildTransactionsTestApp(t);
const org = await team(api);
const other = await team(api);
const MAY_PUSH: (keyof Team)[] = ['admin', 'maker', 'supervisor'];
const MAY_READ: (keyof Team)[] = ['admin', 'maker', 'supervisor', 'checker', 'auditor'];
const ROLES = Object.keys(org) as (keyof Team)[];

t.test(
  'push: administrators, account managers and supervisors; not compliance officers, auditors or clients',
  async (t) => {
    for (const role of ROLES) {
      const res = await api.call(r.pushTransactions, { transactions: [sepaTransfer()] }, org[role].token);
      if (MAY_PUSH.includes(role)) t.same(res.body, { inserted: 1, duplicates: 0, linked: 0 }, `${role} may`);
      else t.equal(res.status, 403, `${role} may not`);
    }
    t.equal((await api.call(r.pushTransactions, { transactions: [sepaTransfer()] })).status, 401, 'anonymous');
    t.equal(
      (await api.call(r.pushTransactions, { transactions: [] }, org.client.token)).status,
      403,
      'refused before the input is read',
    );
  },
);

t.test('list and unlinked accounts: every compliance role, not clients; each sees its own organisation', async (t) => {
  for (const role of ROLES) {
    const listed = await api.call(r.listTransactions, {}, org[role].token);
    const unlinked = await api.call(r.unlinkedAccounts, {}, org[role].token);
    if (MAY_READ.includes(role)) {
      t.equal(listed.body.total, MAY_PUSH.length, `${role} lists the organisation's transactions`);
      t.match(unlinked.body.accounts, [{ account: 'NL91ABNA0417164300', count: MAY_PUSH.length }], `${role}`);
    } else {
      t.equal(listed.status, 403, `${role} may not list`);
      t.equal(unlinked.status, 403, `${role} may not list unlinked accounts`);
    }
    const theirs = await api.call(r.listTransactions, {}, other[role].token);
    if (MAY_READ.includes(role)) t.equal(theirs.body.total, 0, `${role} of another organisation sees none`);
  }
  t.equal((await api.call(r.listTransactions, {})).status, 401, 'anonymous');
  t.equal((await api.call(r.unlinkedAccounts, {})).status, 401, 'anonymous');
});

t.test(
  'detail, CSV export and turnover: every compliance role, not clients; 404 for another organisation',
  async (t) => {
    const companyId = await approvedCorporate(api, org, 'Authz Holding BV');
    const [one] = (await api.call(r.listTransactions, {}, org.admin.token)).body.transactions;
    for (const role of ROLES) {
      const detail = await api.call(r.getTransaction, { id: one._id }, org[role].token);
      const csv = await api.call(r.exportTransactions, {}, org[role].token);
      const turnover = await api.call(r.transactionTurnover, { client_id: companyId }, org[role].token);
      if (MAY_READ.includes(role)) {
        t.equal(detail.body.transaction._id, one._id, `${role} opens a transaction`);
        t.match(csv.body, /^\uFEFFid,account,/, `${role} exports`);
        t.same(turnover.body.months, [], `${role} sees the turnover`);
        t.equal(
          (await api.call(r.getTransaction, { id: one._id }, other[role].token)).status,
          404,
          `${role} of another organisation`,
        );
        t.equal((await api.call(r.exportTransactions, { company_id: companyId }, other[role].token)).status, 404);
        t.equal((await api.call(r.transactionTurnover, { client_id: companyId }, other[role].token)).status, 404);
      } else {
        t.equal(detail.status, 403, `${role} may not open`);
        t.equal(csv.status, 403, `${role} may not export`);
        t.equal(turnover.status, 403, `${role} may not see the turnover`);
      }
    }
    t.equal((await api.call(r.getTransaction, { id: one._id })).status, 401, 'anonymous');
    t.equal((await api.call(r.exportTransactions, {})).status, 401, 'anonymous');
    t.equal((await api.call(r.transactionTurnover, { client_id: companyId })).status, 401, 'anonymous');
  },
);
