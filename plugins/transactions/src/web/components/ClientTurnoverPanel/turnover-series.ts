import type { TurnoverMonth } from '../../../shared/index.ts';

export interface MonthTurnover {
  month: string;
  incoming: string;
  incoming_count: number;
  outgoing: string;
  outgoing_count: number;
}

/** Every month from `from` (YYYY-MM-DD) to `until`'s month, oldest first. */
export function monthsBetween(from: string, until: Date): string[] {
  const out: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const endYear = until.getUTCFullYear();
  const endMonth = until.getUTCMonth() + 1;
  while (year < endYear || (year === endYear && month <= endMonth)) {
    out.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** Currencies by transaction count, most first: the panel opens on the account currency used most. */
export function currenciesOf(rows: readonly TurnoverMonth[]): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.currency, (counts.get(r.currency) ?? 0) + r.incoming_count + r.outgoing_count);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
}

/** One currency's months, the ones without transactions as zeros, so the chart keeps its time axis. */
export function seriesOf(rows: readonly TurnoverMonth[], currency: string, months: readonly string[]): MonthTurnover[] {
  const byMonth = new Map(rows.filter((r) => r.currency === currency).map((r) => [r.month, r]));
  return months.map(
    (month) => byMonth.get(month) ?? { month, incoming: '0', incoming_count: 0, outgoing: '0', outgoing_count: 0 },
  );
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-10' → 'Oct 2026'. */
export const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** Axis ticks: 12,500 → 12.5k, 3,000,000 → 3M (the table below has the exact sums). */
export function compactAmount(n: number): string {
  if (n >= 1e9) return `${+(n / 1e9).toFixed(1)}B`;
  if (n >= 1e6) return `${+(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${+(n / 1e3).toFixed(1)}k`;
  return String(+n.toFixed(2));
}
