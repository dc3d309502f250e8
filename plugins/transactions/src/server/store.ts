import type { DossierServices } from '@app/plugin-dossier/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DAY_FIELDS,
  InvalidTransactionError,
  isDayField,
  normalizeAccount,
  TRANSACTION_FIELDS,
  TRANSACTION_MESSAGES as M,
  type StoreResult,
  type TransactionInput,
  type TransactionsService,
} from '../shared/index.ts';
import { dayOf, timestampOf } from './dates.ts';
import { batchIds, COLUMNS, copyBatch, FIELD_TYPES, flushCommits, nulMessage, stageText } from './store-copy.ts';

const RECORD = [
  'id varchar',
  'company_id varchar',
  ...TRANSACTION_FIELDS.map((f) => `${f} ${FIELD_TYPES[f] ?? 'text'}`),
];
/**
 * The path inside a caller's transaction (COPY needs a connection of its own): one statement, the rows as
 * one JSON parameter. About 5,000 rows/s where the COPY path stores several times that (ADR 0081).
 */
const INSERT = `with ins as (
  insert into transactions_transaction (id, organization, import_id, company_id, ${COLUMNS})
  select x.id, ?, ?, x.company_id, ${TRANSACTION_FIELDS.map((f) => `x.${f}`).join(', ')}
    from rows from (jsonb_to_recordset(?::jsonb) as (${RECORD.join(', ')})) with ordinality
         as x(id, company_id, ${COLUMNS}, n)
   order by x.account, x.reference, x.n
  on conflict (organization, account, reference) do nothing
  returning company_id
) select count(*)::int as inserted, count(company_id)::int as linked from ins`;

type Row = Record<string, unknown>;
/** Batches of a stream in PostgreSQL at once, each on a connection of its own (ADR 0082). */
const IN_FLIGHT = 2;

/** The row of one item as stored, or the first thing storage cannot take (the schema checked the rest). */
export function storedRow(item: TransactionInput, index: number): Row {
  const account = normalizeAccount(item.account);
  if (!account) throw new InvalidTransactionError(index, 'account', M.empty('account'));
  if (!item.reference.trim()) throw new InvalidTransactionError(index, 'reference', M.empty('reference'));
  const row: Row = { ...item, account };
  for (const field of TRANSACTION_FIELDS) {
    const value = item[field];
    if (value?.includes('\0')) throw new InvalidTransactionError(index, field, nulMessage(field));
  }
  for (const field of ['booked_at', 'value_at', ...DAY_FIELDS] as const) {
    const value = item[field];
    if (value === undefined) continue;
    const read = isDayField(field) ? dayOf(value) : timestampOf(value);
    if (read === null) throw new InvalidTransactionError(index, field, M.invalidDate(value));
    row[field] = read;
  }
  return row;
}

/**
 * Account → client, from the dossier's approved account numbers, normalised as transactions are. An
 * account two clients' dossiers hold links to neither: a transaction is never given to a guessed client.
 */
export async function accountLinks(
  em: EntityManager,
  dossier: DossierServices,
  organizationId: string,
): Promise<Map<string, string | null>> {
  const links = new Map<string, string | null>();
  for (const a of await dossier.accounts(em, organizationId)) {
    const account = normalizeAccount(a.number);
    const seen = links.get(account);
    links.set(account, seen === undefined || seen === a.companyId ? a.companyId : null);
  }
  return links;
}

const result = (items: number, res: { inserted: number; linked: number } | undefined): StoreResult => ({
  inserted: res?.inserted ?? 0,
  duplicates: items - (res?.inserted ?? 0),
  linked: res?.linked ?? 0,
});

/** One batch already checked against `links`: COPY through a staging table, or JSON inside a transaction. */
async function writeBatch(
  em: EntityManager,
  organizationId: string,
  items: readonly TransactionInput[],
  links: ReadonlyMap<string, string | null>,
  importId: string | null,
  offset = 0,
  asyncCommit = false,
): Promise<() => Promise<StoreResult>> {
  if (em.isInTransaction()) {
    const rows = items.map((item, i) => storedRow(item, offset + i));
    const ids = batchIds(rows.length);
    rows.forEach((row, i) => {
      row.id = ids[i];
      row.company_id = links.get(row.account as string) ?? null;
    });
    return async () => {
      const [res] = await em.execute<{ inserted: number; linked: number }[]>(INSERT, [
        organizationId,
        importId,
        JSON.stringify(rows),
      ]);
      return result(items.length, res);
    };
  }
  const text = stageText(items, links, offset); // throws before anything is written
  return async () => result(items.length, await copyBatch(em, organizationId, importId, text, asyncCommit));
}

