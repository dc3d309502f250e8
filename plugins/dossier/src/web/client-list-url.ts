import {
  COMPANY_TYPES,
  isValidDay,
  RISK_FILTERS,
  type ClientFilters,
  type CompanyType,
  type RiskFilter,
} from '../shared/index.ts';

/** The client list's filters that travel in its address, so a filtered view can be shared (ADR 0071). */
export interface ListView {
  type: CompanyType;
  filters: Pick<ClientFilters, 'review_date_present' | 'review_start_date' | 'review_end_date' | 'risk_level'>;
}

const DAY_KEYS = ['review_start_date', 'review_end_date'] as const;

/** `/?type=…&review_start_date=…` for a list view; the unfiltered corporate list is `/`. */
export function clientListHref(view: ListView): string {
  const q = new URLSearchParams();
  if (view.type !== 'corporate') q.set('type', view.type);
  for (const k of DAY_KEYS) if (view.filters[k]) q.set(k, view.filters[k]!);
  if (view.filters.review_date_present !== undefined && view.filters.review_date_present !== null)
    q.set('review_date_present', String(view.filters.review_date_present));
  if (view.filters.risk_level) q.set('risk_level', view.filters.risk_level);
  const s = q.toString();
  return s ? `/?${s}` : '/';
}

/** The view an address asks for; anything malformed is left out rather than sent to the API. */
export function listViewOf(search: URLSearchParams): ListView {
  const type = search.get('type');
  const filters: ListView['filters'] = {};
  for (const k of DAY_KEYS) {
    const v = search.get(k);
    if (v && isValidDay(v)) filters[k] = v;
  }
  const present = search.get('review_date_present');
  if (present === 'true' || present === 'false') filters.review_date_present = present;
  const risk = search.get('risk_level');
  if (risk && (RISK_FILTERS as readonly string[]).includes(risk)) filters.risk_level = risk as RiskFilter;
  return {
    type: (COMPANY_TYPES as readonly string[]).includes(type ?? '') ? (type as CompanyType) : 'corporate',
    filters,
  };
}

export const hasFilters = (view: ListView) => Object.keys(view.filters).length > 0;
