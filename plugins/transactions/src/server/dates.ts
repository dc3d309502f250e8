const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO 8601 date or date-time of the model as PostgreSQL reads it, or null when it names no moment of
 * the calendar (a 31 February, hour 25): the schema's pattern checks the shape only. A time without an
 * offset is UTC, a date alone is its midnight UTC; nothing else is assumed (ADR 0023).
 */
export function timestampOf(value: string): string | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const offset = zone === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  if (offset !== 'Z' && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59)) return null;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${frac}${offset}`;
}

/** The calendar day of a date or date-time (a birth date), or null when there is none. */
export function dayOf(value: string): string | null {
  return timestampOf(value) === null ? null : value.slice(0, 10);
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
