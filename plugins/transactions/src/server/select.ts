import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isDayField,
  TRANSACTION_FIELDS,
  type StoredTransaction,
  type TransactionSelection,
  type TransactionsService,
} from '../shared/index.ts';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** Each field as the model's wire writes it: times in UTC ISO, amounts without trailing zeros, the birth date as a day. */
const FIELDS = TRANSACTION_FIELDS.map((f) => {
  if (f === 'booked_at' || f === 'value_at') return `${iso(f)} as ${f}`;
  if (isDayField(f)) return `to_char(${f}, 'YYYY-MM-DD') as ${f}`;
  if (f === 'amount' || f === 'amount_local' || f === 'rate') return `trim_scale(${f})::text as ${f}`;
  return f;
}).join(', ');

const DEFAULT_PAGE = 2000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The where clause of a selection, always within the organisation. */
function selectionWhere(organizationId: string, s: TransactionSelection): { where: string; params: unknown[] } {
  if ('importId' in s) return { where: 'organization = ? and import_id = ?', params: [organizationId, s.importId] };
  if ('ids' in s)
    return {
      where: 'organization = ? and id in (select jsonb_array_elements_text(?::jsonb))',
      params: [organizationId, JSON.stringify(s.ids)],
    };
  const where = ['organization = ?', 'booked_at >= ?::timestamptz', 'booked_at < ?::timestamptz'];
  const params: unknown[] = [organizationId, `${s.from}T00:00:00Z`, `${nextDay(s.to)}T00:00:00Z`];
  if (s.companyId) {
    where.push('company_id = ?');
    params.push(s.companyId);
  }
  return { where: where.join(' and '), params };
}

/** Absent model fields are left out (the model has no nulls); the links stay explicit nulls. */
function stored(row: Record<string, string | null>): StoredTransaction {
  const out: Record<string, string | null> = {};
  for (const k in row) {
    const v = row[k];
    if (v !== null || k === 'company_id' || k === 'import_id') out[k] = v ?? null;
  }
  return out as unknown as StoredTransaction;
}

/** Streamed reads of stored transactions for reports (issue 26 §3). */
export function createSelect(): Pick<TransactionsService, 'count' | 'select'> {
  return {
    async count(em, organizationId, selection) {
      const { where, params } = selectionWhere(organizationId, selection);
      const [row] = await em.execute<{ total: number }[]>(
        `select count(*)::int as total from transactions_transaction where ${where}`,
        params,
      );
      return row?.total ?? 0;
    },
    async *select(em: EntityManager, organizationId, selection, opts = {}) {
      const size = Math.max(1, Math.min(opts.pageSize ?? DEFAULT_PAGE, 10_000));
      const { where, params } = selectionWhere(organizationId, selection);
      type Row = Record<string, string | null>;
      // The next page starts strictly after the last row's booking time (full precision) and id.
      const page = (after: { at: string; id: string } | null) =>
        em.execute<Row[]>(
          // ORDER BY names the table's columns: the output's booked_at is the formatted text
          `select id, ${FIELDS}, company_id, import_id, t.booked_at::text as "_at"
             from transactions_transaction t
            where ${where}${after ? ' and (t.booked_at, t.id) > (?::timestamptz, ?)' : ''}
            order by t.booked_at, t.id limit ${size}`,
          after ? [...params, after.at, after.id] : params,
        );
      let next: Promise<Row[]> | null = page(null);
      while (next) {
        const rows: Row[] = await next;
        if (!rows.length) return;
        const last: Row = rows[rows.length - 1]!;
        // the next page is read while this one is consumed (PostgreSQL and the consumer overlap)
        next = rows.length < size ? null : page({ at: last._at as string, id: last.id as string });
        next?.catch(() => undefined); // awaited on the next turn; a consumer that stops early leaves it
        yield rows.map(({ _at, ...row }) => stored(row));
      }
    },
  };
}
