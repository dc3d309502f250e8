import type { EntityManager } from '@mikro-orm/postgresql';
import type { TurnoverMonth } from '../shared/index.ts';

/** The first day (UTC) of the month `months - 1` months before `now`'s: the window ends with the current month. */
export function turnoverStart(now: Date, months: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1)).toISOString().slice(0, 10);
}

/**
 * A client's monthly sums and counts per direction and account currency since `from`, in one grouped
 * query over the client index (organization, company_id, booked_at). Amounts stay in their currency:
 * adding EUR to USD would be a number no one can read.
 */
export function turnover(
  em: EntityManager,
  organizationId: string,
  companyId: string,
  from: string,
): Promise<TurnoverMonth[]> {
  return em.execute<TurnoverMonth[]>(
    `select to_char(date_trunc('month', booked_at at time zone 'UTC'), 'YYYY-MM') as month, currency,
            trim_scale(coalesce(sum(amount) filter (where direction = 'credit'), 0))::text as incoming,
            (count(*) filter (where direction = 'credit'))::int as incoming_count,
            trim_scale(coalesce(sum(amount) filter (where direction = 'debit'), 0))::text as outgoing,
            (count(*) filter (where direction = 'debit'))::int as outgoing_count
       from transactions_transaction
      where organization = ? and company_id = ? and booked_at >= ?::timestamptz
      group by 1, 2 order by 1, 2`,
    [organizationId, companyId, `${from}T00:00:00Z`],
  );
}
