/**
 * One date format for the product (seed 001:491): DD/MM/YYYY on screen, typed or picked; ISO
 * 'YYYY-MM-DD' on the wire. Date-times show as 'DD/MM/YYYY HH:mm' in the reader's time zone.
 */
export const DATE_FORMAT = 'DD/MM/YYYY';

const pad = (n: number) => String(n).padStart(2, '0');
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (no 31/02) as 'YYYY-MM-DD', else null. */
function isoDay(y: string, m: string, d: string): string | null {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return Number.isNaN(date.getTime()) ||
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(m) - 1 ||
    date.getUTCDate() !== Number(d)
    ? null
    : `${y}-${m}-${d}`;
}

/** A typed date, day first (28/04/1978, 28-4-1978, 28.04.1978) or ISO, as 'YYYY-MM-DD'; null when not a real date. */
export function parseDate(text: string): string | null {
  const t = text.trim();
  const iso = ISO_DAY.exec(t) ?? /^(\d{4})-(\d{2})-(\d{2})T/.exec(t);
  if (iso) return isoDay(iso[1], iso[2], iso[3]);
  const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(t);
  return dmy ? isoDay(dmy[3], dmy[2].padStart(2, '0'), dmy[1].padStart(2, '0')) : null;
}

/**
 * DD/MM/YYYY of an ISO date (the calendar day as sent) or of a date-time (in the reader's time zone);
 * a dash when empty, the text as sent when it is no date.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
    // Only ISO date-times are read as dates: a bare year or list text ('circa 1970') stays as written.
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  }
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** DD/MM/YYYY HH:mm of a date-time in the reader's time zone; a dash when empty or not a date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '—';
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'YYYY-MM-DD' of today in the reader's time zone. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
