import { formatDate, formatDateTime } from '@app/core/web';

/**
 * A decimal string with thousands separators and at least two decimals, without going through a float
 * (amounts are numeric(20,4) strings: 12500.5 → 12,500.50).
 */
export function formatAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${fraction.padEnd(2, '0')}`;
}

export const formatMoney = (amount: string, currency: string) => `${formatAmount(amount)} ${currency}`;

/** A stored time: DD/MM/YYYY HH:mm when it has a time of day, the day alone at midnight UTC (a statement's value date). */
export function formatBooked(iso: string | undefined): string {
  if (!iso) return '—';
  return /T00:00:00(\.0+)?Z$/.test(iso) ? formatDate(iso) : formatDateTime(iso);
}

export const DIRECTION_LABEL = { credit: 'In', debit: 'Out' } as const;
export const DIRECTION_TEXT = { credit: 'Incoming (credit)', debit: 'Outgoing (debit)' } as const;

/** In and out, dark enough against white and the striped rows for text (WCAG AA). */
export const TURNOVER_COLORS = { incoming: '#0b7285', outgoing: '#c2410c' } as const;
