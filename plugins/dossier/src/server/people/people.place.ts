import type { Principal } from '@app/core/plugin-api';
import { forbidden, HttpError, notFound } from '@app/core/server';
import { isAllowed, type FieldError } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DOSSIER_MESSAGES, shapePeople, type DossierObjectType, type PeopleNode } from '../../shared/index.ts';
import { findCompany } from '../company.reviewable.ts';
import type { Company } from '../dossier.entities.ts';
import { DossierObjectEntity, type DossierObject } from '../objects/object.entity.ts';
import { listObjects, toObjectWire } from '../objects/objects.service.ts';

export const invalid = (errors: FieldError[]) => new HttpError(400, errors[0]!.message, errors);
export const refuseSnapshot = (body: { snapshotId?: string; snapshot_id?: string }) => {
  if (body.snapshotId || body.snapshot_id) throw new HttpError(400, DOSSIER_MESSAGES.viewingSnapshot);
};

/** Section permissions of 001 §6: below a managing director the MD names, elsewhere the UBO names. */
const PERMS = {
  ubo: { view: 'view_ubo_section_general', create: 'create_ubo_section_general', update: 'upload_ubo_section_general' },
  mbd: { view: 'view_mbd_section', create: 'create_mbd_section', update: 'upload_file_mbd_section' },
} as const;
export type Action = keyof (typeof PERMS)['ubo'];
export const permissionFor = (action: Action, chain: readonly DossierObjectType[]) =>
  PERMS[chain.includes('mbd_related') ? 'mbd' : 'ubo'][action];

export function requirePermission(principal: Principal, action: Action, chain: readonly DossierObjectType[]): void {
  if (!isAllowed(principal.permissions, permissionFor(action, chain))) throw forbidden();
}

/** A company's objects as one write or read sees them (tenant-filtered: another organisation's ids are not found). */
export interface Place {
  company: Company;
  objects: DossierObject[];
  parent: DossierObject | null;
  chain: DossierObjectType[];
}

export const chainOf = (objects: readonly DossierObject[], start: DossierObject | null): DossierObjectType[] => {
  const byId = new Map(objects.map((o) => [o.id, o]));
  const out: DossierObjectType[] = [];
  for (let o = start, depth = 0; o && depth < 64; o = o.parentId ? (byId.get(o.parentId) ?? null) : null, depth++)
    out.push(o.objectType);
  return out;
};

export async function placeOf(
  em: EntityManager,
  companyId: string,
  parentId: string | null | undefined,
): Promise<Place> {
  const company = await findCompany(em, companyId);
  if (!company) throw notFound(DOSSIER_MESSAGES.companyNotFound);
  const objects = await listObjects(em, companyId);
  const parent = parentId ? (objects.find((o) => o.id === parentId) ?? null) : null;
  if (parentId && !parent) throw notFound('Object not found');
  return { company, objects, parent, chain: chainOf(objects, parent) };
}

/** The object of an id and type with its company's objects, or 404 (also for another organisation's ids). */
export async function objectPlace(
  em: EntityManager,
  id: string,
  types: readonly DossierObjectType[],
): Promise<Place & { self: DossierObject }> {
  const row = await em.findOne(
    DossierObjectEntity,
    { id, removed: false, objectType: { $in: [...types] } },
    { refresh: true },
  );
  if (!row) throw notFound('Object not found');
  const place = await placeOf(em, row.companyId, null);
  const self = place.objects.find((o) => o.id === id)!;
  return {
    ...place,
    self,
    parent: self.parentId ? (place.objects.find((o) => o.id === self.parentId) ?? null) : null,
    chain: chainOf(place.objects, self),
  };
}

/** The node of one object as the bundle shapes it, read fresh after a write. */
export async function nodeOf(em: EntityManager, companyId: string, id: string): Promise<PeopleNode> {
  const wires = (await listObjects(em, companyId)).map(toObjectWire);
  const shaped = shapePeople(wires);
  return shaped.nodeOf(wires.find((w) => w._id === id)!);
}

export const childrenOf = (objects: readonly DossierObject[], parentId: string, types: readonly DossierObjectType[]) =>
  objects.filter((o) => o.parentId === parentId && types.includes(o.objectType));

/** The effective (pending-first) value of a stored field. */
export const fieldOf = (o: DossierObject | null | undefined, name: string): unknown => {
  const f = o?.fields[name];
  return f ? ('new_value' in f ? f.new_value : f.value) : null;
};

/** Keys of `body` that are in `names` (only the fields a write sends are proposed). */
export const pick = (body: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(
    names
      .filter((n) => body[n] !== undefined)
      .map((n) => [n, typeof body[n] === 'string' ? (body[n] as string).trim() || null : body[n]]),
  );
