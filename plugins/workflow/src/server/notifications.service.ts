import type { Principal } from '@app/core/plugin-api';
import { forbidden, notFound } from '@app/core/server';
import { isAllowed, newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REFERENCE_KEYS, WORKFLOW_MESSAGES as M, type ClientCount, type ReviewAction, type View } from '../shared/index.ts';
import { ChangeRequestEntity, NotificationReadEntity, type ChangeRequest } from './workflow.entities.ts';

export const VIEW_PERMISSION: Record<View, string> = { forConfirmation: 'view_requested_changes', forHistory: 'view_change_log' };
export const CLIENT_PAGE_SIZE = 30;

export function requireView(principal: Principal, view: View): void {
  if (!isAllowed(principal.permissions, VIEW_PERMISSION[view])) throw forbidden(M.viewPermission);
}

export const viewOf = (r: ChangeRequest): View => (r.status === 'pending' ? 'forConfirmation' : 'forHistory');

export function toReviewAction(r: ChangeRequest, isRead = false): ReviewAction {
  const refs = Object.fromEntries(REFERENCE_KEYS.map((k) => [k, r.references?.[k] ?? null]));
  return {
    _id: r.id, datetime: r.createdAt.toISOString(), user_name: r.userName, created_by: r.createdBy,
    handled_at: r.handledAt ? r.handledAt.toISOString() : null, handled_by_name: r.handledByName ?? null,
    actionType: r.actionType, actionTaken: r.actionTaken ?? null, status: r.status, objectType: r.objectType, object_id: r.objectId,
    fields: JSON.stringify(r.fields), sourceObjectState: r.sourceObjectState ? JSON.stringify(r.sourceObjectState) : null, fileInfo: null,
    rejectCommentStructure: r.rejectCommentStructure ?? null, reject_reason: r.rejectText ?? null,
    company_id: r.companyId ?? null, company_name: r.companyName, view: viewOf(r), is_read: isRead, version: r.version,
    ...refs,
  };
}

const where = (view: View, companyId?: string) => ({
  status: view === 'forConfirmation' ? 'pending' as const : { $ne: 'pending' as const },
  ...(companyId ? { companyId } : {}),
});

async function readIds(em: EntityManager, userId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await em.find(NotificationReadEntity, { userId, changeId: { $in: ids } });
  return new Set(rows.map((r) => r.changeId));
}

export async function listNotifications(em: EntityManager, principal: Principal, q: { view: View; offset?: string; limit?: string; company_id?: string }) {
  requireView(principal, q.view);
  const [rows, count] = await em.findAndCount(ChangeRequestEntity, where(q.view, q.company_id), {
    orderBy: q.view === 'forConfirmation' ? { createdAt: 'desc', id: 'desc' } : { handledAt: 'desc', id: 'desc' },
    offset: Number(q.offset ?? 0), limit: Number(q.limit ?? 200),
  });
  const read = await readIds(em, principal.userId, rows.map((r) => r.id));
  return { notifications: rows.map((r) => toReviewAction(r, read.has(r.id))), count };
}

export async function countNotifications(em: EntityManager, principal: Principal, q: { view: View; company_id?: string }) {
  requireView(principal, q.view);
  return { count: await em.count(ChangeRequestEntity, where(q.view, q.company_id)) };
}

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

/** Clients with changes in a view: one row per client with its count (page size 30). */
export async function byClient(em: EntityManager, principal: Principal, q: { view: View; search?: string; orderingKey?: keyof typeof ORDER_COLUMNS; orderingValue?: 'asc' | 'desc'; page?: string }) {
  requireView(principal, q.view);
  const params: unknown[] = [principal.organizationId];
  let filter = q.view === 'forConfirmation' ? `status = 'pending'` : `status <> 'pending'`;
  if (q.search?.trim()) {
    filter += ` and company_name ilike ?`;
    params.push(`%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const order = `${ORDER_COLUMNS[q.orderingKey ?? 'createdAt']} ${q.orderingValue === 'asc' ? 'asc' : 'desc'}`;
  const page = Number(q.page ?? 1);
  const rows = await em.execute<{ company_id: string; company_name: string; count: string; datetime: Date; total: string }[]>(
    `select company_id, max(company_name) as company_name, count(*) as count, max(created_at) as datetime, count(*) over () as total
       from workflow_change_request where organization = ? and company_id is not null and ${filter}
      group by company_id order by ${order}, company_id limit ${CLIENT_PAGE_SIZE} offset ${(page - 1) * CLIENT_PAGE_SIZE}`,
    params,
  );
  const data: ClientCount[] = rows.map((r) => ({ company_id: r.company_id, company_name: r.company_name, count: Number(r.count), datetime: new Date(r.datetime).toISOString() }));
  let count = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) {
    const [c] = await em.execute<{ n: string }[]>(`select count(distinct company_id) as n from workflow_change_request where organization = ? and company_id is not null and ${filter}`, params);
    count = Number(c?.n ?? 0);
  }
  return { data, count };
}
