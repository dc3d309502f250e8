import type { Principal } from '@app/core/plugin-api';
import { forbidden, notFound } from '@app/core/server';
import { isAllowed, newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  REFERENCE_KEYS,
  WORKFLOW_MESSAGES as M,
  type ClientCount,
  type Proposer,
  type ReviewAction,
  type View,
} from '../shared/index.ts';
import { ChangeRequestEntity, type ChangeRequest } from './workflow.entities.ts';

export const VIEW_PERMISSION: Record<View, string> = {
  forConfirmation: 'view_requested_changes',
  forHistory: 'view_change_log',
};
export const CLIENT_PAGE_SIZE = 30;

export function requireView(principal: Principal, view: View): void {
  if (!isAllowed(principal.permissions, VIEW_PERMISSION[view])) throw forbidden(M.viewPermission);
}

export const viewOf = (r: ChangeRequest): View => (r.status === 'pending' ? 'forConfirmation' : 'forHistory');

export function toReviewAction(r: ChangeRequest, isRead = false): ReviewAction {
  return fromRow({
    id: r.id,
    created_at: r.createdAt,
    user_name: r.userName,
    created_by: r.createdBy,
    handled_at: r.handledAt ?? null,
    handled_by_name: r.handledByName ?? null,
    action_type: r.actionType,
    action_taken: r.actionTaken ?? null,
    status: r.status,
    object_type: r.objectType,
    object_id: r.objectId,
    fields: JSON.stringify(r.fields),
    proposals: JSON.stringify(r.proposals ?? {}),
    proposers: r.proposers ?? [],
    source_object_state: r.sourceObjectState ? JSON.stringify(r.sourceObjectState) : null,
    file_info: r.fileInfo ? JSON.stringify(r.fileInfo) : null,
    reject_comment_structure: r.rejectCommentStructure ?? null,
    reject_text: r.rejectText ?? null,
    company_id: r.companyId ?? null,
    company_name: r.companyName,
    version: r.version,
    references: r.references ?? {},
    is_read: isRead,
  });
}

/** A change request as the list query projects it (JSON columns as text: no parse and re-serialise). */
interface Row {
  id: string;
  created_at: Date;
  user_name: string;
  created_by: string;
  handled_at: Date | null;
  handled_by_name: string | null;
  action_type: ReviewAction['actionType'];
  action_taken: ReviewAction['actionTaken'];
  status: ReviewAction['status'];
  object_type: string;
  object_id: string;
  fields: string;
  proposals: string;
  proposers: Proposer[];
  source_object_state: string | null;
  file_info: string | null;
  reject_comment_structure: unknown;
  reject_text: string | null;
  company_id: string | null;
  company_name: string;
  version: number;
  references: Record<string, string> | null;
  is_read: boolean;
}

/** Requests stored before ADR 0062 may lack the list: their author is then the one proposer. */
const proposersOf = (r: Row): Proposer[] =>
  r.proposers?.length ? r.proposers : [{ user_id: r.created_by, user_name: r.user_name }];

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function fromRow(r: Row): ReviewAction {
  const refs = Object.fromEntries(REFERENCE_KEYS.map((k) => [k, r.references?.[k] ?? null]));
  return {
    _id: r.id,
    datetime: iso(r.created_at),
    user_name: r.user_name,
    created_by: r.created_by,
    handled_at: r.handled_at ? iso(r.handled_at) : null,
    handled_by_name: r.handled_by_name ?? null,
    actionType: r.action_type,
    actionTaken: r.action_taken ?? null,
    status: r.status,
    objectType: r.object_type,
    object_id: r.object_id,
    fields: r.fields,
    proposers: proposersOf(r),
    field_proposals: r.proposals,
    sourceObjectState: r.source_object_state,
    fileInfo: r.file_info,
    rejectCommentStructure: r.reject_comment_structure ?? null,
    reject_reason: r.reject_text ?? null,
    company_id: r.company_id ?? null,
    company_name: r.company_name,
    view: r.status === 'pending' ? 'forConfirmation' : 'forHistory',
    is_read: Boolean(r.is_read),
    version: r.version,
    ...refs,
  };
}

const LIST_COLUMNS = `r.id, r.created_at, r.user_name, r.created_by, r.handled_at, r.handled_by_name, r.action_type, r.action_taken, r.status, r.object_type, r.object_id,
  r.fields::text as fields, r.proposals::text as proposals, r.proposers, r.source_object_state::text as source_object_state, r.file_info::text as file_info, r.reject_comment_structure, r.reject_text,
  r.company_id, r.company_name, r.version, r."references",
  exists (select 1 from workflow_notification_read n where n.user_id = ? and n.change_id = r.id) as is_read`;

/**
 * One page in one indexed query (ADR 0045): the partial index of the view gives the order, so a page
 * reads `offset + limit` index entries and never sorts or hydrates the other rows; read marks come
 * from the same query. Raw SQL does not see the tenant filter: the organisation is bound here.
 */
export async function listNotifications(
  em: EntityManager,
  principal: Principal,
  q: { view: View; offset?: string; limit?: string; company_id?: string },
) {
  requireView(principal, q.view);
  const pending = q.view === 'forConfirmation';
  const count = countSql(principal.organizationId, q.view, q.company_id);
  const params: unknown[] = [...count.params, principal.userId, principal.organizationId];
  let filter = pending ? `r.status = 'pending'` : `r.status <> 'pending'`;
  if (q.company_id) {
    filter += ' and r.company_id = ?';
    params.push(q.company_id);
  }
  const order = pending ? 'r.created_at desc, r.id desc' : 'r.handled_at desc, r.id desc';
  const rows = await em.execute<(Row & { total: string | null })[]>(
    `with total as (${count.sql})
     select total.n as total, p.* from total left join lateral (
       select ${LIST_COLUMNS} from workflow_change_request r where r.organization = ? and ${filter} order by ${order} limit ${Number(q.limit ?? 200)} offset ${Number(q.offset ?? 0)}
     ) p on true`,
    params,
  );
  return { notifications: rows.filter((r) => r.id).map(fromRow), count: Number(rows[0]?.total ?? 0) };
}

