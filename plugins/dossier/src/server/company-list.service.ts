import type { EntityManager } from '@mikro-orm/postgresql';
import { CLIENT_PAGE_SIZE, SEARCH_MIN_CHARS, type ClientFilters, type ClientListItem, type ClientListQuery, type StoredFields } from '../shared/index.ts';

const ORDER_COLUMNS: Record<string, string> = {
  createdAt: 'c.created_at', name: 'c.list_name', first_name: `(c.fields->'first_name'->>'value')`, last_name: `(c.fields->'last_name'->>'value')`,
  company_type: 'c.company_type', location_type: 'c.location_type', account_holder_type: 'c.account_holder_type',
  next_review_date: 'c.next_review_date', changesCount: 'c.pending',
};

const truthy = (v: unknown) => v === true || v === 'true' || v === 'yes';
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

interface Row {
  id: string; company_type: ClientListItem['company_type']; location_type: ClientListItem['location_type']; account_holder_type: ClientListItem['account_holder_type'];
  fields: StoredFields; list_name: string; next_review_date: string | null; created_at: Date; pending: boolean; pending_creation: boolean;
}

const shown = (fields: StoredFields, k: string) => {
  const f = fields[k];
  const v = f?.value ?? f?.new_value ?? null;
  return typeof v === 'string' ? v : null;
};

/**
 * The client list [001:47–54] in one indexed query plus a count: search on the trigram-indexed
 * `list_name` from 3 characters, six filters, 30 per page, newest first by default. Raw SQL does not
 * see the ORM tenant filter, so the organisation is bound here.
 */
export async function listCompanies(
  em: EntityManager, organization: string, q: ClientListQuery, filters: ClientFilters = {},
  /** Pending change and removal requests per client (the workflow's `pendingCountsByCompany`). */
  pendingCounts?: (companyIds: string[]) => Promise<Map<string, number>>,
): Promise<{ companies: ClientListItem[]; count: number }> {
  const where = ['c.organization = ?', 'c.removed = false'];
  const params: unknown[] = [organization];
  const search = q.search?.trim() ?? '';
  if (search.length >= SEARCH_MIN_CHARS) {
    where.push(`c.list_name ilike ? escape '\\'`);
    params.push(`%${likeEscape(search)}%`);
  }
  if (filters.company_type) { where.push('c.company_type = ?'); params.push(filters.company_type); }
  if (filters.review_date_present !== undefined && filters.review_date_present !== null) {
    where.push(truthy(filters.review_date_present) ? 'c.next_review_date is not null' : 'c.next_review_date is null');
  }
  if (filters.review_start_date) { where.push('c.next_review_date >= ?'); params.push(filters.review_start_date); }
  if (filters.review_end_date) { where.push('c.next_review_date <= ?'); params.push(filters.review_end_date); }
  if (filters.added_at_start) { where.push('c.created_at >= ?'); params.push(`${filters.added_at_start}T00:00:00Z`); }
  if (filters.added_at_end) { where.push('c.created_at < ?'); params.push(dayAfter(filters.added_at_end)); }

  const column = ORDER_COLUMNS[q.orderingKey || 'createdAt'] ?? 'c.created_at';
  const dir = q.orderingValue && ['asc', 'ASC', '1'].includes(q.orderingValue) ? 'asc' : 'desc';
  const page = Math.max(1, Number(q.page || 1) || 1);
  const sqlWhere = where.join(' and ');
  const rows = await em.execute<Row[]>(
    `select c.id, c.company_type, c.location_type, c.account_holder_type, c.fields, c.list_name, c.next_review_date, c.created_at, c.pending, c.pending_creation
       from dossier_company c where ${sqlWhere} order by ${column} ${dir} nulls last, c.id ${dir} limit ${CLIENT_PAGE_SIZE} offset ${(page - 1) * CLIENT_PAGE_SIZE}`,
    params,
  );
  const [{ count }] = await em.execute<{ count: string }[]>(`select count(*) as count from dossier_company c where ${sqlWhere}`, params);
  const counts = pendingCounts ? await pendingCounts(rows.map((r) => r.id)) : null;
  return {
    count: Number(count),
    companies: rows.map((r) => ({
      _id: r.id,
      name: r.company_type === 'corporate' ? shown(r.fields, 'name') : null,
      first_name: shown(r.fields, 'first_name'),
      last_name: shown(r.fields, 'last_name'),
      company_type: r.company_type,
      location_type: r.location_type,
      account_holder_type: r.account_holder_type,
      next_review_date: r.next_review_date,
      createdAt: new Date(r.created_at).toISOString(),
      changesCount: counts ? (counts.get(r.id) ?? 0) : r.pending ? 1 : 0,
      pending_creation: r.pending_creation,
    })),
  };
}