/** The writing half of the service (the reading half is `createSelect`). */
/** The dossier's account links read once for a whole import: filled by the first batch, reused by the rest. */
export interface LinksOnce {
  read?: Promise<ReadonlyMap<string, string | null>>;
}

/**
 * `store` as the server's own import job calls it (ADR 0082). `asyncCommit`: the batch commits without
 * waiting for its WAL to reach the disk, for a caller whose own next commit is synchronous and comes
 * after it (the job's checkpoint): that commit flushes the WAL up to itself, this batch's commit
 * included, so a crash loses either both or neither. Never for a caller that answers "stored" on its
 * own. `links`: the dossier's accounts read by the first batch of an import and reused (a read per batch
 * grows with the dossier); the job relinks at its end what was approved meanwhile.
 */
export interface ServerStore extends Pick<TransactionsService, 'storeStream' | 'relink'> {
  store(
    em: EntityManager,
    organizationId: string,
    items: readonly TransactionInput[],
    opts?: { importId?: string; asyncCommit?: boolean; links?: LinksOnce },
  ): Promise<StoreResult>;
}

export function createStore(dossier: DossierServices): ServerStore {
  return {
    async store(em, organizationId, items, opts = {}) {
      if (!items.length) return { inserted: 0, duplicates: 0, linked: 0 };
      const links = await (opts.links
        ? (opts.links.read ??= accountLinks(em, dossier, organizationId))
        : accountLinks(em, dossier, organizationId));
      const write = await writeBatch(
        em,
        organizationId,
        items,
        links,
        opts.importId ?? null,
        0,
        opts.asyncCommit === true,
      );
      return write();
    },
    async storeStream(em, organizationId, batches, opts = {}) {
      const total: StoreResult = { inserted: 0, duplicates: 0, linked: 0 };
      const links = await accountLinks(em, dossier, organizationId);
      let offset = 0;
      // Up to IN_FLIGHT batches in PostgreSQL (each on a connection of its own) while the next is read and
      // encoded. `reported` chains the batches' results in order and never rejects (a failure is kept
      // aside), so no rejection goes unhandled while the reader runs.
      let reported: Promise<void> = Promise.resolve();
      const inFlight: Promise<void>[] = [];
      const failure: { error?: unknown } = {};
      try {
        for await (const batch of batches) {
          if (!batch.length) continue;
          // Each batch commits without waiting for the disk; one synchronous commit at the end makes them all durable.
          const write = await writeBatch(em, organizationId, batch, links, opts.importId ?? null, offset, true);
          offset += batch.length;
          if (inFlight.length >= IN_FLIGHT) await inFlight.shift();
          if ('error' in failure) break;
          const written = write();
          written.catch(() => undefined); // answered through `reported`, in order
          reported = reported
            .then(async () => {
              const res = await written;
              if ('error' in failure) return;
              total.inserted += res.inserted;
              total.duplicates += res.duplicates;
              total.linked += res.linked;
              await opts.onBatch?.(res, { ...total });
            })
            .catch((error: unknown) => void (failure.error ??= error));
          inFlight.push(reported);
        }
      } finally {
        // Every batch sent is committed (or has failed) before the call answers, whatever the next did.
        await Promise.all(inFlight);
        // One synchronous commit makes every batch committed so far durable before the caller hears of
        // them, whether the stream ends or stops on an error (ADR 0082).
        if (offset > 0) await flushCommits(em);
      }
      if ('error' in failure) throw failure.error;
      return total;
    },
    async relink(em, organizationId) {
      const links = [...(await accountLinks(em, dossier, organizationId))]
        .filter(([, companyId]) => companyId !== null)
        .map(([account, company_id]) => ({ account, company_id }));
      if (!links.length) return { linked: 0 };
      // Only rows still unlinked (the partial index): a link once made is not moved by this pass.
      const [res] = await em.execute<{ linked: number }[]>(
        `with up as (
           update transactions_transaction t set company_id = x.company_id
             from jsonb_to_recordset(?::jsonb) as x(account varchar, company_id varchar)
            where t.organization = ? and t.company_id is null and t.account = x.account
           returning 1
         ) select count(*)::int as linked from up`,
        [JSON.stringify(links), organizationId],
      );
      return { linked: res?.linked ?? 0 };
    },
  };
}
