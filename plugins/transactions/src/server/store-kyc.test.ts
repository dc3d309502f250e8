import { newId } from '@app/core/shared';
import { team } from '@app/plugin-dossier/server/test-helpers';
import t from 'tap';
import { transactionsService, type StoredTransaction, type TransactionInput } from '../shared/index.ts';
import { buildTransactionsTestApp, organizationOf, sepaTransfer } from './transactions.test-helpers.ts';

const api = await buildTransactionsTestApp(t);
const store = api.services.get(transactionsService);
const org = await team(api);
const orgId = await organizationOf(api, org.maker.token);
const em = () => api.orm.em.fork();

/** A Kenyan bank's customer with the KYC a core-banking export carries (codes of unodc 5.0.1). */
const kyc = (over: Partial<TransactionInput> = {}): TransactionInput =>
  sepaTransfer({
    account: '0110234567001',
    customer_type: 'person',
    customer_name: undefined,
    customer_first_name: 'Wanjiku',
    customer_last_name: 'Kamau',
    customer_birth_date: '1984-07-12',
    account_type: 'B',
    account_status: 'A',
    account_opened: '2019-02-11',
    account_branch: 'WESTLANDS',
    client_number: 'C000184',
    customer_gender: 'F',
    customer_occupation: 'Pharmacist',
    customer_phone: '+254 733 905127',
    customer_phone_type: 'mobile',
    customer_address: 'Kileleshwa, Othaya Road 15',
    customer_city: 'Nairobi',
    customer_state: 'Nairobi',
    customer_ssn: '23456789',
    customer_legal_form: 'A',
    customer_incorporation_date: '2009-03-14T00:00:00',
    customer_business: 'Retail pharmacy',
    ...over,
  });
const KYC_FIELDS = [
  'account_type',
  'account_status',
  'account_branch',
  'client_number',
  'customer_gender',
  'customer_occupation',
  'customer_phone',
  'customer_phone_type',
  'customer_address',
  'customer_city',
  'customer_state',
  'customer_ssn',
  'customer_legal_form',
  'customer_business',
] as const;

async function read(importId: string) {
  const out: StoredTransaction[] = [];
  for await (const page of store.select(em(), orgId, { importId })) out.push(...page);
  return out;
}

t.test('account and customer KYC round-trip on both write paths; days stored as days', async (t) => {
  const copied = newId();
  const json = newId();
  const item = kyc();
  await store.store(em(), orgId, [item], { importId: copied }); // COPY through the staging table
  await em().transactional((tx) => store.store(tx, orgId, [kyc()], { importId: json })); // JSON inside a transaction
  for (const [path, importId] of [
    ['COPY', copied],
    ['JSON', json],
  ] as const) {
    const [got] = await read(importId);
    t.ok(got, path);
    for (const f of KYC_FIELDS) t.equal(got![f], item[f], `${path}: ${f}`);
    t.equal(got!.account_opened, '2019-02-11', `${path}: the opening day`);
    t.equal(got!.customer_incorporation_date, '2009-03-14', `${path}: a date-time read as its day`);
  }
  const [column] = await api.orm.em
    .getConnection()
    .execute(
      `select data_type from information_schema.columns where table_name = 'transactions_transaction' and column_name = 'account_opened'`,
    );
  t.equal(column.data_type, 'date');
});

t.test('absent KYC stays absent; an impossible opening day refuses the call', async (t) => {
  const importId = newId();
  await store.store(em(), orgId, [sepaTransfer()], { importId });
  const [got] = await read(importId);
  for (const f of [...KYC_FIELDS, 'account_opened', 'customer_incorporation_date'] as const)
    t.notOk(f in got!, `${f} left out`);
  const err = await store.store(em(), orgId, [kyc({ account_opened: '2019-02-30' })]).catch((e: unknown) => e);
  t.match(err, { index: 0, field: 'account_opened' });
});
