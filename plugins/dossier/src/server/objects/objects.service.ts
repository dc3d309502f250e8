import type { Actor, ChangeReferences, FieldValues, WorkflowService } from '@app/plugin-workflow/shared';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DossierObjectType, DossierObjectWire } from '../../shared/index.ts';
import { DossierObjectEntity, type DossierObject } from './object.entity.ts';

/** The wire form of an object: seed field model per field (value and pending new_value). */
export const toObjectWire = (o: DossierObject): DossierObjectWire => ({
  ...o.fields,
  _id: o.id,
  object_type: o.objectType,
  company_id: o.companyId,
  parent_id: o.parentId ?? null,
  position: o.position,
  pending_creation: o.pendingCreation,
});

/** The live objects of a company (optionally of some types), in their display order. */
export function listObjects(
  em: EntityManager,
  companyId: string,
  types?: readonly DossierObjectType[],
): Promise<DossierObject[]> {
  return em.find(
    DossierObjectEntity,
    { companyId, removed: false, ...(types ? { objectType: { $in: [...types] } } : {}) },
    { orderBy: { position: 'asc', createdAt: 'asc', id: 'asc' }, refresh: true },
  );
}

export interface NewObject {
  companyId: string;
  objectType: DossierObjectType;
  parentId?: string | null;
  values: FieldValues;
  position?: number;
  references?: ChangeReferences;
}

/**
 * Creates an object awaiting approval and proposes its values as the creating change request
 * (ADR 0026: creation is a change request; a denied creation removes the object).
 * Runs in one transaction with the proposal.
 */
export async function createObject(em: EntityManager, workflow: WorkflowService, actor: Actor, input: NewObject) {
  return em.transactional(async (tx) => {
    const id = newId();
    const values = Object.fromEntries(
      Object.entries(input.values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
    );
    const empty = Object.keys(values).length === 0;
    const position =
      input.position ??
      (await tx.count(DossierObjectEntity, {
        companyId: input.companyId,
        objectType: input.objectType,
        removed: false,
      }));
    // An empty object (e.g. `account-number/create {company_id}`) holds no client data: it exists at
    // once and its first values are reviewed as any change (ADR 0029).
    tx.create(DossierObjectEntity, {
      id,
      organization: actor.organizationId,
      companyId: input.companyId,
      objectType: input.objectType,
      parentId: input.parentId ?? null,
      position,
      fields: {},
      createdBy: actor.userId,
      pendingCreation: !empty,
    });
    await tx.flush();
    const change = empty
      ? null
      : await workflow.proposeChange(tx, actor, {
          objectType: input.objectType,
          objectId: id,
          values,
          created: true,
          references: input.references,
        });
    return { id, change };
  });
}

/** Proposes changed values of an existing object (only fields that differ are kept by the engine). */
export function updateObject(
  em: EntityManager,
  workflow: WorkflowService,
  actor: Actor,
  objectType: DossierObjectType,
  id: string,
  values: FieldValues,
  references?: ChangeReferences,
) {
  return workflow.proposeChange(em, actor, { objectType, objectId: id, values, references });
}

/** Proposes the removal of an object (and, on approval, of everything below it). */
export function removeObject(
  em: EntityManager,
  workflow: WorkflowService,
  actor: Actor,
  objectType: DossierObjectType,
  id: string,
  references?: ChangeReferences,
) {
  return workflow.proposeRemoval(em, actor, { objectType, objectId: id, references });
}
