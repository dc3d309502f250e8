import { approve, approvedCorporate, createObject, team } from '@app/plugin-dossier/server/test-helpers';
import { workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import {
  InvalidTransactionError,
  TRANSACTION_FIELDS,
  TransactionInputSchema,
  transactionsService,
} from '../shared/index.ts';
import { timestampOf } from './dates.ts';
import { buildTransactionsTestApp, organizationOf, sepaTransfer } from './transactions.test-helpers.ts';

const api = await buildTransactionsTestApp(t);
const store = api.services.get(transactionsService);
const workflow = api.services.get(workflowService);
const org = await team(api);
const orgId = await organizationOf(api, org.maker.token);
const em = () => api.orm.em.fork();
const rows = (sql: string, params: unknown[] = []) => api.orm.em.getConnection().execute(sql, params);

/** A client whose dossier holds `number` as an account number, approved by a colleague or left pending. */
async function clientWithAccount(name: string, number: string, approved = true) {
  const companyId = await approvedCorporate(api, org, name);
  const actor = { userId: org.maker.id, organizationId: orgId };
  const e = em();
  e.setFilterParams('tenant', { organization: orgId });
  const made = await createObject(e, workflow, actor, {
    companyId,
    objectType: 'account_number',
    values: { account_number: number },
  });
  if (approved) await approve(api, org.checker.token, made.change!.id);
  return companyId;
}

t.test('a batch is stored once: the same statement again is all duplicates', async (t) => {
  const batch = [1, 2, 3].map(() => sepaTransfer({ account: '0012345678' }));
  t.same(await store.store(em(), orgId, batch, { importId: 'a'.repeat(24) }), {
    inserted: 3,
    duplicates: 0,
    linked: 0,
  });
  t.same(await store.store(em(), orgId, batch), { inserted: 0, duplicates: 3, linked: 0 });
  const stored = await rows(
    `select account, amount::text, booked_at = '2026-10-05T07:14:22Z'::timestamptz as utc, import_id from transactions_transaction where organization = ? and account = '0012345678'`,
    [orgId],
  );
  t.equal(stored.length, 3);
  t.match(
    stored[0],
    { account: '0012345678', amount: '12500.0000', utc: true, import_id: 'a'.repeat(24) },
    'leading zeros kept, numeric amount, the offset honoured',
  );
  const twice = sepaTransfer({ account: '0099887766' });
  t.same(
    await store.store(em(), orgId, [twice, { ...twice }]),
    { inserted: 1, duplicates: 1, linked: 0 },
    'a reference twice in one batch',
  );
});

t.test('an account of an approved dossier links, however the dossier wrote it; a pending one does not', async (t) => {
  const companyId = await clientWithAccount('Linked BV', 'NL91 abna 0417 1643 00');
  await clientWithAccount('Pending BV', 'DE89 3704 0044 0532 0130 00', false);
  const res = await store.store(em(), orgId, [
    sepaTransfer({ account: 'NL91ABNA0417164300' }),
    sepaTransfer({ account: 'nl91 abna 0417 1643 00' }),
    sepaTransfer({ account: 'DE89370400440532013000' }),
  ]);
  t.same(res, { inserted: 3, duplicates: 0, linked: 2 });
  const linked = await rows(
    `select account, company_id from transactions_transaction where organization = ? and account in ('NL91ABNA0417164300', 'DE89370400440532013000') order by account`,
    [orgId],
  );
  t.same(
    linked.map((r) => [r.account, r.company_id]),
    [
      ['DE89370400440532013000', null],
      ['NL91ABNA0417164300', companyId],
      ['NL91ABNA0417164300', companyId],
    ],
  );
});

t.test('relink: stored transactions follow an account number approved later', async (t) => {
  const early = [sepaTransfer({ account: 'BE68539007547034' }), sepaTransfer({ account: 'BE68539007547034' })];
  t.same(await store.store(em(), orgId, early), { inserted: 2, duplicates: 0, linked: 0 });
  const companyId = await clientWithAccount('Late BV', 'BE68 5390 0754 7034');
  // The approval also queues a relink job (relink.job.test.ts): whichever runs first links both.
  t.ok([0, 2].includes((await store.relink(em(), orgId)).linked));
  t.same(await store.relink(em(), orgId), { linked: 0 }, 'nothing left to link');
  const linked = await rows(
    `select distinct company_id from transactions_transaction where account = 'BE68539007547034'`,
  );
  t.same(linked, [{ company_id: companyId }]);
});

t.test('an account two clients hold links to neither', async (t) => {
  await clientWithAccount('Twin One BV', 'GB29 NWBK 6016 1331 9268 19');
  await clientWithAccount('Twin Two BV', 'GB29NWBK60161331926819');
  t.same(await store.store(em(), orgId, [sepaTransfer({ account: 'GB29NWBK60161331926819' })]), {
    inserted: 1,
    duplicates: 0,
    linked: 0,
  });
});

t.test('a date the calendar does not have refuses the call, nothing written', async (t) => {
  const before = await rows(`select count(*)::int as n from transactions_transaction`);
  const bad = [sepaTransfer(), sepaTransfer({ value_at: '2026-02-30' })];
  const err = await store.store(em(), orgId, bad).catch((e: unknown) => e);
  t.ok(err instanceof InvalidTransactionError);
  t.match(err, { index: 1, field: 'value_at', message: '2026-02-30 is not a date of the calendar' });
  t.match(await store.store(em(), orgId, [sepaTransfer({ account: '  ' })]).catch((e: unknown) => e), {
    field: 'account',
  });
  t.same(await rows(`select count(*)::int as n from transactions_transaction`), before);
});

t.test('dates: the shapes the model allows, none guessed', async (t) => {
  t.equal(timestampOf('2026-10-05'), '2026-10-05T00:00:00Z');
  t.equal(timestampOf('2026-10-05 09:14'), '2026-10-05T09:14:00Z');
  t.equal(timestampOf('2026-10-05T09:14:22.123+0200'), '2026-10-05T09:14:22.123+02:00');
  t.equal(timestampOf('2024-02-29'), '2024-02-29T00:00:00Z', 'a leap day');
  for (const bad of [
    '0000-01-01',
    '2025-02-29',
    '2026-13-01',
    '2026-10-05T24:00',
    '2026-10-05T09:60',
    '2026-10-05T09:14+15:00',
  ])
    t.equal(timestampOf(bad), null, bad);
});

t.test(
  'the table has a column for every field of the model (a field added to the model needs a migration)',
  async (t) => {
    const columns = (
      await rows(`select column_name from information_schema.columns where table_name = 'transactions_transaction'`)
    ).map((r) => r.column_name as string);
    t.same(
      TRANSACTION_FIELDS.filter((f) => !columns.includes(f)),
      [],
    );
    t.same(
      [...TRANSACTION_FIELDS].sort(),
      Object.keys(TransactionInputSchema.properties).sort(),
      'the list is the schema',
    );
  },
);
