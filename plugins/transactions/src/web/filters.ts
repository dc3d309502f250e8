import type { TransactionFilters } from '../shared/index.ts';

/** The list's filters as they live in the address (so a filtered list can be bookmarked and shared). */
export const FILTER_KEYS = [
  'company_id',
  'account',
  'import_id',
  'from',
  'to',
  'direction',
  'amount_min',
  'amount_max',
  'counterparty',
  'country',
  'channel',
] as const satisfies readonly (keyof TransactionFilters)[];

export function filtersFromParams(params: URLSearchParams): TransactionFilters {
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value;
  }
  return out as TransactionFilters;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The address query of filters and a page (page 1 and empty filters left out). */
export function paramsOf(filters: TransactionFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** What the form can tell before asking the server (the server checks the same and more). */
export function filterErrors(f: TransactionFilters): Partial<Record<keyof TransactionFilters, string>> {
  const errors: Partial<Record<keyof TransactionFilters, string>> = {};
  const amount = /^(0|[1-9][0-9]{0,15})(\.[0-9]{1,4})?$/;
  if (f.amount_min && !amount.test(f.amount_min)) errors.amount_min = 'An amount like 1000 or 1000.50';
  if (f.amount_max && !amount.test(f.amount_max)) errors.amount_max = 'An amount like 1000 or 1000.50';
  if (!errors.amount_min && !errors.amount_max && f.amount_min && f.amount_max)
    if (Number(f.amount_min) > Number(f.amount_max)) errors.amount_max = 'The maximum is below the minimum';
  if (f.from && f.to && f.from > f.to) errors.to = 'The end date is before the start date';
  if (f.country && !/^[A-Za-z]{2}$/.test(f.country)) errors.country = 'A two-letter country code, e.g. DE';
  return errors;
}
