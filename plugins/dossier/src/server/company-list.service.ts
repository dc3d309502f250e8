import { preparedRows } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  cachedCount,
  cachedOrder,
  countKey,
  forgetOrder,
  readOrderOnce,
  rememberCount,
  type IdList,
} from './company-list-cache.ts';
import { INDEXED_ORDERS, orderOf, readOrders } from './company-list-orders.ts';
import { bySuffixes, searchBySuffixes, type FilterSql } from './company-list-search.ts';
import { CLIENT_PAGE_SIZE, SEARCH_MIN_CHARS, type ClientFilters, type ClientListQuery } from '../shared/index.ts';

const ORDER_COLUMNS: Record<string, string> = {
  createdAt: 'c.created_at',
  name: 'c.list_name',
  first_name: `(c.fields->'first_name'->>'value')`,
  last_name: `(c.fields->'last_name'->>'value')`,
  company_type: 'c.company_type',
  location_type: 'c.location_type',
  account_holder_type: 'c.account_holder_type',
  next_review_date: 'c.next_review_date',
  changesCount: 'c.pending',
};

/** Columns that may be null keep `nulls last` in both directions; the others sort on their index as is. */
const NULLABLE = new Set(['first_name', 'last_name', 'location_type', 'account_holder_type', 'next_review_date']);

const truthy = (v: unknown) => v === true || v === 'true' || v === 'yes';
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A text[] literal: the ORM's raw `execute` would expand a JS array into a list of parameters. */
const pgArray = (xs: readonly string[]) => `{${xs.map((x) => `"${x.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

interface Stats {
  list_version: string | null;
  list_corporate: string | null;
  list_account_holder: string | null;
}
/** A page read with the list counters: its items as the JSON text of the answer's `companies`. */
interface Page extends Stats {
  companies: string;
}

/**
 * The list answer, serialised: `companies` is JSON text built by PostgreSQL in the contract's
 * shape (`ClientListItem`), so that no row is parsed, mapped and serialised again here (ADR 0061).
 */
export interface ClientListAnswer {
  companies: string;
  count: number;
}
export const clientListJson = (a: ClientListAnswer) => `{"companies":${a.companies},"count":${a.count}}`;

/**
 * The client list [001:47–54]: search on the trigram-indexed `list_name` from 3 characters, six
 * filters, 30 per page, newest first by default. An unfiltered or type-only list is one indexed
 * query (ADR 0048): each order is a btree with `id` as the tie-break that also holds the name, so the
 * page's ids come from the index alone and only those 30 rows are read, and the exact count comes
 * from the organisation's trigger-kept counters read in the same statement. A filtered list reads
 * its matching ids in the asked order once per list version and then reads each page by key
 * (ADR 0054, company-list-cache.ts); a one-word search in the name, creation or review order is
 * answered from the name-suffix table instead (ADR 0056, company-list-search.ts). Raw SQL does not
 * see the ORM tenant filter, so the organisation is bound here.
 */
