import type { Principal } from '@app/core/plugin-api';
import { badRequest, notFound } from '@app/core/server';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WORKFLOW_MESSAGES as M, type ActionTaken, type ObjectRef } from '../shared/index.ts';
import { lockGroup } from './decision-groups.ts';
import { conflict, proposerIds, proposersOf, refuseInvolved, same, type WorkflowEngine } from './engine.ts';
import { settingsOf } from './settings.service.ts';
import { ChangeRequestEntity, type ChangeRequest } from './workflow.entities.ts';

export const MIN_DENY_REASON = 10;

interface Decider {
  principal: Principal;
  ip: string | null;
}

interface Closed {
  request: ChangeRequest;
  taken: ActionTaken;
  extra: Record<string, unknown>;
}

/** Marks a request handled (flushed by the caller). */
function mark(
  who: Decider,
  name: string,
  request: ChangeRequest,
  status: 'approved' | 'denied',
  taken: ActionTaken,
  extra: Record<string, unknown> = {},
): Closed {
  Object.assign(request, {
    status,
    actionTaken: taken,
    handledBy: who.principal.userId,
    handledByName: name,
    handledAt: new Date(),
    updatedAt: new Date(),
  });
  request.version += 1;
  return { request, taken, extra };
}

/**
 * Writes the handled requests, then their audit events. Every row (and count) write comes before
 * the first audit event, so the organisation's audit head is locked last and held only to commit.
 */
async function close(engine: WorkflowEngine, tx: EntityManager, who: Decider, name: string, closed: Closed[]) {
  await tx.flush();
  for (const { request, taken, extra } of closed) {
    await engine.ctx.audit.record(tx, {
      organizationId: who.principal.organizationId,
      action: `${request.actionType}.${taken}`,
      actorId: who.principal.userId,
      actorName: name,
      objectType: request.objectType,
      objectId: request.objectId,
      companyId: request.companyId,
      ip: who.ip,
      before: Object.fromEntries(Object.entries(request.fields).map(([k, f]) => [k, f.current])),
      after: Object.fromEntries(Object.entries(request.fields).map(([k, f]) => [k, f.new])),
      details: { change_id: request.id, proposed_by: request.createdBy, proposers: proposersOf(request), ...extra },
    });
  }
}

/** The request, unlocked (its group is locked next, in id order); 404 when not in the organisation. */
async function unlocked(tx: EntityManager, organization: string, id: string): Promise<ChangeRequest> {
  const found = await tx.findOne(ChangeRequestEntity, { id, organization });
  if (!found) throw notFound(M.notFound);
  return found;
}

/** Pending changes a removal takes with it: the object's own (skipped) and its related objects' (cascade_deleted). */
export async function affectedBy(
  engine: WorkflowEngine,
  em: EntityManager,
  removal: ChangeRequest,
  lock = false,
): Promise<{ own: ChangeRequest[]; related: ChangeRequest[] }> {
  const opts = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE as const, refresh: true } : {};
  const type = engine.typeOf(removal.objectType);
  const refs: ObjectRef[] = type?.related ? await type.related(em, removal.objectId) : [];
  const own = await em.find(
    ChangeRequestEntity,
    { objectType: removal.objectType, objectId: removal.objectId, status: 'pending', id: { $ne: removal.id } },
    opts,
  );
  const related = refs.length
    ? await em.find(
        ChangeRequestEntity,
        { status: 'pending', $or: refs.map((r) => ({ objectType: r.objectType, objectId: r.objectId })) },
        { orderBy: { createdAt: 'asc' }, ...opts },
      )
    : [];
  return { own, related };
}

