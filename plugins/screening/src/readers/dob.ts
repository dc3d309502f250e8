import type { EntryDob } from '../engine/model.ts';

/**
 * Date-of-birth parsing shared by the readers. Every function returns `undefined` (or skips the
 * part) when the text is not a date it understands; the caller keeps the raw text in remarks.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const pad = (n: number): string => String(n).padStart(2, '0');

function monthOf(word: string): number | undefined {
  return MONTHS[word.toLowerCase().replace(/\.$/, '')];
}

function validYear(y: number): boolean {
  return y >= 1800 && y <= 2100;
}

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= last;
}

interface Point {
  year: number;
  month?: number;
  day?: number;
}

/** '08 Sep 1966', 'Sep 1966', '1966', '1966-09-08', '1966-09', '08/09/1966' (d/m/y), 'Nov. 1973'. */
function parsePoint(raw: string): Point | undefined {
  const s = raw.trim().replace(/\.$/, '').trim();
  let m = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(s);
  if (m) {
    const year = Number(m[3]);
    const month = monthOf(m[2]);
    const day = Number(m[1]);
    if (!month || !validYear(year) || !validDay(year, month, day)) return undefined;
    return { year, month, day };
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(s); // 'September 8, 1966'
  if (m) {
    const year = Number(m[3]);
    const month = monthOf(m[1]);
    const day = Number(m[2]);
    if (!month || !validYear(year) || !validDay(year, month, day)) return undefined;
    return { year, month, day };
  }
  m = /^([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(s);
  if (m) {
    const month = monthOf(m[1]);
    const year = Number(m[2]);
    if (!month || !validYear(year)) return undefined;
    return { year, month };
  }
  m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T[\d:.]+Z?)?$/.exec(s);
  if (m) {
    const year = Number(m[1]);
    if (!validYear(year)) return undefined;
    if (!m[2]) return { year };
    const month = Number(m[2]);
    if (month < 1 || month > 12) return undefined;
    if (!m[3]) return { year, month };
    const day = Number(m[3]);
    if (!validDay(year, month, day)) return undefined;
    return { year, month, day };
  }
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    const year = Number(m[3]);
    if (!validYear(year) || !validDay(year, month, day)) return undefined;
    return { year, month, day };
  }
  return undefined;
}

function fromPoint(p: Point, text: string): EntryDob {
  if (p.day && p.month) return { kind: 'exact', date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, year: p.year, text };
  if (p.month) return { kind: 'month', date: `${p.year}-${pad(p.month)}`, year: p.year, text };
  return { kind: 'year', year: p.year, text };
}

/**
 * One date expression as published: '08 Sep 1966', 'Sep 1966', '1966', 'circa 1966',
 * '1960 to 1962', '01 Jan 1961 to 31 Dec 1962', 'circa 1979-1982', ISO 'YYYY[-MM[-DD]]'.
 * A leading 'DOB' / 'alt. DOB' is accepted and dropped.
 */
export function parseDob(input: string): EntryDob | undefined {
  const text = input
    .trim()
    .replace(/^(?:alt\.\s*)?(?:DOB|date of birth)\s*:?\s*/i, '')
    .replace(/\.$/, '')
    .trim();
  if (!text) return undefined;
  let body = text;
  let circa = false;
  const c = /^(?:circa|ca\.?|c\.|approx(?:\.|imately)?|about|around)\s+/i.exec(body);
  if (c) {
    circa = true;
    body = body.slice(c[0].length).trim();
  }
  const range = /^(.+?)\s*(?:\bto\b|-|–)\s*(.+)$/i.exec(body);
  if (range && !/^\d{4}-\d{2}(?:-\d{2})?$/.test(body)) {
    const from = parsePoint(range[1]);
    const to = parsePoint(range[2]);
    if (from && to && from.year <= to.year) return { kind: 'range', from: from.year, to: to.year, text };
  }
  const between = /^between\s+(.+?)\s+and\s+(.+)$/i.exec(body);
  if (between) {
    const from = parsePoint(between[1]);
    const to = parsePoint(between[2]);
    if (from && to && from.year <= to.year) return { kind: 'range', from: from.year, to: to.year, text };
  }
  const p = parsePoint(body);
  if (!p) return undefined;
  if (circa) return { kind: 'circa', year: p.year, text };
  return fromPoint(p, text);
}

/** Several DOBs separated by ';' (e.g. OFAC 'DOB 08 Sep 1966; alt. DOB 1967'); unknown parts are skipped. */
export function parseDobs(input: string): EntryDob[] {
  const out: EntryDob[] = [];
  for (const part of input.split(/;\s*/)) {
    const d = parseDob(part);
    if (d) out.push(d);
  }
  return out;
}

/** ISO forms used by FtM `birthDate` and EU `birthdate`: 'YYYY', 'YYYY-MM', 'YYYY-MM-DD'. */
export function parseIsoDob(input: string): EntryDob | undefined {
  const text = input.trim();
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (!m) return undefined;
  const p = parsePoint(text);
  return p ? fromPoint(p, text) : undefined;
}

/** The UN `INDIVIDUAL_DATE_OF_BIRTH` element's children. */
export interface UnDobFields {
  TYPE_OF_DATE?: string;
  DATE?: string;
  YEAR?: string;
  FROM_YEAR?: string;
  TO_YEAR?: string;
  NOTE?: string;
}

/**
 * UN consolidated list DOB: TYPE_OF_DATE EXACT (DATE or YEAR), APPROXIMATELY (YEAR or DATE, gives
 * 'circa'), BETWEEN (FROM_YEAR/TO_YEAR). When only a NOTE such as 'Nov. 1973' is given it is parsed.
 */
export function parseUnDob(f: UnDobFields): EntryDob | undefined {
  const type = (f.TYPE_OF_DATE ?? '').trim().toUpperCase();
  const date = f.DATE?.trim();
  const year = f.YEAR?.trim();
  const note = f.NOTE?.trim();
  const fromY = f.FROM_YEAR?.trim();
  const toY = f.TO_YEAR?.trim();
  if (fromY && toY) {
    const from = Number(fromY);
    const to = Number(toY);
    if (validYear(from) && validYear(to) && from <= to) {
      const text = `${type === 'APPROXIMATELY' ? 'circa ' : ''}${from} to ${to}`;
      return { kind: 'range', from, to, text: note ? `${text} (${note})` : text };
    }
    return undefined;
  }
  const value = date || year;
  if (value) {
    const p = parsePoint(value);
    if (!p) return undefined;
    if (type === 'APPROXIMATELY') return { kind: 'circa', year: p.year, text: `circa ${value}` };
    // EXACT YEAR with a month in the note ('Sep.') -> month precision.
    if (!p.month && note) {
      const month = monthOf(note.replace(/\.$/, ''));
      if (month) return fromPoint({ year: p.year, month }, `${note} ${value}`);
    }
    return fromPoint(p, value);
  }
  if (note) {
    const d = parseDob(note);
    if (d && type === 'APPROXIMATELY' && d.kind !== 'range')
      return { kind: 'circa', year: d.year, text: `circa ${note}` };
    return d;
  }
  return undefined;
}