function countSql(organization: string, view: View, companyId?: string) {
  const params: unknown[] = [organization];
  let filter = view === 'forConfirmation' ? `status = 'pending'` : `status <> 'pending'`;
  if (companyId) {
    filter += ' and company_id = ?';
    params.push(companyId);
  }
  return {
    sql: `select coalesce(sum(n), 0) as n from workflow_change_count where organization = ? and ${filter}`,
    params,
  };
}

/** Counts from the trigger-kept `workflow_change_count` rows: a handful of rows whatever the volume. */
async function countOf(em: EntityManager, organization: string, view: View, companyId?: string): Promise<number> {
  const { sql, params } = countSql(organization, view, companyId);
  const [row] = await em.execute<{ n: string | null }[]>(sql, params);
  return Number(row?.n ?? 0);
}
export async function countNotifications(
  em: EntityManager,
  principal: Principal,
  q: { view: View; company_id?: string },
) {
  requireView(principal, q.view);
  return { count: await countOf(em, principal.organizationId, q.view, q.company_id) };
}

/** Pending change and removal requests per client (the dossier's `changesCount`). */
export async function pendingCountsByCompany(
  em: EntityManager,
  organization: string,
  companyIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>(companyIds.map((id) => [id, 0]));
  if (!companyIds.length) return counts;
  const rows = await em.execute<{ company_id: string; n: string }[]>(
    `select company_id, n from workflow_change_count where organization = ? and status = 'pending' and company_id in (${companyIds.map(() => '?').join(', ')})`,
    [organization, ...companyIds],
  );
  for (const r of rows) counts.set(r.company_id, Number(r.n));
  return counts;
}

/** `pendingCountsByCompany` as an expression over the caller's columns (one indexed counter row). */
export const pendingCountSql = (companyIdSql: string, organizationSql: string) =>
  `coalesce((select w.n from workflow_change_count w where w.organization = ${organizationSql} and w.company_id = ${companyIdSql} and w.status = 'pending'), 0)`;

/** One change request; the caller needs the permission of the view it belongs to. */
export async function getNotification(em: EntityManager, principal: Principal, id: string): Promise<ChangeRequest> {
  const request = await em.findOne(ChangeRequestEntity, { id });
  if (!request) throw notFound(M.notFound);
  requireView(principal, viewOf(request));
  return request;
}

export async function markRead(em: EntityManager, principal: Principal, id: string) {
  await getNotification(em, principal, id);
  await em.execute(
    `insert into workflow_notification_read (id, organization, user_id, change_id, read_at) values (?, ?, ?, ?, now()) on conflict (user_id, change_id) do nothing`,
    [newId(), principal.organizationId, principal.userId, id],
  );
  return { status: 'success' };
}

const ORDER_COLUMNS = { createdAt: 'datetime', company_name: 'company_name', count: 'count' } as const;

/**
 * Clients with changes in a view: one row per client with its count (page size 30). Counts come
 * from `workflow_change_count`; the name and date from each client's newest change (one index probe
 * per client), never a grouping of every change. In the history view the date is the client's most
 * recent handling.
 */
export async function byClient(
  em: EntityManager,
  principal: Principal,
  q: {
    view: View;
    search?: string;
    orderingKey?: keyof typeof ORDER_COLUMNS;
    orderingValue?: 'asc' | 'desc';
    page?: string;
  },
) {
  requireView(principal, q.view);
  const pending = q.view === 'forConfirmation';
  const params: unknown[] = [principal.organizationId, principal.organizationId];
  let search = '';
  if (q.search?.trim()) {
    search = `where l.company_name ilike ?`;
    params.push(`%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const order = `${ORDER_COLUMNS[q.orderingKey ?? 'createdAt']} ${q.orderingValue === 'asc' ? 'asc' : 'desc'}`;
  const page = Number(q.page ?? 1);
  const newest = pending
    ? `select r.created_at as datetime, r.company_name from workflow_change_request r where r.organization = ? and r.company_id = c.company_id and r.status = 'pending' order by r.created_at desc, r.id desc limit 1`
    : `select r.handled_at as datetime, r.company_name from workflow_change_request r where r.organization = ? and r.company_id = c.company_id and r.status <> 'pending' order by r.handled_at desc, r.id desc limit 1`;
  const rows = await em.execute<
    { company_id: string; company_name: string; count: string; datetime: Date; total: string }[]
  >(
    `select c.company_id, l.company_name, c.n as count, l.datetime, count(*) over () as total
       from (select company_id, sum(n) as n from workflow_change_count where organization = ? and company_id <> '' and ${pending ? `status = 'pending'` : `status <> 'pending'`}
              group by company_id having sum(n) > 0) c
       cross join lateral (${newest}) l
       ${search}
      order by ${order}, c.company_id limit ${CLIENT_PAGE_SIZE} offset ${(page - 1) * CLIENT_PAGE_SIZE}`,
    params,
  );
  const data: ClientCount[] = rows.map((r) => ({
    company_id: r.company_id,
    company_name: r.company_name,
    count: Number(r.count),
    datetime: new Date(r.datetime).toISOString(),
  }));
  let count = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) count = (await byClient(em, principal, { ...q, page: '1' })).count;
  return { data, count };
}