/** Approve: all fields or none, in one transaction, with the rest of its 'add' group (ADR 0055); four-eyes; stale and concurrent decisions get 409. */
export async function approve(
  engine: WorkflowEngine,
  em: EntityManager,
  who: Decider,
  id: string,
): Promise<ActionTaken> {
  const name = await engine.nameOf(who.principal.organizationId, who.principal.userId);
  const taken = await em.transactional(async (tx) => {
    const group = await lockGroup(
      engine,
      tx,
      who.principal.organizationId,
      await unlocked(tx, who.principal.organizationId, id),
    );
    const request = group.find((r) => r.id === id)!;
    if (request.status !== 'pending') throw conflict(M.alreadyHandled);
    const settings = await settingsOf(tx, who.principal.organizationId);
    if (request.actionType === 'change') {
      // Every request of the group is checked before any is applied: all of them or none (ADR 0055).
      const checked = [];
      for (const r of group) {
        refuseInvolved(settings.fourEyes, proposerIds(r), who.principal.userId);
        const type = engine.typeOf(r.objectType);
        if (!type) throw conflict(M.unknownType);
        const state = await type.load(tx, r.objectId);
        const stale = state
          ? Object.entries(r.fields)
              .filter(([field, f]) => !same(state.values[field] ?? null, f.current))
              .map(([field]) => field)
          : [];
        if (stale.length) throw conflict(M.stale(stale));
        checked.push({ r, type, state });
      }
      const others = group.filter((r) => r.id !== id).map((r) => r.id);
      const closed: Closed[] = [];
      for (const { r, type, state } of checked) {
        const together = others.length ? { decided_with: r.id === id ? others : [id] } : {};
        if (!state) {
          closed.push(mark(who, name, r, 'denied', 'skipped', { reason: 'object no longer exists', ...together }));
          continue;
        }
        const values = Object.fromEntries(Object.entries(r.fields).map(([field, f]) => [field, f.new]));
        await type.applyChange(tx, r.objectId, values, r.sourceObjectState === null);
        closed.push(mark(who, name, r, 'approved', 'approved', { four_eyes: settings.fourEyes, ...together }));
      }
      await close(engine, tx, who, name, closed);
      return closed.find((c) => c.request.id === id)!.taken;
    }
    refuseInvolved(settings.fourEyes, proposerIds(request), who.principal.userId);
    const type = engine.typeOf(request.objectType);
    if (!type) throw conflict(M.unknownType);
    if (!(await type.load(tx, request.objectId))) {
      await close(engine, tx, who, name, [
        mark(who, name, request, 'denied', 'skipped', { reason: 'object no longer exists' }),
      ]);
      return 'skipped' as const;
    }
    const { own, related } = await affectedBy(engine, tx, request, true);
    const closed = [
      ...own.map((r) => mark(who, name, r, 'denied', 'skipped', { reason: 'object removed', removal_id: request.id })),
      ...related.map((r) => mark(who, name, r, 'denied', 'cascade_deleted', { removal_id: request.id })),
    ];
    await type.applyRemoval(tx, request.objectId);
    closed.push(
      mark(who, name, request, 'approved', 'approved', {
        four_eyes: settings.fourEyes,
        cascaded: related.map((r) => r.id),
        skipped: own.map((r) => r.id),
      }),
    );
    await close(engine, tx, who, name, closed);
    return 'approved' as const;
  });
  engine.events.emit(who.principal.organizationId);
  return taken;
}

/** Deny: reason of at least 10 characters, Plate comment kept; discards the proposed values, for its whole 'add' group (ADR 0055). */
export async function deny(
  engine: WorkflowEngine,
  em: EntityManager,
  who: Decider,
  input: { id: string; text: string; comment?: unknown },
): Promise<void> {
  if (input.text.trim().length < MIN_DENY_REASON) throw badRequest(M.denyReasonShort, 'text');
  const name = await engine.nameOf(who.principal.organizationId, who.principal.userId);
  await em.transactional(async (tx) => {
    const group = await lockGroup(
      engine,
      tx,
      who.principal.organizationId,
      await unlocked(tx, who.principal.organizationId, input.id),
    );
    const request = group.find((r) => r.id === input.id)!;
    if (request.status !== 'pending') throw conflict(M.alreadyHandled);
    const others = group.filter((r) => r.id !== input.id).map((r) => r.id);
    const closed: Closed[] = [];
    for (const r of group) {
      const type = engine.typeOf(r.objectType);
      if (type && r.actionType === 'change' && (await type.load(tx, r.objectId))) {
        await type.discardPending(tx, r.objectId, Object.keys(r.fields), r.sourceObjectState === null);
      }
      r.rejectText = input.text.trim();
      r.rejectCommentStructure = (input.comment ?? null) as object | null;
      closed.push(
        mark(who, name, r, 'denied', 'rejected', {
          reason: r.rejectText,
          ...(others.length ? { decided_with: r.id === input.id ? others : [input.id] } : {}),
        }),
      );
    }
    await close(engine, tx, who, name, closed);
  });
  engine.events.emit(who.principal.organizationId);
}
