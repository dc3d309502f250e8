import { dossierRoutes } from '@app/plugin-dossier/shared';
import { approve, approvedCorporate, team } from '@app/plugin-dossier/server/test-helpers';
import { parse } from 'csv-parse/sync';
import t from 'tap';
import { transactionsRoutes as r, type TransactionInput } from '../shared/index.ts';
import { EXPORT_HEADER } from './export.ts';
import { buildTransactionsTestApp, sepaTransfer } from './transactions.test-helpers.ts';

/** The detail, the CSV export, a client's monthly turnover and the link of an account approved later. */
const api = await buildTransactionsTestApp(t);
const org = await team(api);
const other = await team(api);
const push = async (transactions: TransactionInput[]) => {
  const res = await api.call(r.pushTransactions, { transactions }, org.admin.token);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body;
};
const addAccount = async (companyId: string, account: string) => {
  const made = await api.call(
    dossierRoutes.createAccountNumber,
    { company_id: companyId, account_number: account },
    org.maker.token,
  );
  if (made.status !== 200) throw new Error(JSON.stringify(made.body));
  await approve(api, org.checker.token, made.body.change_id);
};
const companyId = await approvedCorporate(api, org, 'Acme Holding BV');
await addAccount(companyId, 'NL91 ABNA 0417 1643 00');

const now = new Date();
const monthsAgo = (n: number, day: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, day, 10)).toISOString();
const month = (n: number) => monthsAgo(n, 1).slice(0, 7);

t.test('the detail: every stored field and the linked client; 404 outside the organisation', async (t) => {
  await push([sepaTransfer({ reference: 'DETAIL-1' }), sepaTransfer({ account: '0099887766', reference: 'DETAIL-2' })]);
  const listed = (await api.call(r.listTransactions, {}, org.checker.token)).body.transactions;
  const linked = listed.find((x: { reference: string }) => x.reference === 'DETAIL-1');
  const res = await api.call(r.getTransaction, { id: linked._id }, org.checker.token);
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.same(res.body.transaction, linked, 'the same wire shape as the list');
  t.match(res.body.transaction, { counterparty_bic: 'COBADEFFXXX', funds: 'K', description: /Invoice 815/ });
  t.same(res.body.client, { _id: companyId, name: 'Acme Holding BV' });
  const stray = listed.find((x: { reference: string }) => x.reference === 'DETAIL-2');
  t.equal((await api.call(r.getTransaction, { id: stray._id }, org.checker.token)).body.client, null, 'unlinked');
  t.equal((await api.call(r.getTransaction, { id: linked._id }, other.checker.token)).status, 404);
  t.equal((await api.call(r.getTransaction, { id: 'f'.repeat(24) }, org.checker.token)).status, 404);
  t.equal((await api.call(r.getTransaction, { id: 'nope' }, org.checker.token)).status, 400);
});

t.test('the CSV export: every match, newest first, across keyset batches with equal booking times', async (t) => {
  const same = '2026-09-15T12:00:00Z';
  const rows = Array.from({ length: 2100 }, (_, i) =>
    sepaTransfer({ booked_at: same, reference: `BULK-${String(i).padStart(5, '0')}`, amount: `${i + 1}.25` }),
  );
  for (let i = 0; i < rows.length; i += 1000) await push(rows.slice(i, i + 1000));
  const res = await api.call(r.exportTransactions, { from: '2026-09-15', to: '2026-09-15' }, org.checker.token);
  t.equal(res.status, 200);
  const text = String(res.body).replace(/^\uFEFF/, '');
  const records: string[][] = parse(text);
  t.same(records[0], [...EXPORT_HEADER], 'the model field names');
  t.equal(records.length - 1, 2100, 'all of them, none twice');
  t.equal(new Set(records.slice(1).map((x) => x[0])).size, 2100);
  const ids = records.slice(1).map((x) => x[0]!);
  t.same(ids, [...ids].sort().reverse(), 'equal times ordered by id, descending');
  const amount = records[1]![EXPORT_HEADER.indexOf('amount')];
  t.match(amount, /^\d+\.25$/);
  const credit = await api.call(
    r.exportTransactions,
    { direction: 'credit', company_id: companyId },
    org.checker.token,
  );
  t.equal(parse(String(credit.body).replace(/^\uFEFF/, '')).length, 1, 'only the header when nothing matches');
  const bad = await api.call(r.exportTransactions, { from: '2026-10-05', to: '2026-10-01' }, org.checker.token);
  t.equal(bad.status, 400, 'a bad filter is refused before anything is sent');
  t.match(bad.body, { message: /from is after to/ });
  t.equal((await api.call(r.exportTransactions, { company_id: companyId }, other.checker.token)).status, 404);
});

t.test('a formula-like cell is neutralised in the export', async (t) => {
  await push([sepaTransfer({ reference: 'FORMULA-1', description: '=HYPERLINK("x")', booked_at: '2020-01-01' })]);
  const res = await api.call(r.exportTransactions, { to: '2020-01-01' }, org.checker.token);
  const [, row] = parse(String(res.body).replace(/^\uFEFF/, '')) as string[][];
  t.equal(row![EXPORT_HEADER.indexOf('description')], `'=HYPERLINK("x")`);
});

t.test('the turnover: monthly sums per direction and currency with counts, the current month last', async (t) => {
  const clientId = await approvedCorporate(api, org, 'Turnover Trading Ltd');
  await addAccount(clientId, 'GB29NWBK60161331926819');
  const gb = (over: Partial<TransactionInput>) => sepaTransfer({ account: 'GB29NWBK60161331926819', ...over });
  await push([
    gb({ direction: 'credit', amount: '1000.10', booked_at: monthsAgo(0, 2) }),
    gb({ direction: 'credit', amount: '0.90', booked_at: monthsAgo(0, 3) }),
    gb({ direction: 'debit', amount: '250', booked_at: monthsAgo(0, 4) }),
    gb({ direction: 'debit', amount: '99.99', currency: 'USD', booked_at: monthsAgo(0, 5) }),
    gb({ direction: 'credit', amount: '5', booked_at: monthsAgo(2, 10) }),
    gb({ direction: 'credit', amount: '7', booked_at: monthsAgo(12, 10) }),
  ]);
  const res = await api.call(r.transactionTurnover, { client_id: clientId }, org.auditor.token);
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.equal(res.body.from, `${month(11)}-01`, 'twelve months up to the current one');
  t.same(res.body.months, [
    { month: month(2), currency: 'EUR', incoming: '5', incoming_count: 1, outgoing: '0', outgoing_count: 0 },
    { month: month(0), currency: 'EUR', incoming: '1001', incoming_count: 2, outgoing: '250', outgoing_count: 1 },
    { month: month(0), currency: 'USD', incoming: '0', incoming_count: 0, outgoing: '99.99', outgoing_count: 1 },
  ]);
  const one = await api.call(r.transactionTurnover, { client_id: clientId, months: '1' }, org.auditor.token);
  t.equal(one.body.months.length, 2);
  const all = await api.call(r.transactionTurnover, { client_id: clientId, months: '36' }, org.auditor.token);
  t.equal(all.body.months.length, 4, 'the month a year ago within 36');
  t.equal(
    (await api.call(r.transactionTurnover, { client_id: clientId, months: '37' }, org.auditor.token)).status,
    400,
  );
  t.equal((await api.call(r.transactionTurnover, { client_id: clientId, months: '0' }, org.auditor.token)).status, 400);
  t.equal((await api.call(r.transactionTurnover, { client_id: clientId }, other.auditor.token)).status, 404);
});
