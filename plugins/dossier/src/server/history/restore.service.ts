import type { Actor, ChangeRequestSummary, WorkflowService } from '@app/plugin-workflow/shared';
import { HttpError } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DASHBOARD_FIELD_NAMES, OBJECT_FIELDS, type StoredFields } from '../../shared/index.ts';
import { KYC_REVIEW } from '../company.reviewable.ts';
import type { Company } from '../dossier.entities.ts';
import { createObject, listObjects, removeObject, updateObject } from '../objects/objects.service.ts';
import type { FrozenObject, Snapshot } from './history.entities.ts';

const valuesOf = (fields: StoredFields, names: readonly string[]) =>
  Object.fromEntries(names.map((n) => [n, fields[n]?.value ?? null]));

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Parents before children, whatever the display order. */
function parentsFirst(objects: FrozenObject[]): FrozenObject[] {
  const ids = new Set(objects.map((o) => o.id));
  const done = new Set<string>();
  const out: FrozenObject[] = [];
  while (out.length < objects.length) {
    const before = out.length;
    for (const o of objects) {
      if (done.has(o.id) || (o.parentId && ids.has(o.parentId) && !done.has(o.parentId))) continue;
      done.add(o.id);
      out.push(o);
    }
    if (out.length === before) break;
  }
  return out;
}

/**
 * Restore (ADR 0036): every value of the revision that differs from today is proposed through the
 * maker-checker engine, one change request per object (the engine keeps one pending change per
 * object), each tagged `revision: <id>` so the reviewer sees where it comes from. Objects missing
 * today are proposed for creation, objects the revision did not have are proposed for removal.
 * Nothing changes until a colleague approves. All in one transaction.
 */
export async function restoreSnapshot(
  em: EntityManager,
  workflow: WorkflowService,
  actor: Actor,
  company: Company,
  snapshot: Snapshot,
): Promise<ChangeRequestSummary[]> {
  const references = { revision: snapshot.id };
  return em.transactional(async (tx) => {
    const changes: (ChangeRequestSummary | null)[] = [];
    changes.push(
      await workflow.proposeChange(tx, actor, {
        objectType: KYC_REVIEW,
        objectId: company.id,
        values: valuesOf(snapshot.company.fields, DASHBOARD_FIELD_NAMES),
        references,
      }),
    );

    const live = new Map((await listObjects(tx, company.id)).map((o) => [o.id, o]));
    const frozenIds = new Set(snapshot.objects.map((o) => o.id));
    const idMap = new Map<string, string>();
    const claimed = new Set<string>();
    for (const o of parentsFirst(snapshot.objects)) {
      const values = valuesOf(o.fields, OBJECT_FIELDS[o.objectType] ?? []);
      if (live.has(o.id)) {
        changes.push(await updateObject(tx, workflow, actor, o.objectType, o.id, values, references));
        continue;
      }
      const parentId = o.parentId ? (idMap.get(o.parentId) ?? o.parentId) : null;
      // Recreated by an earlier restore (a new id, same place, same values): already there.
      const twin = [...live.values()].find(
        (l) =>
          !frozenIds.has(l.id) &&
          !claimed.has(l.id) &&
          l.objectType === o.objectType &&
          (l.parentId ?? null) === parentId &&
          sameJson(valuesOf(l.fields, OBJECT_FIELDS[o.objectType] ?? []), values),
      );
      if (twin) {
        claimed.add(twin.id);
        idMap.set(o.id, twin.id);
        continue;
      }
      const created = await createObject(tx, workflow, actor, {
        companyId: company.id,
        objectType: o.objectType,
        parentId,
        values,
        position: o.position,
        references,
      });
      idMap.set(o.id, created.id);
      changes.push(created.change);
    }
    // Objects the revision did not have: the topmost of each branch (a removal takes its descendants).
    for (const o of live.values()) {
      if (
        frozenIds.has(o.id) ||
        claimed.has(o.id) ||
        (o.parentId && live.has(o.parentId) && !frozenIds.has(o.parentId))
      )
        continue;
      try {
        changes.push(await removeObject(tx, workflow, actor, o.objectType, o.id, references));
      } catch (err) {
        // Its removal is already waiting for confirmation.
        if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
      }
    }
    return changes.filter((c): c is ChangeRequestSummary => c !== null);
  });
}
