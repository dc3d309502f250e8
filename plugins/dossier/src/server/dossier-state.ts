import { notFound } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DOSSIER_MESSAGES as M } from '../shared/index.ts';
import type { Company } from './dossier.entities.ts';
import type { DossierObject } from './objects/object.entity.ts';
import { readCompany, readObjects } from './dossier-read.ts';
import { findSnapshot, thawCompany, thawObjects } from './history/snapshot.service.ts';

/** A dossier as one read sees it: the company and its live objects, or a snapshot of both. */
export interface DossierState {
  company: Company;
  objects: DossierObject[];
  /** Set when read from a snapshot: the page is read-only. */
  snapshotId: string | null;
}

/**
 * Every dossier read goes through here so that `?snapshotId=` / `?snapshot_id=` serve the frozen
 * state the same way for every section (snapshots: Review History). Read-only plain rows, no ORM
 * hydration (ADR 0048): the company and its objects are read at once.
 */
export async function loadDossier(
  em: EntityManager,
  companyId: string,
  snapshotId?: string | null,
): Promise<DossierState> {
  if (snapshotId) {
    const company = await readCompany(em, companyId);
    if (!company) throw notFound(M.companyNotFound);
    const snapshot = await findSnapshot(em, snapshotId, companyId);
    return { company: thawCompany(snapshot, company), objects: thawObjects(snapshot), snapshotId: snapshot.id };
  }
  const [company, objects] = await Promise.all([readCompany(em, companyId), readObjects(em, companyId)]);
  if (!company) throw notFound(M.companyNotFound);
  return { company, objects, snapshotId: null };
}

/** `?snapshotId=` or `?snapshot_id=` (both spellings appear in the seed). */
export const snapshotParam = (q: { snapshotId?: string | null; snapshot_id?: string | null } | undefined) =>
  q?.snapshotId || q?.snapshot_id || null;

export const objectsOf = (state: DossierState, type: DossierObject['objectType']) =>
  state.objects.filter((o) => o.objectType === type);