export async function listCompanies(
  em: EntityManager,
  organization: string,
  q: ClientListQuery,
  filters: ClientFilters = {},
  /** Pending change and removal requests of a client as SQL (the workflow's `pendingCountSql`). */
  pendingCountSql?: (companyIdSql: string, organizationSql: string) => string,
): Promise<ClientListAnswer> {
  const where = ['c.organization = ?', 'c.removed = false'];
  const params: unknown[] = [organization];
  const search = q.search?.trim() ?? '';
  const searched = search.length >= SEARCH_MIN_CHARS;
  if (searched) {
    where.push(`c.list_name ilike ? escape '\\'`);
    params.push(`%${likeEscape(search)}%`);
  }
  const others = filterSql(filters);
  const own = others('c');
  where.push(...own.where);
  params.push(...own.params);
  // Unfiltered or type-only: the counters kept by trigger give the exact count.
  const typeOnly = own.where.length === (filters.company_type ? 1 : 0);
  const counted = !searched && typeOnly;

  const orderKey = q.orderingKey && ORDER_COLUMNS[q.orderingKey] ? q.orderingKey : 'createdAt';
  const dir = q.orderingValue && ['asc', 'ASC', '1'].includes(q.orderingValue) ? 'asc' : 'desc';
  const order = INDEXED_ORDERS[orderKey]
    ? orderOf(INDEXED_ORDERS[orderKey].column, dir, INDEXED_ORDERS[orderKey].nullable)
    : `${ORDER_COLUMNS[orderKey]} ${dir}${NULLABLE.has(orderKey) ? ' nulls last' : ''}, c.id ${dir}`;
  const page = Math.max(1, Number(q.page || 1) || 1);
  const offset = (page - 1) * CLIENT_PAGE_SIZE;
  const sqlWhere = where.join(' and ');
  // One client as the answer's JSON object (`ClientListItem`): its stored `list_item` (ADR 0061) and
  // the pending-change count of the workflow (a client awaiting its creation counts 1).
  const item = `c.list_item || ',"changesCount":' || ${pendingCountSql ? pendingCountSql('c.id', 'c.organization') : 'case when c.pending then 1 else 0 end'}
       || case when c.pending_creation then ',"pending_creation":true}' else ',"pending_creation":false}' end`;
  const items = (from: string) =>
    `(select '[' || coalesce(string_agg(${item}, ',' order by ${order}), '') || ']' from ${from})`;
  const withStats = (companies: string) => `with o as (select ?::varchar as organization)
     select s.version as list_version, s.corporate as list_corporate, s.account_holder as list_account_holder, ${companies} as companies
       from o left join dossier_list_stats s on s.organization = o.organization`;
  /** The page's rows by key, with the counters read in the same statement. */
  const rowsOf = async (ids: string[]) =>
    (
      await preparedRows<Page>(
        em,
        withStats(
          items(
            `dossier_company c where c.id = any(?::varchar[]) and c.organization = o.organization and c.removed = false`,
          ),
        ),
        [organization, pgArray(ids)],
      )
    )[0]!;
  const pageOf = (ids: IdList) => rowsOf(ids.slice(offset, offset + CLIENT_PAGE_SIZE));

  const key = countKey(sqlWhere, params);
  const indexed = orderKey === 'name' || orderKey === 'createdAt' || orderKey === 'next_review_date';
  // The suffix table has no risk column: a risk-filtered search reads `list_name` (ADR 0071).
  if (searched && indexed && bySuffixes(search) && !filters.risk_level) {
    // One word: its matches from the name-suffix table (ADR 0056).
    const found = await searchBySuffixes(
      em,
      organization,
      search,
      others,
      typeOnly ? { type: filters.company_type ?? undefined } : null,
      { key: orderKey, dir },
      offset,
      key,
      rowsOf,
    );
    if (found) return { companies: found.page.companies, count: found.count };
  }
  const known = counted ? null : cachedOrder(organization, key, order);
  if (!counted) {
    // A filtered list pages through its matching ids in this order, read once per list version (ADR 0054).
    if (known?.ids) {
      const result = await pageOf(known.ids);
      if (String(result.list_version) === known.version)
        return { companies: result.companies, count: known.ids.length };
    }
    if (!known || known.ids) {
      // Concurrent first reads of one filter (in any of the indexed orders) share one query.
      await readOrderOnce(organization, key, INDEXED_ORDERS[orderKey] ? 'indexed' : order, () =>
        readOrders(em, organization, key, sqlWhere, params, orderKey, order),
      );
      const found = cachedOrder(organization, key, order);
      if (found?.ids) {
        rememberCount(organization, key, found.version, found.ids.length);
        return { companies: (await pageOf(found.ids)).companies, count: found.ids.length };
      }
    }
  }
  // Unfiltered, type-only, or more matches than are worth keeping: the page from an index range.
  const [stats] = await preparedRows<Page>(
    em,
    withStats(
      items(`(select c.id from dossier_company c where ${sqlWhere} order by ${order} limit ${CLIENT_PAGE_SIZE} offset ${offset}) k
           join dossier_company c on c.id = k.id`),
    ),
    [organization, ...params],
  );
  if (known && !known.ids && String(stats!.list_version) !== known.version) forgetOrder(organization, key, order);
  return {
    companies: stats!.companies,
    count: counted
      ? countFromStats(stats!, filters.company_type)
      : await filteredCount(em, organization, sqlWhere, params, stats!.list_version),
  };
}

/** The list's filters other than the search, as predicates on a table alias (the suffix table has the same column names). */
function filterSql(filters: ClientFilters): FilterSql {
  return (a) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filters.company_type) {
      where.push(`${a}.company_type = ?`);
      params.push(filters.company_type);
    }
    if (filters.review_date_present !== undefined && filters.review_date_present !== null) {
      where.push(
        truthy(filters.review_date_present) ? `${a}.next_review_date is not null` : `${a}.next_review_date is null`,
      );
    }
    if (filters.review_start_date) {
      where.push(`${a}.next_review_date >= ?`);
      params.push(filters.review_start_date);
    }
    if (filters.review_end_date) {
      where.push(`${a}.next_review_date <= ?`);
      params.push(filters.review_end_date);
    }
    if (filters.added_at_start) {
      where.push(`${a}.created_at >= ?`);
      params.push(`${filters.added_at_start}T00:00:00Z`);
    }
    if (filters.added_at_end) {
      where.push(`${a}.created_at < ?`);
      params.push(dayAfter(filters.added_at_end));
    }
    if (filters.risk_level === 'none') where.push(`${a}.risk_level is null`);
    else if (filters.risk_level) {
      where.push(`${a}.risk_level = ?`);
      params.push(filters.risk_level);
    }
    return { where, params };
  };
}

/** Exact count of an unfiltered or type-only list from the trigger-kept counters. */
function countFromStats(s: Stats, type: ClientFilters['company_type']): number {
  const corporate = Number(s.list_corporate ?? 0);
  const holders = Number(s.list_account_holder ?? 0);
  if (type === 'corporate') return corporate;
  if (type === 'account_holder') return holders;
  return type ? 0 : corporate + holders;
}

/** Exact count of a filtered list, counted once per list version of the organisation. */
async function filteredCount(
  em: EntityManager,
  organization: string,
  sqlWhere: string,
  params: unknown[],
  version: string | null,
): Promise<number> {
  const key = countKey(sqlWhere, params);
  const known = cachedCount(organization, key, version);
  if (known !== null) return known;
  // The version is read in the same statement (same snapshot) as the count it labels.
  const [row] = await em.execute<{ version: string | null; count: string }[]>(
    `select (select version from dossier_list_stats where organization = ?) as version, count(*) as count from dossier_company c where ${sqlWhere}`,
    [organization, ...params],
  );
  const count = Number(row?.count ?? 0);
  rememberCount(organization, key, row?.version ?? null, count);
  return count;
}
