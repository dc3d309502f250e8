import type { Principal } from '@app/core/plugin-api';
import { notFound } from '@app/core/server';
import type { AuthService } from '@app/plugin-auth/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CASE_PAGE_SIZE,
  SCREENING_MESSAGES as M,
  type NamedId,
  type PersonScreeningSource,
  type ReviewStatus,
  type ScreeningCase,
  type ScreeningResponse,
} from '../shared/index.ts';
import { listAlerts } from './monitor.service.ts';
import { DecisionEntity, SearchEntity, type Search } from './screening.entities.ts';
import { toRecord } from './screening.service.ts';

/** What screening reads of the accounts plugin: usernames by id. */
export type UserNames = Pick<AuthService, 'userNames'>;

/** Names of users by id through the accounts plugin; an id stays an id when the user is gone. */
export async function namesOf(
  users: UserNames,
  organizationId: string,
  ids: (string | null | undefined)[],
): Promise<Record<string, string>> {
  const wanted = ids.filter((id): id is string => Boolean(id));
  if (!wanted.length) return {};
  return users.userNames(organizationId, wanted);
}

/**
 * The review status of a screening from its hits and the decisions in force: no hit → no_match;
 * a hit without decision → open; any true match → true_match; every hit a false positive → false_positive.
 */
export function reviewStatusOf(entryIds: string[], decisions: Map<string, string>): ReviewStatus {
  if (!entryIds.length) return 'no_match';
  const values = entryIds.map((id) => decisions.get(id));
  if (values.some((v) => v === undefined)) return 'open';
  return values.includes('true_match') ? 'true_match' : 'false_positive';
}

/** Recomputes status and decider of every screening of a subject after a decision. */
export async function refreshSubjectStatus(em: EntityManager, subjectKey: string): Promise<void> {
  const searches = await em.find(SearchEntity, { subjectKey });
  const decisions = await em.find(DecisionEntity, { subjectKey }, { orderBy: { createdAt: 'desc' } });
  for (const s of searches) {
    const ids = ((s.response as unknown as ScreeningResponse).result ?? []).map((r) => r.entry_id);
    const newest = new Map<string, { decision: string; by: string }>();
    for (const d of decisions)
      if (!newest.has(d.entryId)) newest.set(d.entryId, { decision: d.decision, by: d.decidedBy });
    s.reviewStatus = reviewStatusOf(ids, new Map([...newest].map(([k, v]) => [k, v.decision])));
    s.decidedBy = decisions.find((d) => ids.includes(d.entryId))?.decidedBy ?? null;
  }
  await em.flush();
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export interface CaseQuery {
  status?: ReviewStatus | 'all';
  q?: string;
  from?: string;
  to?: string;
  page?: string;
  company_id?: string;
  person_id?: string;
  mine?: 'true' | 'false';
  assignee?: string;
}

type Persons = PersonScreeningSource | null;

/** Client names through the dossier's person source (none without a dossier). */
const clientNamesOf = async (
  em: EntityManager,
  persons: Persons,
  principal: Principal,
  ids: (string | null)[],
): Promise<Record<string, string>> => {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  return wanted.length && persons?.clientNames ? persons.clientNames(em, principal, wanted) : {};
};

async function toCases(
  em: EntityManager,
  users: UserNames,
  principal: Principal,
  rows: Search[],
  persons: Persons = null,
): Promise<ScreeningCase[]> {
  const names = await namesOf(
    users,
    principal.organizationId,
    rows.flatMap((s) => [s.createdBy, s.decidedBy]),
  );
  const clients = await clientNamesOf(
    em,
    persons,
    principal,
    rows.map((s) => s.companyId ?? null),
  );
  return rows.map((s) => ({
    ...toRecord(s),
    review_status: s.reviewStatus as ReviewStatus,
    screened_by: names[s.createdBy] ?? s.createdBy,
    decided_by: s.decidedBy ? (names[s.decidedBy] ?? s.decidedBy) : null,
    client_name: s.companyId ? (clients[s.companyId] ?? null) : null,
  }));
}

/**
 * The case list: filters by status, date (inclusive days, UTC), folded name search, client and
 * assignee; newest first, 30 a page. A client or assignee not of the caller's organisation is a 404.
 */
export async function listCases(
  em: EntityManager,
  users: UserNames,
  principal: Principal,
  query: CaseQuery,
  persons: Persons = null,
) {
  if (query.company_id && persons && !(await persons.subjectOf(em, principal, { company_id: query.company_id })))
    throw notFound(M.clientNotFound);
  if (query.assignee && !(await namesOf(users, principal.organizationId, [query.assignee]))[query.assignee])
    throw notFound(M.userNotFound);
  const where: Record<string, unknown> = {};
  if (query.status && query.status !== 'all') where.reviewStatus = query.status;
  if (query.company_id) where.companyId = query.company_id;
  if (query.person_id) where.personId = query.person_id;
  const owners = new Set(
    [query.mine === 'true' ? principal.userId : null, query.assignee ?? null].filter((id): id is string => Boolean(id)),
  );
  if (owners.size) where.createdBy = owners.size === 1 ? [...owners][0] : { $in: [] };
  const q = query.q ? fold(query.q) : '';
  if (q)
    where.$and = q
      .split(' ')
      .slice(0, 6)
      .map((word) => ({ subjectKey: { $like: `%${escapeLike(word)}%` } }));
  const created: Record<string, Date> = {};
  if (query.from) created.$gte = new Date(`${query.from}T00:00:00.000Z`);
  if (query.to) created.$lt = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 86_400_000);
  if (Object.values(created).some((d) => Number.isNaN(d.getTime())))
    return { cases: [], total: 0, page: 1, page_size: CASE_PAGE_SIZE };
  if (Object.keys(created).length) where.createdAt = created;
  const page = Number(query.page ?? 1);
  const [rows, total] = await em.findAndCount(SearchEntity, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: CASE_PAGE_SIZE,
    offset: (page - 1) * CASE_PAGE_SIZE,
  });
  return { cases: await toCases(em, users, principal, rows, persons), total, page, page_size: CASE_PAGE_SIZE };
}

