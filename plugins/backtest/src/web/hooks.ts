import { useClient } from '@app/core/web';
import { useMemo } from 'react';
import { createBacktestClient, type BacktestClient } from '../shared/index.ts';

/** The typed backtest client bound to the shell's transport (real or fake). */
export function useBacktestClient(): BacktestClient {
  const http = useClient();
  return useMemo(() => createBacktestClient(http), [http]);
}

export const usd = (n: number | null | undefined, digits = 2) =>
  n === null || n === undefined
    ? '—'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const pct = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : `${n >= 0 ? '+' : ''}${n.toFixed(2)} %`;
/** Market times in UTC, day first as everywhere (DD/MM/YYYY HH:mm). */
export const when = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}` : '—';
