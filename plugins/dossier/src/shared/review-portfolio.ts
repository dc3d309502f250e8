import { IdSchema, Nullable, Type, type Static } from '@app/core/shared';
import { Literals } from './fields.ts';
import { COMPANY_TYPES, RISK_LEVELS } from './options.ts';

/** The review-date buckets of the portfolio on Home (ADR 0071). */
export const PORTFOLIO_BUCKETS = ['overdue', 'this_month', 'next_3_months'] as const;
export type PortfolioBucket = (typeof PORTFOLIO_BUCKETS)[number];
export const PORTFOLIO_BUCKET_LABELS: Record<PortfolioBucket, string> = {
  overdue: 'Overdue',
  this_month: 'This month',
  next_3_months: 'Next 3 months',
};
/** The list's risk filter: a level, or `none` for clients without an approved one. */
export const RISK_FILTERS = [...RISK_LEVELS, 'none'] as const;
export type RiskFilter = (typeof RISK_FILTERS)[number];

const IsoDay = Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A bucket as the client list's review-date filters (inclusive; null = open end). */
export interface DayRange {
  review_start_date: string | null;
  review_end_date: string;
}

const DAY = 86_400_000;
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => iso(parse(day) + n * DAY);
export const endOfMonth = (day: string) => {
  const d = new Date(parse(day));
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
};
/** The same day `n` months later, or that month's last day when it is shorter (31 Jan + 3 = 30 Apr). */
export const addMonths = (day: string, n: number) => {
  const d = new Date(parse(day));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n + 1, 0)).getUTCDate();
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, Math.min(d.getUTCDate(), last)));
};
export const isValidDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(parse(day)) && iso(parse(day)) === day;

/**
 * The buckets on `today` (the caller's calendar day): overdue is before today; this month is today to
 * the month's last day; next 3 months is from the next month's first day to the same day three
 * months on, inclusive.
 */
export function portfolioRanges(today: string): Record<PortfolioBucket, DayRange> {
  const eom = endOfMonth(today);
  return {
    overdue: { review_start_date: null, review_end_date: addDays(today, -1) },
    this_month: { review_start_date: today, review_end_date: eom },
    next_3_months: { review_start_date: addDays(eom, 1), review_end_date: addMonths(today, 3) },
  };
}

/** The bucket of a review date on `today`, or null when it is later than the horizon. */
export function bucketOf(day: string, today: string): PortfolioBucket | null {
  const r = portfolioRanges(today);
  return (
    PORTFOLIO_BUCKETS.find(
      (b) => (r[b].review_start_date === null || day >= r[b].review_start_date) && day <= r[b].review_end_date,
    ) ?? null
  );
}

const Count = Type.Integer({ minimum: 0 });
export const PortfolioBucketSchema = Type.Object({
  bucket: Literals(PORTFOLIO_BUCKETS),
  review_start_date: Nullable(Type.String()),
  review_end_date: Type.String(),
  counts: Type.Object({ low: Count, medium: Count, high: Count, none: Count, total: Count }),
});
export type PortfolioBucketCounts = Static<typeof PortfolioBucketSchema>;

export const PortfolioClientSchema = Type.Object({
  _id: IdSchema,
  /** The shown name (corporate name, or first and last name), as the client list shows it. */
  name: Type.String(),
  company_type: Literals(COMPANY_TYPES),
  next_review_date: Type.String(),
  bucket: Literals(PORTFOLIO_BUCKETS),
  risk_level: Nullable(Literals(RISK_LEVELS)),
  /** Dashboard completeness over approved values, as the dashboard's donut counts it. */
  completeness: Type.Object({
    complete: Type.Boolean(),
    percentage: Type.Number(),
    missing: Type.Array(Type.String()),
  }),
});
export type PortfolioClient = Static<typeof PortfolioClientSchema>;

export const ReviewPortfolioQuerySchema = Type.Object({
  company_type: Type.Optional(Literals(COMPANY_TYPES)),
  /** The caller's calendar day (its time zone); within a day of the server's UTC date. Default: the server's UTC date. */
  today: Type.Optional(IsoDay),
});
export const ReviewPortfolioSchema = Type.Object({
  today: Type.String(),
  buckets: Type.Array(PortfolioBucketSchema),
  /** The most urgent clients: earliest review date first, at most `PORTFOLIO_URGENT`. */
  urgent: Type.Array(PortfolioClientSchema),
});
export type ReviewPortfolio = Static<typeof ReviewPortfolioSchema>;
export const PORTFOLIO_URGENT = 8;
