import { HttpError } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readOnce } from './company-list-cache.ts';
import {
  addDays,
  bucketOf,
  dashboardSection,
  isValidDay,
  PORTFOLIO_BUCKETS,
  PORTFOLIO_URGENT,
  portfolioRanges,
  type CompanyType,
  type DashboardValues,
  type LocationType,
  type PortfolioBucket,
  type PortfolioClient,
  type ReviewPortfolio,
  type RiskLevel,
  type StoredFields,
} from '../shared/index.ts';

type Risk = RiskLevel | 'none';
interface CountRow {
  bucket: PortfolioBucket;
  risk: Risk;
  n: number;
}
interface UrgentRow {
  id: string;
  list_name: string;
  company_type: CompanyType;
  location_type: LocationType | null;
  fields: StoredFields;
  next_review_date: string;
  risk_level: RiskLevel | null;
}

const approved = (fields: StoredFields): DashboardValues =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f?.value ?? null])) as DashboardValues;

/** The caller's day, trusted within a day of the server's UTC date (time zones span UTC−12 to UTC+14). */
export function portfolioToday(asked: string | undefined, now = new Date()): string {
  const utc = now.toISOString().slice(0, 10);
  if (asked === undefined) return utc;
  if (!isValidDay(asked))
    throw new HttpError(400, 'today must be a date (YYYY-MM-DD)', [
      { field: 'today', message: 'today must be a date (YYYY-MM-DD)' },
    ]);
  if (asked < addDays(utc, -1) || asked > addDays(utc, 1)) {
    throw new HttpError(400, 'today must be within a day of the current date', [
      { field: 'today', message: 'today must be within a day of the current date' },
    ]);
  }
  return asked;
}

/** Counts kept per (organisation, type, day) at a list version: reused only while the version is the same (ADR 0048's rule). */
const kept = new Map<string, { version: string; counts: CountRow[] }>();
const MAX_KEPT = 2_000;

/**
 * Reviews due (ADR 0071). The counts are one index-only range of the organisation's clients with a
 * review date up to the horizon (`dossier_company_org_review_risk_index`), grouped by bucket and the
 * approved risk level, kept per list version: the version moves with every change a count depends on
 * (creation, removal, review date, risk level, type), so a kept count is exact. The most urgent
 * clients are the first rows of the review-date index, read on every request with the version.
 * Both use exactly the client list's predicates (not removed, `next_review_date` in the bucket, risk
 * level), so a count equals the list it links to. Raw SQL does not see the ORM tenant filter: the
 * organisation is bound here.
 */
export async function reviewPortfolio(
  em: EntityManager,
  organization: string,
  today: string,
  type?: CompanyType,
): Promise<ReviewPortfolio> {
  const ranges = portfolioRanges(today);
  const horizon = ranges.next_3_months.review_end_date;
  const typed = type ? ' and c.company_type = ?' : '';
  const scope = [organization, horizon, ...(type ? [type] : [])];
  const version = `(select version::text from dossier_list_stats where organization = ?) as version`;
  const urgentSql = `(select json_agg(u order by u.next_review_date, u.id) from (
      select c.id, c.list_name, c.company_type, c.location_type, c.fields, c.next_review_date, c.risk_level
        from dossier_company c
       where c.organization = ? and c.removed = false and c.next_review_date is not null and c.next_review_date <= ?${typed}
       order by c.next_review_date, c.id limit ${PORTFOLIO_URGENT}) u) as urgent`;
  const countsSql = `(select json_agg(x) from (
      select case when c.next_review_date < ? then 'overdue' when c.next_review_date <= ? then 'this_month' else 'next_3_months' end as bucket,
             coalesce(c.risk_level, 'none') as risk, count(*)::int as n
        from dossier_company c
       where c.organization = ? and c.removed = false and c.next_review_date is not null and c.next_review_date <= ?${typed}
       group by 1, 2) x) as counts`;
  type Row = { version: string | null; counts?: CountRow[] | null; urgent: UrgentRow[] | null };
  const key = `${organization}\u0000${type ?? ''}\u0000${today}`;
  const [first] = await em.execute<Row[]>(`select ${version}, ${urgentSql}`, [organization, ...scope]);
  let row: Row = {
    ...first!,
    counts: first?.version !== null && kept.get(key)?.version === first?.version ? kept.get(key)!.counts : undefined,
  };
  if (!row.counts) {
    // Concurrent first reads of one key share one count; its version is read in the same statement.
    row = (
      await readOnce(`portfolio\u0000${key}`, () =>
        em.execute<Row[]>(`select ${version}, ${countsSql}, ${urgentSql}`, [
          organization,
          today,
          ranges.this_month.review_end_date,
          ...scope,
          ...scope,
        ]),
      )
    )[0]!;
    if (row.version !== null) {
      kept.delete(key);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, { version: row.version, counts: row.counts ?? [] });
    }
  }
  const buckets = PORTFOLIO_BUCKETS.map((bucket) => {
    const counts = { low: 0, medium: 0, high: 0, none: 0, total: 0 };
    for (const c of row?.counts ?? [])
      if (c.bucket === bucket) {
        counts[c.risk] += c.n;
        counts.total += c.n;
      }
    return { bucket, ...ranges[bucket], counts };
  });
  const urgent = (row?.urgent ?? []).map((u): PortfolioClient => {
    const section = dashboardSection(
      { companyType: u.company_type, locationType: u.location_type },
      approved(u.fields),
    );
    return {
      _id: u.id,
      name: u.list_name,
      company_type: u.company_type,
      next_review_date: u.next_review_date,
      bucket: bucketOf(u.next_review_date, today)!,
      risk_level: u.risk_level,
      completeness: {
        complete: section.complete,
        percentage: section.percentage,
        missing: section.documents.map((d) => d.documentType),
      },
    };
  });
  return { today, buckets, urgent };
}
