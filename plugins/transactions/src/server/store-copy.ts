import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import {
  InvalidTransactionError,
  isDayField,
  normalizeAccount,
  TRANSACTION_FIELDS,
  TRANSACTION_MESSAGES as M,
  type TransactionField,
  type TransactionInput,
} from '../shared/index.ts';
import { dayOf, timestampOf } from './dates.ts';

/** The PostgreSQL type each field is read as (JSON batch or staged COPY text); the others are text. */
export const FIELD_TYPES: Partial<Record<TransactionField, string>> = {
  amount: 'numeric',
  amount_local: 'numeric',
  rate: 'numeric',
  booked_at: 'timestamptz',
  value_at: 'timestamptz',
  customer_birth_date: 'date',
  account_opened: 'date',
  customer_incorporation_date: 'date',
};
export const COLUMNS = TRANSACTION_FIELDS.join(', ');

/**
 * The staging table of a connection: temporary (no WAL, never seen by another session), typed like the
 * table so COPY parses amounts and times, emptied by each commit. Created once per pooled connection.
 */
const STAGE = 'transactions_stage';
export const CREATE_STAGE = `create temp table if not exists ${STAGE} (id varchar(24), company_id varchar(24), ${TRANSACTION_FIELDS.map(
  (f) => `${f} ${FIELD_TYPES[f] ?? 'text'}`,
).join(', ')}) on commit delete rows`;
const BEGIN = `begin; ${CREATE_STAGE}`;
const ASYNC_BEGIN = `begin; set local synchronous_commit = off; ${CREATE_STAGE}`;
const COPY = `copy ${STAGE} (id, company_id, ${COLUMNS}) from stdin`;
const MERGE = `with ins as (
  insert into transactions_transaction (id, organization, import_id, company_id, ${COLUMNS})
  select id, $1, $2, company_id, ${COLUMNS} from ${STAGE} order by account, reference, ctid
  on conflict (organization, account, reference) do nothing
  returning company_id
) select count(*)::int as inserted, count(company_id)::int as linked from ins`;

/** How each field is written: 1 the normalised account, 2 a time, 3 a day, 0 as given. */
const KIND = TRANSACTION_FIELDS.map((f) =>
  f === 'account' ? 1 : f === 'booked_at' || f === 'value_at' ? 2 : isDayField(f) ? 3 : 0,
);
const SPECIAL = /[\\\t\n\r\0]/;
/** PostgreSQL text cannot hold U+0000 (COPY and jsonb both refuse it): refused as the item's fault, not a 500. */
export const nulMessage = (field: string) => `${field} holds a NUL character, which cannot be stored`;
/** Below V8's regular-object limit (128 KB), so each piece dies young. */
const PIECE = 60_000;
const ESCAPE: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * `n` ids of the shape of `newId()` (seconds in hex, then 8 random bytes), the random part drawn in one
 * call for the whole batch: a call per row was a tenth of the encoding time.
 */
export function batchIds(n: number): string[] {
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = randomBytes(8 * n).toString('hex');
  const ids = new Array<string>(n);
  for (let i = 0; i < n; i++) ids[i] = time + random.slice(16 * i, 16 * i + 16);
  return ids;
}

/**
 * The batch as COPY text rows of the stage (id, client, then the model's fields), with the checks the
 * schema cannot make: an empty account or reference, a date the calendar lacks, a NUL character
 * (PostgreSQL text cannot hold one). The first failure throws `InvalidTransactionError` with the item's
 * index plus `offset`; nothing is written for a batch that throws. The text comes in pieces of about
 * 60 KB, each below V8's regular-object limit, rather than one string per batch (1.6 MB at 5,000 rows).
 */
export function stageText(
  items: readonly TransactionInput[],
  links: ReadonlyMap<string, string | null>,
  offset = 0,
): string[] {
  const ids = batchIds(items.length);
  const pieces: string[] = [];
  let out = '';
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const account = normalizeAccount(item.account);
    if (!account) throw new InvalidTransactionError(offset + i, 'account', M.empty('account'));
    if (!item.reference.trim()) throw new InvalidTransactionError(offset + i, 'reference', M.empty('reference'));
    let line = `${ids[i]}\t${links.get(account) ?? '\\N'}`;
    for (let f = 0; f < TRANSACTION_FIELDS.length; f++) {
      const field = TRANSACTION_FIELDS[f]!;
      const kind = KIND[f];
      let value = kind === 1 ? account : item[field];
      if (value === undefined) {
        line += '\t\\N';
        continue;
      }
      if (kind === 2 || kind === 3) {
        const read = kind === 2 ? timestampOf(value) : dayOf(value);
        if (read === null) throw new InvalidTransactionError(offset + i, field, M.invalidDate(value));
        value = read;
      } else if (SPECIAL.test(value)) {
        if (value.includes('\0')) throw new InvalidTransactionError(offset + i, field, nulMessage(field));
        value = value.replace(/[\\\t\n\r]/g, (c) => ESCAPE[c]!);
      }
      line += `\t${value}`;
    }
    out += `${line}\n`;
    if (out.length >= PIECE) {
      pieces.push(out);
      out = '';
    }
  }
  if (out) pieces.push(out);
  return pieces;
}

/** COPYs the batch's text into the stage of `client`'s open transaction. */
export async function copyStage(
  client: { query: (copy: CopyStreamQuery) => CopyStreamQuery },
  text: readonly string[],
): Promise<void> {
  const copy = client.query(copyFrom(COPY));
  for (const piece of text) copy.write(piece);
  copy.end();
  await finished(copy);
}

/**
 * Writes staged rows in one transaction on a connection of the ORM's pool: COPY into the stage, then one
 * `insert … select … on conflict do nothing` (a reference twice in the batch is one row, the first). The
 * rows go in one global key order (account, reference), so batches written at once that share
 * references wait on each other in one direction only and never deadlock (ADR 0082). `asyncCommit`:
 * the commit does not wait for the disk (see `flushCommits`). Needs a caller outside a transaction: COPY
 * cannot run on the ORM's transaction connection.
 */
export async function copyBatch(
  em: EntityManager,
  organizationId: string,
  importId: string | null,
  text: readonly string[],
  asyncCommit = false,
): Promise<{ inserted: number; linked: number }> {
  const pool = await em.getConnection().getNativeClient();
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(asyncCommit ? ASYNC_BEGIN : BEGIN);
    await copyStage(client, text);
    const { rows } = await client.query<{ inserted: number; linked: number }>(MERGE, [organizationId, importId]);
    await client.query('commit');
    return rows[0] ?? { inserted: 0, linked: 0 };
  } catch (error) {
    await client.query('rollback').catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Makes batches committed with `synchronous_commit = off` durable: a synchronous commit waits until the
 * WAL up to its own record is on disk, and every earlier commit's record lies before it (ADR 0082).
 * `txid_current()` gives the transaction an id, so it writes a commit record to wait for.
 */
export async function flushCommits(em: EntityManager): Promise<void> {
  const pool = await em.getConnection().getNativeClient();
  const client = await pool.connect();
  try {
    await client.query('begin; select txid_current(); commit');
  } finally {
    client.release();
  }
}
