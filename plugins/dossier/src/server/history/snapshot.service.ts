import { notFound } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DOSSIER_MESSAGES as M, type StoredFields } from '../../shared/index.ts';
import type { SnapshotWire } from '../../shared/index.ts';
import type { Company } from '../dossier.entities.ts';
import type { DossierObject } from '../objects/object.entity.ts';
import { listObjects } from '../objects/objects.service.ts';
import { SnapshotEntity, type FrozenCompany, type FrozenObject, type Snapshot } from './history.entities.ts';

/** Approved values only: a pending `new_value` is not part of the dossier yet. */
export const approvedFields = (fields: StoredFields): StoredFields =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, f]) => f && f.value !== null && f.value !== undefined)
      .map(([k, f]) => [k, { value: f.value }]),
  );

export function freezeCompany(c: Company): FrozenCompany {
  return {
    id: c.id,
    companyType: c.companyType,
    locationType: c.locationType ?? null,
    accountHolderType: c.accountHolderType ?? null,
    fields: approvedFields(c.fields),
    listName: c.listName,
    nextReviewDate: c.nextReviewDate ?? null,
    createdBy: c.createdBy,
    createdAt: c.createdAt.toISOString(),
  };
}

/** Objects whose creation is still awaiting approval are not in a revision (nor are their children). */
export function freezeObjects(objects: DossierObject[]): FrozenObject[] {
  const kept = new Set<string>();
  const out: FrozenObject[] = [];
  const byParentFirst = [...objects];
  // Parents may come after children in display order: iterate until stable.
  for (let changed = true; changed;) {
    changed = false;
    for (const o of byParentFirst) {
      if (kept.has(o.id) || o.pendingCreation) continue;
      if (o.parentId && !kept.has(o.parentId)) continue;
      kept.add(o.id);
      changed = true;
      out.push({
        id: o.id,
        objectType: o.objectType,
        parentId: o.parentId ?? null,
        position: o.position,
        fields: approvedFields(o.fields),
        createdBy: o.createdBy,
        createdAt: o.createdAt.toISOString(),
      });
    }
  }
  return out.sort(
    (a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

/** The live dossier as a revision stores it. */
export async function freezeDossier(em: EntityManager, company: Company) {
  return { company: freezeCompany(company), objects: freezeObjects(await listObjects(em, company.id)) };
}

export async function findSnapshot(em: EntityManager, id: string, companyId?: string): Promise<Snapshot> {
  const s = /^[0-9a-f]{24}$/.test(id)
    ? await em.findOne(SnapshotEntity, { id, ...(companyId ? { companyId } : {}) })
    : null;
  if (!s) throw notFound(M.snapshotNotFound);
  return s;
}

export const toSnapshotWire = (s: Snapshot): SnapshotWire => ({
  _id: s.id,
  label: s.label,
  snapshotDate: s.createdAt.toISOString(),
  comment: (s.comment ?? null) as SnapshotWire['comment'],
  comment_by: s.commentBy,
  snapshot_id: s.id,
  company_type: s.companyType,
  company_id: s.companyId,
  objects_count: s.objects.length,
});

/** The frozen rows in the shape of live ones, for the read path (never persisted). */
export function thawCompany(s: Snapshot, live: Company): Company {
  const f = s.company;
  return {
    ...live,
    companyType: f.companyType,
    locationType: f.locationType as Company['locationType'],
    accountHolderType: f.accountHolderType as Company['accountHolderType'],
    fields: f.fields,
    listName: f.listName,
    nextReviewDate: f.nextReviewDate,
    pending: false,
    pendingCreation: false,
    createdAt: new Date(f.createdAt),
  } as Company;
}

export const thawObjects = (s: Snapshot): DossierObject[] =>
  s.objects.map(
    (o) =>
      ({
        id: o.id,
        organization: s.organization,
        companyId: s.companyId,
        objectType: o.objectType,
        parentId: o.parentId,
        position: o.position,
        fields: o.fields,
        pending: false,
        pendingCreation: false,
        removed: false,
        createdBy: o.createdBy,
        createdAt: new Date(o.createdAt),
      }) as DossierObject,
  );
