import { approve, approvedCorporate, createObject, team } from '@app/plugin-dossier/server/test-helpers';
import { workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import { InvalidTransactionError, transactionsService, type StoreResult } from '../shared/index.ts';
import { batchIds, stageText } from './store-copy.ts';
import { buildTransactionsTestApp, organizationOf, sepaTransfer } from './transactions.test-helpers.ts';

/** The COPY path of the store (ADR 0081) and `storeStream`; store.test.ts covers the contract both paths share. */
const api = await buildTransactionsTestApp(t);
const store = api.services.get(transactionsService);
const workflow = api.services.get(workflowService);
const org = await team(api);
const orgId = await organizationOf(api, org.maker.token);
const em = () => api.orm.em.fork();
const rows = (sql: string, params: unknown[] = []) => api.orm.em.getConnection().execute(sql, params);
const count = async (account: string) =>
  (
    await rows(`select count(*)::int as n from transactions_transaction where organization = ? and account = ?`, [
      orgId,
      account,
    ])
  )[0]!.n as number;

async function clientWithAccount(name: string, number: string) {
  const companyId = await approvedCorporate(api, org, name);
  const e = em();
  e.setFilterParams('tenant', { organization: orgId });
  const made = await createObject(
    e,
    workflow,
    { userId: org.maker.id, organizationId: orgId },
    { companyId, objectType: 'account_number', values: { account_number: number } },
  );
  await approve(api, org.checker.token, made.change!.id);
  return companyId;
}

async function* batchesOf<T>(...batches: T[][]) {
  for (const b of batches) yield b;
}

t.test('a reference twice in one COPY batch is one row and one duplicate', async (t) => {
  const one = sepaTransfer({ account: 'NL02ABNA0123456789' });
  const other = sepaTransfer({ account: 'NL02ABNA0123456789' });
  t.same(await store.store(em(), orgId, [one, other, { ...one, amount: '1.00' }]), {
    inserted: 2,
    duplicates: 1,
    linked: 0,
  });
  const [stored] = await rows(`select amount::text from transactions_transaction where reference = ?`, [one.reference]);
  t.equal(stored!.amount, '12500.0000', 'the first of the two is kept, never overwritten');
});

t.test('text travels exactly: tabs, new lines, backslashes and quotes in free text', async (t) => {
  const description = 'line 1\nline 2\r\n\ttabbed \\N not null \\. "quoted" ; comma, end\\';
  const item = sepaTransfer({ account: 'NL03ABNA0123456789', description, counterparty_name: "O'Brien \\ Co\t" });
  t.same(await store.store(em(), orgId, [item]), { inserted: 1, duplicates: 0, linked: 0 });
  const [stored] = await rows(
    `select description, counterparty_name from transactions_transaction where reference = ?`,
    [item.reference],
  );
  t.same(stored, { description, counterparty_name: "O'Brien \\ Co\t" });
});

t.test("a NUL character is the item's fault, named, nothing written", async (t) => {
  const bad = [
    sepaTransfer({ account: 'NL04ABNA0123456789' }),
    sepaTransfer({ account: 'NL04ABNA0123456789', description: 'a\0b' }),
  ];
  const err = await store.store(em(), orgId, bad).catch((e: unknown) => e);
  t.ok(err instanceof InvalidTransactionError);
  t.match(err, { index: 1, field: 'description' });
  t.equal(await count('NL04ABNA0123456789'), 0);
  const inTx = await em()
    .transactional((tx) => store.store(tx, orgId, bad))
    .catch((e: unknown) => e);
  t.match(inTx, { index: 1, field: 'description' }, 'the same refusal inside a transaction');
});

t.test('a batch of 10,000 in one call, then again: all duplicates', async (t) => {
  const client = await clientWithAccount('Ten Thousand BV', 'NL05 ABNA 0123 4567 89');
  const batch = Array.from({ length: 10_000 }, (_, i) =>
    sepaTransfer({ account: i % 2 ? 'NL05ABNA0123456789' : 'NL06ABNA0123456789', reference: `BIG-${i}` }),
  );
  t.same(await store.store(em(), orgId, batch), { inserted: 10_000, duplicates: 0, linked: 5_000 });
  t.same(await store.store(em(), orgId, batch), { inserted: 0, duplicates: 10_000, linked: 0 });
  const linked = await rows(
    `select company_id, count(*)::int as n from transactions_transaction where organization = ? and reference like 'BIG-%' group by company_id order by company_id nulls last`,
    [orgId],
  );
  t.same(linked, [
    { company_id: client, n: 5_000 },
    { company_id: null, n: 5_000 },
  ]);
});

t.test('storeStream: duplicates across batches, linking, progress in order', async (t) => {
  const client = await clientWithAccount('Stream BV', 'BE71 0961 2345 6769');
  const a = sepaTransfer({ account: 'BE71096123456769' });
  const b = sepaTransfer({ account: 'be71 0961 2345 6769' });
  const c = sepaTransfer({ account: 'NL07ABNA0123456789' });
  const seen: [StoreResult, StoreResult][] = [];
  const total = await store.storeStream(em(), orgId, batchesOf([a, b], [], [b, c, c]), {
    importId: 'b'.repeat(24),
    onBatch: (batch, sum) => void seen.push([batch, sum]),
  });
  t.same(total, { inserted: 3, duplicates: 2, linked: 2 });
  // The two batches are in PostgreSQL at once (ADR 0082): which of them stores `b` is not fixed, the sums are.
  t.equal(seen.length, 2);
  t.same(
    seen.map(([batch]) => batch.inserted + batch.duplicates),
    [2, 3],
    'each batch reported once, in order',
  );
  t.same(seen[1]![1], total, 'the running total after the last batch is the total');
  t.same(seen[0]![1], seen[0]![0], 'the running total after the first batch is that batch');
  const stored = await rows(
    `select account, company_id, import_id from transactions_transaction where reference in (?, ?, ?) order by reference`,
    [a.reference, b.reference, c.reference],
  );
  t.same(stored, [
    { account: 'BE71096123456769', company_id: client, import_id: 'b'.repeat(24) },
    { account: 'BE71096123456769', company_id: client, import_id: 'b'.repeat(24) },
    { account: 'NL07ABNA0123456789', company_id: null, import_id: 'b'.repeat(24) },
  ]);
});

t.test('storeStream: an invalid date stops at its batch; the batches before it stay stored', async (t) => {
  const account = 'NL08ABNA0123456789';
  const first = [sepaTransfer({ account }), sepaTransfer({ account })];
  const second = [sepaTransfer({ account }), sepaTransfer({ account, booked_at: '2026-02-29T10:00:00Z' })];
  const third = [sepaTransfer({ account })];
  let pulled = 0;
  async function* reader() {
    for (const b of [first, second, third]) {
      pulled++;
      yield b;
    }
  }
  const err = await store.storeStream(em(), orgId, reader()).catch((e: unknown) => e);
  t.ok(err instanceof InvalidTransactionError);
  t.match(err, { index: 3, field: 'booked_at', message: '2026-02-29T10:00:00Z is not a date of the calendar' });
  t.equal(await count(account), 2, 'the first batch only');
  t.equal(pulled, 2, 'the reader is not read past the refused batch');
});

t.test(
  'storeStream: a failing write answers its error after the batches in flight settled; no later batch is sent',
  async (t) => {
    const account = 'NL09ABNA0123456789';
    const tooLong = sepaTransfer({ account, counterparty_bic: 'X'.repeat(12) }); // the column holds 11
    const [first, third, fourth, fifth] = [1, 2, 3, 4].map(() => sepaTransfer({ account }));
    const err = await store
      .storeStream(em(), orgId, batchesOf([first!], [tooLong], [third!], [fourth!], [fifth!]))
      .catch((e: unknown) => e);
    t.match(err, { message: /too long/ });
    const stored = await rows(`select reference from transactions_transaction where account = ?`, [account]);
    const refs = stored.map((r) => r.reference as string);
    t.ok(refs.includes(first!.reference), 'the batch before it is stored');
    // Two batches are in flight at once (ADR 0082): the one sent beside the failing one may commit, none after.
    t.notOk(
      refs.includes(fourth!.reference) || refs.includes(fifth!.reference),
      'nothing is sent after the failure is known',
    );
    t.ok(refs.length <= 2);
  },
);

t.test('batches stored at once with the same references in crossing order never deadlock (ADR 0082)', async (t) => {
  // Each batch inserts in one global key order (account, reference), whatever order it came in: without
  // it, two inserts that meet each other's references in crossing order wait on each other.
  const accounts = ['NL12ABNA0123456789', 'NL13ABNA0123456789', 'NL14ABNA0123456789'];
  for (let round = 0; round < 4; round++) {
    const items = Array.from({ length: 600 }, (_, i) => sepaTransfer({ account: accounts[i % 3]! }));
    const crossing = [...items].reverse();
    const [one, other] = await Promise.all([store.store(em(), orgId, items), store.store(em(), orgId, crossing)]);
    t.equal(one.inserted + other.inserted, 600, `round ${round}: every reference once`);
    t.equal(one.duplicates + other.duplicates, 600);
  }
  const seen: StoreResult[] = [];
  const a = Array.from({ length: 500 }, () => sepaTransfer({ account: accounts[0]! }));
  const b = [...a].reverse();
  const total = await store.storeStream(em(), orgId, batchesOf(a, b, [...a.slice(0, 250)].reverse(), a), {
    onBatch: (_batch, sum) => void seen.push(sum),
  });
  t.same(total, { inserted: 500, duplicates: 1250, linked: 0 }, 'storeStream: adjacent batches in flight at once');
  t.same(
    seen.map((s) => s.inserted + s.duplicates),
    [500, 1000, 1250, 1750],
    'progress reported in batch order',
  );
});

t.test("inside a caller's transaction the store writes on that transaction", async (t) => {
  const account = 'NL10ABNA0123456789';
  const items = [sepaTransfer({ account }), sepaTransfer({ account })];
  await em()
    .transactional(async (tx) => {
      t.same(await store.store(tx, orgId, items), { inserted: 2, duplicates: 0, linked: 0 });
      t.same(await store.storeStream(tx, orgId, [items, [sepaTransfer({ account })]]), {
        inserted: 1,
        duplicates: 2,
        linked: 0,
      });
      throw new Error('roll back');
    })
    .catch(() => undefined);
  t.equal(await count(account), 0, 'rolled back with the caller');
});

t.test('stage text: ids of the shape of newId, nulls and escapes, pieces below 64 KB', async (t) => {
  const pieces = stageText(
    Array.from({ length: 1_000 }, () => sepaTransfer()),
    new Map(),
  );
  t.ok(pieces.length > 1 && pieces.every((p) => p.length < 65_536 && p.endsWith('\n')), 'whole rows per piece');
  t.equal(pieces.join('').split('\n').length, 1_001);
  const ids = batchIds(3);
  t.equal(new Set(ids).size, 3);
  for (const id of ids) t.match(id, /^[0-9a-f]{24}$/);
  const item = sepaTransfer({ account: 'nl11 abna 0123 4567 89', description: 'a\tb\\c' });
  const [line] = stageText([item], new Map([['NL11ABNA0123456789', 'c'.repeat(24)]]))
    .join('')
    .split('\n');
  const cells = line!.split('\t');
  t.equal(cells[1], 'c'.repeat(24), 'the linked client');
  t.equal(cells[2], 'NL11ABNA0123456789', 'the account normalised');
  t.ok(cells.includes('\\N'), 'absent fields are nulls');
  t.ok(line!.endsWith('a\\tb\\\\c'), 'the description escaped');
  t.ok(cells.includes('2026-10-05T09:14:22+02:00'));
});
