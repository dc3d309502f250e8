/**
 * Where PostgreSQL's time goes when a batch is stored (ADR 0082): after ROWS (default 200,000) generated
 * core-banking rows are stored as import.ts stores them, one batch of BATCH (1,000) fresh rows is copied
 * into the stage and its insert explained (`analyze, wal, buffers`) with the table's indexes as they are
 * and with each secondary index dropped in turn (and the client index as it was before ADR 0082), inside a transaction that is rolled back (the table is
 * never changed). ROUNDS (9) rounds, variants interleaved; medians printed.
 * Usage: ROWS=200000 npx tsx bench/transactions/insert-cost.ts
 */
import { newId } from '@app/core/shared';
import { validateMapping, type TransactionInput } from '@app/plugin-transactions/shared';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from '../../plugins/transactions/src/readers/csv.ts';
import { COLUMNS, copyStage, CREATE_STAGE, stageText } from '../../plugins/transactions/src/server/store-copy.ts';
import { benchApp, seedClients } from './app.ts';
import { coreBankingAccount, coreBankingExport, FIXTURES } from './generate.ts';
import { loadAverage } from './measure.ts';
import { log } from './import-run.ts';

const ROWS = Number(process.env.ROWS ?? 200_000);
const BATCH = Number(process.env.BATCH ?? 1_000);
const ROUNDS = Number(process.env.ROUNDS ?? 9);
const ACCOUNTS = 5_000;

const file = await coreBankingExport(ROWS, ACCOUNTS);
const bench = await benchApp('insert-cost', Number(process.env.PORT ?? 3173));
await seedClients(bench, 1_000, (g) => coreBankingAccount(g - 1));
const check = validateMapping(JSON.parse(readFileSync(path.join(FIXTURES, 'core-banking-mapping.json'), 'utf8')));
if (!check.ok) throw new Error('mapping');
const mapping = check.mapping;
const fresh: TransactionInput[] = [];
async function* batches() {
  const batch: TransactionInput[] = [];
  for await (const r of readCsv(createReadStream(file), mapping)) {
    if (!('transaction' in r)) continue;
    if (fresh.length < BATCH) fresh.push({ ...r.transaction, reference: `X${r.transaction.reference}` });
    batch.push(r.transaction);
    if (batch.length === 1_000) yield batch.splice(0);
  }
  if (batch.length) yield batch;
}
await bench.store.storeStream(bench.em(), bench.organization, batches(), { importId: newId() });
await bench.em().execute('vacuum analyze transactions_transaction');
log(`${ROWS} rows stored; a batch of ${BATCH} fresh rows explained; load ${loadAverage()}`);

const [{ links }] = await bench
  .em()
  .execute<{ links: Record<string, string> }[]>(
    `select jsonb_object_agg(fields->'account_number'->>'value', company_id) as links from dossier_object where organization = ?`,
    [bench.organization],
  );
const text = stageText(fresh, new Map(Object.entries(links)));
const INDEXES = [
  'transactions_transaction_client_linked_index',
  'transactions_transaction_client_page_index',
  'transactions_transaction_organization_booked_index',
  'transactions_transaction_unlinked_index',
];
const present = (
  await bench
    .em()
    .execute<{ indexname: string }[]>(`select indexname from pg_indexes where tablename = 'transactions_transaction'`)
).map((r) => r.indexname);
const SORTED = 'order by account, reference, ctid';
const CONFLICT = 'on conflict (organization, account, reference) do nothing';
const secondary = INDEXES.filter((i) => present.includes(i));
/** The client index as it was before ADR 0082: an entry for every row, linked or not. */
const EVERY_ROW = `create index client_every_row on transactions_transaction (organization, company_id, booked_at desc, id desc) include (direction, amount, counterparty_country, transmode, counterparty_name, counterparty_first_name, counterparty_last_name, counterparty_account)`;
/** name, indexes dropped, order of the insert, its conflict clause, an index created first */
const variants: [string, string[], string, string, string?][] = [
  ['as migrated', [], SORTED, CONFLICT],
  ['in stage order (no sort)', [], '', CONFLICT],
  ['plain insert (no on conflict; the rows are new)', [], SORTED, ''],
  ...secondary.map((i): [string, string[], string, string] => [`without ${i}`, [i], SORTED, CONFLICT]),
  ['without any secondary index', secondary, SORTED, CONFLICT],
  ...(present.includes(INDEXES[0]!)
    ? [
        ['client index on every row (before 0082)', [INDEXES[0]!], SORTED, CONFLICT, EVERY_ROW] as [
          string,
          string[],
          string,
          string,
          string,
        ],
      ]
    : []),
];
const pool = await bench.orm.em.getConnection().getNativeClient();
const figures = new Map<string, { ms: number[]; wal: number[]; walRecords: number[]; hit: number[] }>();
for (let round = 0; round < ROUNDS; round++)
  for (const [name, drop, order, conflict, create] of variants) {
    const client = await pool.connect();
    try {
      await client.query(`begin; ${CREATE_STAGE}`);
      for (const i of drop) await client.query(`drop index ${i}`);
      if (create) await client.query(create);
      await copyStage(client, text);
      const { rows } = await client.query(
        `explain (analyze, timing off, wal, buffers, format json)
         insert into transactions_transaction (id, organization, import_id, company_id, ${COLUMNS})
         select id, $1, null, company_id, ${COLUMNS} from transactions_stage ${order}
         ${conflict}`,
        [bench.organization],
      );
      const plan = rows[0]['QUERY PLAN'][0];
      const f = figures.get(name) ?? { ms: [], wal: [], walRecords: [], hit: [] };
      f.ms.push(plan['Execution Time']);
      f.wal.push(plan.Plan['WAL Bytes']);
      f.walRecords.push(plan.Plan['WAL Records']);
      f.hit.push(plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks']);
      figures.set(name, f);
    } finally {
      await client.query('rollback');
      client.release();
    }
  }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [name, f] of figures)
  log(
    `${name}: ${((median(f.ms) * 1000) / BATCH).toFixed(1)} µs a row, WAL ${Math.round(median(f.wal) / BATCH)} B and ${(median(f.walRecords) / BATCH).toFixed(1)} records a row, ${(median(f.hit) / BATCH).toFixed(1)} buffers a row`,
  );
// The index the client list reads: with the client named, the partial index serves it.
const [client] = await bench
  .em()
  .execute<{ company_id: string }[]>(
    `select company_id from transactions_transaction where organization = ? and company_id is not null limit 1`,
    [bench.organization],
  );
const plan = await bench
  .em()
  .execute<{ 'QUERY PLAN': string }[]>(
    `explain select id from transactions_transaction where organization = ? and company_id = ? and direction = 'credit' order by booked_at desc, id desc limit 30`,
    [bench.organization, client!.company_id],
  );
log(`a client's page: ${plan.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`);
log(`load ${loadAverage()}`);
await bench.close();
