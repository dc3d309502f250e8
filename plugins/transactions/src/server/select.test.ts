import { newId } from '@app/core/shared';
import { approve, approvedCorporate, createObject, team } from '@app/plugin-dossier/server/test-helpers';
import { workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import { transactionsService, type StoredTransaction, type TransactionSelection } from '../shared/index.ts';
import { buildTransactionsTestApp, organizationOf, sepaTransfer } from './transactions.test-helpers.ts';

const api = await buildTransactionsTestApp(t);
const store = api.services.get(transactionsService);
const org = await team(api);
const orgId = await organizationOf(api, org.maker.token);
const otherId = await organizationOf(api, (await team(api)).maker.token);
const em = () => api.orm.em.fork();

// A client holding one account, approved before the transactions are stored (they link).
const companyId = await approvedCorporate(api, org, 'Select Holding BV');
const e = em();
e.setFilterParams('tenant', { organization: orgId });
const made = await createObject(
  e,
  api.services.get(workflowService),
  { userId: org.maker.id, organizationId: orgId },
  {
    companyId,
    objectType: 'account_number',
    values: { account_number: 'NL02ABNA0123456789' },
  },
);
await approve(api, org.checker.token, made.change!.id);

const importId = newId();
// 25 in March (10 at the very same second: the keyset must page through ties by id), 5 in April of the client
const march = Array.from({ length: 25 }, (_, i) =>
  sepaTransfer({ booked_at: i < 10 ? '2026-03-10T08:00:00Z' : `2026-03-${String(i).padStart(2, '0')}T12:00:00Z` }),
);
const april = Array.from({ length: 5 }, (_, i) =>
  sepaTransfer({ account: 'NL02ABNA0123456789', booked_at: `2026-04-0${i + 1}T09:30:00+02:00` }),
);
await store.store(em(), orgId, march, { importId });
await store.store(em(), orgId, april);
await store.store(em(), otherId, [sepaTransfer({ booked_at: '2026-03-15T00:00:00Z' })], { importId });

async function all(selection: TransactionSelection, pageSize?: number) {
  const pages: StoredTransaction[][] = [];
  for await (const page of store.select(em(), orgId, selection, { pageSize })) pages.push(page);
  return pages;
}

t.test('keyset pages in booking order: every row once, ties at one second included', async (t) => {
  const pages = await all({ importId }, 7);
  t.same(
    pages.map((p) => p.length),
    [7, 7, 7, 4],
  );
  const rows = pages.flat();
  t.equal(new Set(rows.map((r) => r.id)).size, 25, 'no row twice');
  const keys = rows.map((r) => `${r.booked_at}|${r.id}`);
  t.same(keys, [...keys].sort(), 'booking time, then id');
  t.same(new Set(rows.map((r) => r.reference)), new Set(march.map((m) => m.reference)));
  t.equal(await store.count(em(), orgId, { importId }), 25);
  t.match(rows[0], { import_id: importId, company_id: null, currency: 'EUR', amount: '12500' });
  t.notOk('customer_first_name' in rows[0]!, 'absent fields are left out, not null');
});

t.test('fractions of a second order the pages, not their formatted second', async (t) => {
  const account = 'NL55INGB0001234567';
  const times = [
    '2026-05-01T10:00:00.9Z',
    '2026-05-01T10:00:00.1Z',
    '2026-05-01T10:00:00.5Z',
    '2026-05-01T09:59:59.99Z',
  ];
  await store.store(
    em(),
    orgId,
    times.map((booked_at, i) => sepaTransfer({ account, booked_at, reference: `FR-${i}` })),
  );
  const rows = (await all({ from: '2026-05-01', to: '2026-05-01' }, 1)).flat();
  t.same(
    rows.map((r) => r.reference),
    ['FR-3', 'FR-1', 'FR-2', 'FR-0'],
    'one a page, in booking order to the microsecond, none lost or repeated',
  );
});

t.test('a period (to included), narrowed to a client; explicit ids; never another organisation', async (t) => {
  const month = (await all({ from: '2026-03-01', to: '2026-03-31' })).flat();
  t.equal(month.length, 25);
  const april1 = (await all({ from: '2026-04-01', to: '2026-04-01' })).flat();
  t.equal(april1.length, 1, 'a day is its UTC day: 09:30+02:00 on 1 April is 07:30Z');
  const client = (await all({ from: '2026-01-01', to: '2026-12-31', companyId })).flat();
  t.equal(client.length, 5);
  t.ok(client.every((r) => r.company_id === companyId));
  const ids = [client[0]!.id, month[3]!.id, newId()];
  const picked = (await all({ ids })).flat();
  t.same(new Set(picked.map((r) => r.id)), new Set(ids.slice(0, 2)));
  t.equal(await store.count(em(), orgId, { from: '2026-01-01', to: '2026-04-30' }), 30);
  t.equal(await store.count(em(), otherId, { importId }), 1, 'the same import id elsewhere is theirs only');
  t.same(await all({ from: '2027-01-01', to: '2027-12-31' }), [], 'an empty selection yields no page');
});
