import type { EntryDob } from './model.ts';

/** A query date of birth: year, optionally month and day. */
export interface QueryDob {
  year: number;
  month?: number;
  day?: number;
}

/** 'YYYY-MM-DD', 'YYYY-MM', 'YYYY' or an ISO date-time; undefined when not understood. */
export function parseQueryDob(text: string | undefined): QueryDob | undefined {
  if (!text) return undefined;
  const m = /^\s*(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?\s*$/.exec(text);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) : undefined;
  const day = m[3] ? Number(m[3]) : undefined;
  if (month !== undefined && (month < 1 || month > 12)) return { year };
  if (day !== undefined && (day < 1 || day > 31)) return { year, month };
  return { year, month, day };
}

export type DobMatch = 'exact' | 'swapped' | 'month' | 'year' | 'near' | 'conflict' | 'none';

export interface DobResult {
  match: DobMatch;
  value: number;
  detail: string;
  /** Whether the listed DOB agrees with all the query gives ('partial': e.g. same year, other month; a range). */
  agreement: 'agrees' | 'partial' | 'unknown' | 'conflict';
  /** The listed DOB compared (as published). */
  listed: string;
}

/** Score adjustments added to the name score. */
export const DOB_WEIGHTS: Record<DobMatch, number> = {
  exact: 0.06,
  swapped: 0.05,
  month: 0.04,
  year: 0.03,
  near: 0.01,
  conflict: -0.15,
  none: 0,
};

const RANK: Record<DobMatch, number> = { exact: 6, swapped: 5, month: 4, year: 3, near: 2, none: 1, conflict: 0 };

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function fmtQuery(q: QueryDob): string {
  return q.day && q.month
    ? `${q.year}-${pad(q.month)}-${pad(q.day)}`
    : q.month
      ? `${q.year}-${pad(q.month)}`
      : String(q.year);
}

function yearSpan(d: EntryDob): [number, number] | undefined {
  if (d.kind === 'range' && d.from !== undefined && d.to !== undefined) return [d.from, d.to];
  const y = d.year ?? (d.date ? Number(d.date.slice(0, 4)) : (d.from ?? d.to));
  if (y === undefined || Number.isNaN(y)) return undefined;
  if (d.kind === 'circa') return [y - 1, y + 1];
  return [y, y];
}

function compareOne(q: QueryDob, d: EntryDob): DobMatch | undefined {
  const span = yearSpan(d);
  if (!span) return undefined;
  const [lo, hi] = span;
  if (q.year >= lo && q.year <= hi) {
    if (d.kind === 'exact' && d.date && q.month && q.day) {
      const em = Number(d.date.slice(5, 7));
      const ed = Number(d.date.slice(8, 10));
      if (em === q.month && ed === q.day) return 'exact';
      if (em === q.day && ed === q.month) return 'swapped';
      return 'year';
    }
    if ((d.kind === 'exact' || d.kind === 'month') && d.date && q.month) {
      const em = Number(d.date.slice(5, 7));
      if (em === q.month) return 'month';
      if (q.day && em === q.day) return 'month';
    }
    return 'year';
  }
  if (q.year >= lo - 1 && q.year <= hi + 1) return 'near';
  return 'conflict';
}

/** Compare a query DOB with an entry's DOBs: best agreement wins; no DOB on either side is neutral. */
export function compareDob(q: QueryDob | undefined, dobs: EntryDob[]): DobResult {
  const listed = dobs
    .map((d) => d.text || d.date || String(d.year ?? ''))
    .filter(Boolean)
    .join('; ');
  if (!q) return { match: 'none', value: 0, detail: 'no DOB in the query', agreement: 'unknown', listed };
  let best: DobMatch | undefined;
  let bestDob: EntryDob | undefined;
  let bestText = '';
  for (const d of dobs) {
    const m = compareOne(q, d);
    if (m && (best === undefined || RANK[m] > RANK[best])) {
      best = m;
      bestDob = d;
      bestText = d.text || d.date || String(d.year ?? '');
    }
  }
  if (!best || !bestDob)
    return { match: 'none', value: 0, detail: 'entry has no usable DOB', agreement: 'unknown', listed };
  const qs = fmtQuery(q);
  const label: Record<DobMatch, string> = {
    exact: `DOB ${qs} matches ${bestText} exactly`,
    swapped: `DOB ${qs} matches ${bestText} with day and month swapped`,
    month: `DOB ${qs} matches year and month of ${bestText}`,
    year: `DOB ${qs} matches the year of ${bestText}`,
    near: `DOB ${qs} is within one year of ${bestText}`,
    conflict: `DOB ${qs} conflicts with listed ${dobs.map((d) => d.text || d.date || d.year).join(', ')}`,
    none: '',
  };
  return {
    match: best,
    value: DOB_WEIGHTS[best],
    detail: label[best],
    agreement: agreementOf(best, q, bestDob),
    listed,
  };
}

function agreementOf(match: DobMatch, q: QueryDob, d: EntryDob): DobResult['agreement'] {
  if (match === 'exact' || match === 'month') return 'agrees';
  if (match === 'conflict') return 'conflict';
  if (match === 'year') {
    const listedMonth = (d.kind === 'exact' || d.kind === 'month') && d.date;
    if (q.month && listedMonth) return 'partial';
    return d.kind === 'range' || d.kind === 'circa' ? 'partial' : 'agrees';
  }
  return 'partial';
}
