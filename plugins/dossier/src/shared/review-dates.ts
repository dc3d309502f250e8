import type { RiskLevel } from './options.ts';

/** Years between reviews by risk [001:467]: low 3, medium 2, high 1. */
export const REVIEW_INTERVAL_YEARS: Record<RiskLevel, number> = { low: 3, medium: 2, high: 1 };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists (leap years included). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Automatic next review date: previous + 3/2/1 years for low/medium/high risk. 29 February moves to
 * 28 February in a non-leap target year (never into March). Null when either input is missing.
 */
export function automaticNextReview(
  previous: string | null | undefined,
  risk: RiskLevel | null | undefined,
): string | null {
  if (!previous || !risk || !isIsoDate(previous)) return null;
  const [y, m, d] = previous.split('-').map(Number) as [number, number, number];
  const year = y + REVIEW_INTERVAL_YEARS[risk];
  const day = Math.min(d, daysInMonth(year, m));
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