/** Filter options: the clients and assignees of the organisation's screenings, by name. */
export async function caseFilterOptions(
  em: EntityManager,
  users: UserNames,
  principal: Principal,
  persons: Persons = null,
): Promise<{ clients: NamedId[]; assignees: NamedId[] }> {
  const rows = await em.getConnection().execute<{ kind: string; id: string }[]>(
    `select distinct 'client' as kind, company_id as id from screening_search where organization = ? and company_id is not null
     union select distinct 'user', created_by from screening_search where organization = ? limit 2000`,
    [principal.organizationId, principal.organizationId],
  );
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  const [clients, assignees] = await Promise.all([
    clientNamesOf(em, persons, principal, ids('client')),
    namesOf(users, principal.organizationId, ids('user')),
  ]);
  const named = (names: Record<string, string>) =>
    Object.entries(names)
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  return { clients: named(clients), assignees: named(assignees) };
}

/** Home: my open cases (newest 5) and open alerts on my screenings (newest 5), with counts. */
export async function myWork(em: EntityManager, users: UserNames, principal: Principal) {
  const [rows, openCount] = await em.findAndCount(
    SearchEntity,
    { createdBy: principal.userId, reviewStatus: 'open' },
    { orderBy: { createdAt: 'desc' }, limit: 5 },
  );
  const mine = await em.find(SearchEntity, { createdBy: principal.userId }, { fields: ['id'] });
  const ids = new Set(mine.map((s) => String(s.id)));
  const { alerts } = await listAlerts(em, 'open');
  const myAlerts = alerts.filter((a) => ids.has(a.search_id));
  return {
    open_cases: await toCases(em, users, principal, rows),
    open_case_count: openCount,
    alerts: myAlerts.slice(0, 5),
    alert_count: myAlerts.length,
  };
}
