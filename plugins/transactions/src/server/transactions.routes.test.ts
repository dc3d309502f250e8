import { approve, approvedCorporate, createObject, team } from '@app/plugin-dossier/server/test-helpers';
import { workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import {
  TRANSACTION_COUNT_CAP,
  transactionsRoutes as r,
  transactionsService,
  type Transaction,
  type TransactionInput,
} from '../shared/index.ts';
import { buildTransactionsTestApp, organizationOf, sepaTransfer } from './transactions.test-helpers.ts';

const api = await buildTransactionsTestApp(t);
const org = await team(api);
const other = await team(api);
const orgId = await organizationOf(api, org.maker.token);
const push = (transactions: TransactionInput[], token = org.admin.token) =>
  api.call(r.pushTransactions, { transactions }, token);
const list = (query: Record<string, string>, token = org.checker.token) =>
  api.call(r.listTransactions, query as never, token);
const count = async () =>
  (await api.orm.em.getConnection().execute(`select count(*)::int as n from transactions_transaction`))[0].n as number;

// A client whose dossier holds its account as the account manager typed it.
const companyId = await approvedCorporate(api, org, 'Acme Holding BV');
{
  const em = api.orm.em.fork();
  em.setFilterParams('tenant', { organization: orgId });
  const made = await createObject(
    em,
    api.services.get(workflowService),
    { userId: org.maker.id, organizationId: orgId },
    {
      companyId,
      objectType: 'account_number',
      values: { account_number: 'NL91 abna 0417 1643 00' },
    },
  );
  await approve(api, org.checker.token, made.change!.id);
}

// 40 booked on the client's account through October, 5 on an account no dossier holds.
const october = Array.from({ length: 40 }, (_, i) =>
  sepaTransfer({
    booked_at: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}T${String(8 + (i % 10)).padStart(2, '0')}:00:00Z`,
    direction: i % 4 === 0 ? 'credit' : 'debit',
    amount: i % 4 === 0 ? '250000.00' : `${100 + i}.50`,
    ...(i % 4 === 0
      ? {
          counterparty_name: 'Sunrise Trading FZE',
          counterparty_country: 'AE',
          transmode: 'SWIFT',
          counterparty_bic: 'EBILAEAD',
        }
      : {}),
  }),
);
const stray = Array.from({ length: 5 }, () =>
  sepaTransfer({ account: '0012345678', account_name: 'Savings 12345678' }),
);

t.test('a batch is stored and linked; posting it again stores nothing', async (t) => {
  const first = await push([...october, ...stray]);
  t.equal(first.status, 200, JSON.stringify(first.body));
  t.same(first.body, { inserted: 45, duplicates: 0, linked: 40 });
  const again = await push([...october, ...stray]);
  t.same(again.body, { inserted: 0, duplicates: 45, linked: 0 });
});

t.test('1,001 items are refused, nothing stored', async (t) => {
  const before = await count();
  const res = await push(Array.from({ length: 1001 }, () => sepaTransfer({ account: '0055555555' })));
  t.equal(res.status, 400);
  t.match(res.body.message, /transactions/);
  t.equal(await count(), before);
});

t.test('a bad item refuses the batch, naming its index and field; nothing stored', async (t) => {
  const before = await count();
  const negative = await push([sepaTransfer({ account: '0066666666' }), sepaTransfer({ amount: '-12.50' })]);
  t.equal(negative.status, 400);
  t.match(negative.body.errors, [{ field: 'transactions.1.amount' }], 'a signed amount: the direction says out');
  const currency = await push([sepaTransfer({ currency: 'KSH ' as never })]);
  t.match(currency.body.errors, [{ field: 'transactions.0.currency' }]);
  const day = await push([
    sepaTransfer({ account: '0066666666' }),
    sepaTransfer({ booked_at: '2026-02-29T10:00:00Z' }),
  ]);
  t.equal(day.status, 400);
  t.same(day.body.errors, [
    {
      field: 'transactions.1.booked_at',
      message: 'transactions.1.booked_at: 2026-02-29T10:00:00Z is not a date of the calendar',
    },
  ]);
  const unknown = await push([{ ...sepaTransfer(), iban: 'x' } as TransactionInput]);
  t.match(unknown.body.errors, [{ field: 'transactions.0.iban', message: 'Unknown field' }]);
  t.equal(await count(), before);
});

t.test('the list: newest booking first, 30 a page, the wire shape back', async (t) => {
  const p1 = await list({ company_id: companyId });
  t.equal(p1.status, 200, JSON.stringify(p1.body));
  t.match(p1.body, { total: 40, page: 1, page_size: 30 });
  t.equal(p1.body.transactions.length, 30);
  const p2 = await list({ company_id: companyId, page: '2' });
  t.equal(p2.body.transactions.length, 10);
  const times = [...p1.body.transactions, ...p2.body.transactions].map((x) => x.booked_at);
  t.same(times, [...times].sort().reverse(), 'booked_at descending across pages');
  const one = p1.body.transactions.find((x: Transaction) => x.direction === 'debit')!;
  t.match(one, {
    account: 'NL91ABNA0417164300',
    company_id: companyId,
    import_id: null,
    currency: 'EUR',
    value_at: '2026-10-05T00:00:00.000000Z',
    counterparty_bic: 'COBADEFFXXX',
  });
  t.match(one.amount, /^1[0-9]{2}\.5$/, 'numeric, no float, no trailing zeros');
  t.notOk('amount_local' in one, 'absent fields stay absent');
});

t.test('the list filters on the server', async (t) => {
  const total = async (q: Record<string, string>) => (await list(q)).body.total;
  t.equal(await total({}), 45, 'the organisation');
  t.equal(await total({ direction: 'credit' }), 10);
  t.equal(await total({ amount_min: '200000' }), 10);
  t.equal(await total({ amount_min: '100', amount_max: '110.5' }), 8, '101.50 … 109.50 debits, bounds included');
  t.equal(await total({ counterparty: 'sunrise' }), 10, 'part of the name, any case');
  t.equal(await total({ counterparty: '%' }), 0, 'a LIKE wildcard is a character');
  t.equal(await total({ country: 'ae' }), 10);
  t.equal(await total({ channel: 'SWIFT' }), 10);
  t.equal(
    await total({ company_id: companyId, from: '2026-10-01', to: '2026-10-01' }),
    2,
    'one booking day, inclusive',
  );
  t.equal(await total({ account: 'nl91 ABNA 0417 1643 00' }), 40, 'the account normalised');
  const bad = await list({ from: '2026-10-05', to: '2026-10-01' });
  t.equal(bad.status, 400);
  t.equal((await list({ page: '0' })).status, 400);
});

t.test('unlinked accounts with their counts', async (t) => {
  const res = await api.call(r.unlinkedAccounts, {}, org.checker.token);
  t.equal(res.status, 200);
  t.match(res.body.accounts, [{ account: '0012345678', account_name: 'Savings 12345678', count: 5 }]);
  t.equal(res.body.accounts.length, 1, 'the linked account is not listed');
});

t.test('another organisation sees none of it', async (t) => {
  t.same((await list({}, other.checker.token)).body, {
    transactions: [],
    total: 0,
    total_capped: false,
    page: 1,
    page_size: 30,
  });
  t.equal((await list({ company_id: companyId }, other.checker.token)).status, 404, 'their client is not ours');
  t.same((await api.call(r.unlinkedAccounts, {}, other.checker.token)).body, { accounts: [] });
  const same = await push([october[0]!], other.admin.token);
  t.same(
    same.body,
    { inserted: 1, duplicates: 0, linked: 0 },
    'the same reference is new in another organisation, linked to none of ours',
  );
});

t.test(
  'a list counts at most 1,000 matches and says there are more; a filter narrows it to an exact count',
  async (t) => {
    const big = await team(api);
    const bigOrg = await organizationOf(api, big.maker.token);
    const rows = Array.from({ length: TRANSACTION_COUNT_CAP + 1 }, (_, i) =>
      sepaTransfer({
        account: 'BIG-001',
        reference: `BIG-${i}`,
        booked_at: i < 3 ? '2026-01-05T10:00:00Z' : '2026-02-05T10:00:00Z',
      }),
    );
    const stored = await api.services.get(transactionsService).store(api.orm.em.fork(), bigOrg, rows);
    t.equal(stored.inserted, TRANSACTION_COUNT_CAP + 1);
    const all = await list({}, big.checker.token);
    t.equal(all.status, 200);
    t.match(all.body, { total: TRANSACTION_COUNT_CAP, total_capped: true, page: 1 });
    t.equal(all.body.transactions.length, 30);
    const january = await list({ to: '2026-01-31' }, big.checker.token);
    t.match(january.body, { total: 3, total_capped: false });
    const uncapped = await list({}, org.checker.token);
    t.equal(uncapped.body.total_capped, false, 'a small organisation is counted exactly');
  },
);
