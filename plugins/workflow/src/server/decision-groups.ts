import type { EntityManager } from '@mikro-orm/postgresql';
import { GROUP_KEYS } from '../shared/index.ts';
import type { WorkflowEngine } from './engine.ts';
import type { ChangeRequest } from './workflow.entities.ts';

/**
 * ADR 0055: one 'add' is decided at once (the rule of `decidedTogether` in shared, which the list
 * uses to tell the reviewer). Adding a shareholder (UBO, managing director) creates the shareholder
 * and its person or legal entity, two pending creations of one client whose owner's request
 * references the shareholder. Approving or denying either decides both, so a shareholder
 * never lands without its owner, nor an owner without its shareholder.
 *
 * Returns the pending creation requests decided with `request` (the group's head first, then the
 * others by creation), `request` itself excluded; none for edits and removals. Read without locks:
 * the caller locks the group in id order and keeps those still pending.
 */
export async function groupIdsOf(
  tx: EntityManager,
  request: ChangeRequest,
): Promise<{ headObject: string; ids: string[] }> {
  if (request.actionType !== 'change' || request.sourceObjectState !== null || !request.companyId)
    return { headObject: request.objectId, ids: [] };
  const creations = `organization = ? and company_id = ? and status = 'pending' and action_type = 'change' and source_object_state is null`;
  const ownRefs = GROUP_KEYS.map((k) => request.references?.[k]).filter(
    (v): v is string => typeof v === 'string' && v !== request.objectId,
  );
  // The head: the pending creation of the object this request was added with, else this request.
  const [head] = ownRefs.length
    ? await tx.execute<{ id: string; object_id: string }[]>(
        `select id, object_id from workflow_change_request where ${creations} and object_id in (${ownRefs.map(() => '?').join(', ')}) order by created_at limit 1`,
        [request.organization, request.companyId, ...ownRefs],
      )
    : [];
  const headObject = head?.object_id ?? request.objectId;
  const members = await tx.execute<{ id: string }[]>(
    `select id from workflow_change_request where ${creations} and object_id <> ? and (${GROUP_KEYS.map((k) => `"references"->>'${k}' = ?`).join(' or ')})
      order by created_at, id`,
    [request.organization, request.companyId, headObject, ...GROUP_KEYS.map(() => headObject)],
  );
  return {
    headObject,
    ids: [...(head ? [head.id] : []), ...members.map((m) => m.id)].filter((id) => id !== request.id),
  };
}

/** Locks `request` and its group in id order (no deadlock between two deciders of one group); returns the head first, then `request`, then the pending others. */
export async function lockGroup(
  engine: WorkflowEngine,
  tx: EntityManager,
  organization: string,
  request: ChangeRequest,
): Promise<ChangeRequest[]> {
  const { headObject, ids } = await groupIdsOf(tx, request);
  if (!ids.length) return [await engine.lockRequest(tx, organization, request.id)];
  const locked = new Map<string, ChangeRequest>();
  for (const id of [...ids, request.id].sort()) locked.set(id, await engine.lockRequest(tx, organization, id));
  const group = [request.id, ...ids].map((id) => locked.get(id)!).filter((r, i) => i === 0 || r.status === 'pending');
  return [...group.filter((r) => r.objectId === headObject), ...group.filter((r) => r.objectId !== headObject)];
}
