import { badRequest } from '@app/core/server';
import type { RouteResponse } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isDayField,
  normalizeAccount,
  TRANSACTION_FIELDS,
  TRANSACTION_COUNT_CAP,
  TRANSACTION_MESSAGES as M,
  TRANSACTION_PAGE_SIZE,
  type ListTransactionsQuery,
  type Transaction,
  type TransactionFilters,
  type transactionsRoutes,
} from '../shared/index.ts';

export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** Each field as the wire shows it: times in UTC ISO, amounts without trailing zeros, the birth date as a day. */
export const SELECT_FIELDS = TRANSACTION_FIELDS.map((f) => {
  if (f === 'booked_at' || f === 'value_at') return `${iso(f)} as ${f}`;
  if (isDayField(f)) return `to_char(${f}, 'YYYY-MM-DD') as ${f}`;
  if (f === 'amount' || f === 'amount_local' || f === 'rate') return `trim_scale(${f})::text as ${f}`;
  return f;
}).join(', ');

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The where clause of the list's filters, always within the caller's organisation. */
export function filters(organizationId: string, q: TransactionFilters): { where: string; params: unknown[] } {
  const where = ['organization = ?'];
  const params: unknown[] = [organizationId];
  const add = (clause: string, ...values: unknown[]) => {
    where.push(clause);
    params.push(...values);
  };
  if (q.from && q.to && q.from > q.to) throw badRequest(M.dateOrder, 'from');
  if (q.amount_min && q.amount_max && Number(q.amount_min) > Number(q.amount_max))
    throw badRequest(M.amountOrder, 'amount_min');
  if (q.company_id) add('company_id = ?', q.company_id);
  if (q.account) add('account = ?', normalizeAccount(q.account));
  if (q.import_id) add('import_id = ?', q.import_id);
  if (q.from) add(`booked_at >= ?::timestamptz`, `${q.from}T00:00:00Z`);
  if (q.to) add(`booked_at < ?::timestamptz`, `${nextDay(q.to)}T00:00:00Z`);
  if (q.direction) add('direction = ?', q.direction);
  if (q.amount_min) add('amount >= ?::numeric', q.amount_min);
  if (q.amount_max) add('amount <= ?::numeric', q.amount_max);
  if (q.counterparty) {
    const like = likeText(q.counterparty);
    add(
      `(counterparty_name ilike ? or counterparty_first_name || ' ' || counterparty_last_name ilike ? or counterparty_account ilike ?)`,
      like,
      like,
      like,
    );
  }
  if (q.country) add('counterparty_country = ?', q.country.toUpperCase());
  if (q.channel) add('transmode = ?', q.channel);
  return { where: where.join(' and '), params };
}

/**
 * One page of 30, newest booking first (the two list indexes serve this order). The order names the
 * table's column (`t.booked_at`): a bare `booked_at` is the formatted text of the select list, which no
 * index serves (every matching row sorted).
 */
export async function listTransactions(
  em: EntityManager,
  organizationId: string,
  q: ListTransactionsQuery,
): Promise<RouteResponse<typeof transactionsRoutes.listTransactions>> {
  const page = Number(q.page ?? '1');
  const { where, params } = filters(organizationId, q);
  const offset = (page - 1) * TRANSACTION_PAGE_SIZE;
  // The page's ids first: with the client index's included columns (direction, amount, country, channel,
  // counterparty) that is an index-only read, so a filter matching few of a big client's rows does not
  // fetch every row from the table; then the 30 rows themselves.
  const rows = await em.execute<Record<string, string | null>[]>(
    `select id as "_id", ${SELECT_FIELDS}, company_id, import_id, ${iso('created_at')} as created_at
         from transactions_transaction t
         join (select id from transactions_transaction where ${where}
                order by booked_at desc, id desc limit ${TRANSACTION_PAGE_SIZE} offset ${offset}) p
           using (id)
        order by t.booked_at desc, t.id desc`,
    params,
  );
  // A short page that is not past the end tells the total itself: no count (the costly half of a
  // filter that matches few of a big client's rows).
  if (rows.length < TRANSACTION_PAGE_SIZE && (rows.length > 0 || page === 1))
    return {
      transactions: rows.map(wire),
      total: offset + rows.length,
      total_capped: false,
      page,
      page_size: TRANSACTION_PAGE_SIZE,
    };
  // Bounded: counting a big client's every row cost 70+ ms a page (bench/transactions).
  const [count] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from (select 1 from transactions_transaction where ${where} limit ${TRANSACTION_COUNT_CAP + 1}) m`,
    params,
  );
  const counted = count?.total ?? 0;
  return {
    transactions: rows.map(wire),
    total: Math.min(counted, TRANSACTION_COUNT_CAP),
    total_capped: counted > TRANSACTION_COUNT_CAP,
    page,
    page_size: TRANSACTION_PAGE_SIZE,
  };
}

/** One transaction of the organisation, or null (another organisation's id reads as absent). */
export async function findTransaction(em: EntityManager, organizationId: string, id: string) {
  const [row] = await em.execute<Record<string, string | null>[]>(
    `select id as "_id", ${SELECT_FIELDS}, company_id, import_id, ${iso('created_at')} as created_at
       from transactions_transaction where organization = ? and id = ?`,
    [organizationId, id],
  );
  return row ? wire(row) : null;
}

/** Absent model fields are left out (the model has no nulls); links stay explicit nulls. */
export function wire(row: Record<string, string | null>): Transaction {
  const out: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(row)) if (v !== null || k === 'company_id' || k === 'import_id') out[k] = v;
  return out as unknown as Transaction;
}

/** Accounts of stored transactions no client's dossier holds, most transactions first. */
export function unlinkedAccounts(em: EntityManager, organizationId: string) {
  return em.execute<
    { account: string; account_name: string | null; count: number; first_booked_at: string; last_booked_at: string }[]
  >(
    `select account, max(account_name) as account_name, count(*)::int as count,
            ${iso('min(booked_at)')} as first_booked_at, ${iso('max(booked_at)')} as last_booked_at
       from transactions_transaction where organization = ? and company_id is null
      group by account order by count(*) desc, account limit 1000`,
    [organizationId],
  );
}
