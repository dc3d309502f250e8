import { formatDateTime as formatAt, useClient } from '@app/core/web';
import { useMemo } from 'react';
import { createAdminClient, type AdminClient, type Subscription } from '../shared/index.ts';

/** The typed admin client bound to the shell's transport (real or fake). */
export function useAdminClient(): AdminClient {
  const http = useClient();
  return useMemo(() => createAdminClient(http), [http]);
}

export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  usage: (from: string, to: string) => ['admin', 'usage', from, to] as const,
  platformControl: ['admin', 'platform-control'] as const,
  wallet: ['admin', 'wallet'] as const,
  balance: ['admin', 'balance'] as const,
};

export const boUserPath = (id: string) => `/admin/users/${id}/`;

/** Credits are shown with 2 decimals [000:158]. */
export const formatCredits = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** DD/MM/YYYY HH:mm: the product's one date format (core). */
export const formatDateTime = (value: string | null | undefined): string => formatAt(value);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Remaining subscription time as days, hours and minutes [000:77]. */
export function remainingText(s: Subscription): string {
  const { days, hours, minutes } = s.remaining;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return `${part(days, 'day')}, ${part(hours, 'hour')}, ${part(minutes, 'minute')}`;
}

export const STATUS_LABEL: Record<Subscription['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  used: 'All rows used',
  none: 'No subscription',
};

/** Filled shade-9 backgrounds keep white text above WCAG AA. */
export const STATUS_COLOR: Record<Subscription['status'], string> = {
  active: 'teal.9',
  expired: 'gray.7',
  used: 'grape.9',
  none: 'gray.7',
};

/** 'YYYY-MM-DD' of a date `daysAgo` days before today (UTC). */
export const isoDay = (daysAgo = 0, now = new Date()) =>
  new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The server's message of a failed call (shown under the seed's error title). */
export function errorDetail(error: unknown): string {
  const body =
    error && typeof error === 'object' && 'body' in error
      ? (error as { body?: { message?: unknown } }).body
      : undefined;
  return body && typeof body.message === 'string' && body.message
    ? body.message
    : 'Please try again or contact the support';
}
