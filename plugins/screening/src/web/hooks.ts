import { useMemo } from 'react';
import { formatDate, formatDateTime as formatAt, useClient } from '@app/core/web';
import { countryName } from '../readers/countries.ts';
import { createScreeningClient, type ScreeningClient } from '../shared/index.ts';

/** The typed screening client bound to the shell's transport (real or fake). */
export function useScreeningClient(): ScreeningClient {
  const http = useClient();
  return useMemo(() => createScreeningClient(http), [http]);
}

export const screeningKeys = {
  all: ['screening'] as const,
  list: (companyId: string | null) => ['screening', 'list', companyId ?? ''] as const,
  item: (id: string) => ['screening', 'item', id] as const,
  alerts: (status: string) => ['screening', 'alerts', status] as const,
  versions: ['screening', 'versions'] as const,
  job: (id: string) => ['screening', 'job', id] as const,
};

/** List route of the screening history, per company when a company id is given. */
export const screeningListPath = (companyId?: string | null) =>
  companyId ? `/${companyId}/sanction-screening-lookups` : '/sanction-screening-lookups';
export const screeningItemPath = (id: string, companyId?: string | null) => `${screeningListPath(companyId)}/${id}`;

/** DD/MM/YYYY of an ISO date or date-time (the product's one date format). */
export const formatDob = (value: string | null | undefined): string => formatDate(value);

/** DD/MM/YYYY HH:mm in the reader's time zone. */
export const formatDateTime = (value: string | null | undefined): string => formatAt(value);

/** A nationality as a country name when it is a known code, else as sent. */
export const nationalityLabel = (value: string | null | undefined): string =>
  value ? (countryName(value) ?? value) : '—';

/** Scores and progress come as 0..1 fractions (or already as percentages). */
export function percent(value: number): string {
  const p = value <= 1 ? value * 100 : value;
  return `${Math.round(p)}%`;
}

export const LIST_SOURCES = [
  { value: 'ofac', label: 'OFAC (US Treasury SDN)' },
  { value: 'un', label: 'UN Security Council' },
  { value: 'uk', label: 'UK Sanctions List' },
  { value: 'eu', label: 'EU Consolidated List' },
  { value: 'ftm', label: 'FollowTheMoney (FtM) entities' },
] as const;

export const sourceLabel = (source: string) =>
  LIST_SOURCES.find((s) => s.value === source)?.value.toUpperCase() ?? source.toUpperCase();

/** Badge colours as filled shade-9 (or gray-7) backgrounds: white text stays above WCAG AA. */
export const TONES = { danger: 'red.9', ok: 'teal.9', info: 'blue.9', neutral: 'gray.7', warn: 'grape.9' } as const;
