import type { ObjectRef, ReviewableType } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REFERENCE_KEY, type DossierObjectType, type StoredFields } from '../../shared/index.ts';
import { CompanyEntity } from '../dossier.entities.ts';
import { DossierObjectEntity, type DossierObject } from './object.entity.ts';

export const findObject = (em: EntityManager, id: string, objectType?: DossierObjectType) =>
  em.findOne(DossierObjectEntity, { id, removed: false, ...(objectType ? { objectType } : {}) }, { refresh: true });

/** Approved values only (what the engine compares and applies against). */
export const approvedObjectValues = (o: DossierObject): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(o.fields)
      .filter(([, f]) => f?.value !== null && f?.value !== undefined)
      .map(([k, f]) => [k, f.value]),
  );

async function mutate(
  em: EntityManager,
  id: string,
  change: (fields: StoredFields, o: DossierObject) => void,
): Promise<void> {
  const o = await em.findOne(DossierObjectEntity, { id }, { refresh: true });
  if (!o) return;
  const fields: StoredFields = structuredClone(o.fields);
  change(fields, o);
  o.fields = fields;
  o.pending = Object.values(fields).some((f) => f && 'new_value' in f);
  await em.flush();
}

/** Children first would leave orphans visible; a removal takes every descendant with it. */
export async function descendants(em: EntityManager, id: string): Promise<DossierObject[]> {
  const out: DossierObject[] = [];
  let frontier = [id];
  while (frontier.length) {
    const rows = await em.find(DossierObjectEntity, { parentId: { $in: frontier }, removed: false });
    out.push(...rows);
    frontier = rows.map((r) => r.id);
  }
  return out;
}

/** Types of the objects above this one, nearest first (a file of a person of a managing director: person, mbd_related). */
export async function ancestorTypes(em: EntityManager, id: string): Promise<DossierObjectType[]> {
  const out: DossierObjectType[] = [];
  let row = await em.findOne(DossierObjectEntity, { id });
  for (let depth = 0; row?.parentId && depth < 32; depth++) {
    row = await em.findOne(DossierObjectEntity, { id: row.parentId });
    if (row) out.push(row.objectType);
  }
  return out;
}

export interface ObjectTypeDef {
  objectType: DossierObjectType;
  label: string;
  fields: readonly string[];
  labels: ReviewableType['labels'];
  auditGroup?: ReviewableType['auditGroup'];
  /** The permission a removal request needs, from the object's place in the dossier. */
  deletePermissionFor?: (ancestors: DossierObjectType[]) => string;
  /** References stored on the review action besides `{[objectType]: id}` (e.g. the parent person). */
  references?: (o: DossierObject) => ObjectState['references'];
}
type ObjectState = NonNullable<Awaited<ReturnType<ReviewableType['load']>>>;

/** One reviewable type per dossier object type, all on `dossier_object` (ADR 0029). */
export function objectReviewable(def: ObjectTypeDef): ReviewableType {
  return {
    objectType: def.objectType,
    label: def.label,
    fields: def.fields,
    labels: def.labels,
    auditGroup: def.auditGroup,
    async deletePermissionFor(em, id) {
      return def.deletePermissionFor ? def.deletePermissionFor(await ancestorTypes(em, id)) : 'update_dashboard';
    },
    async load(em, id) {
      const o = await findObject(em, id, def.objectType);
      if (!o) return null;
      const company = await em.findOne(CompanyEntity, { id: o.companyId }, { refresh: true });
      return {
        companyId: o.companyId,
        companyName: company?.listName ?? '',
        values: approvedObjectValues(o),
        references: { [REFERENCE_KEY[def.objectType]]: o.id, ...def.references?.(o) },
      };
    },
    writePending: (em, id, values) =>
      mutate(em, id, (fields) => {
        for (const [k, v] of Object.entries(values))
          fields[k] = { value: fields[k]?.value ?? null, new_value: v ?? null };
      }),
    discardPending: (em, id, names, created) =>
      mutate(em, id, (fields, o) => {
        for (const k of names) if (fields[k]) delete fields[k].new_value;
        if (created) o.removed = true;
      }),
    applyChange: (em, id, values, created) =>
      mutate(em, id, (fields, o) => {
        for (const [k, v] of Object.entries(values)) fields[k] = { value: v ?? null };
        if (created) o.pendingCreation = false;
      }),
    async applyRemoval(em, id) {
      const rows = [await em.findOne(DossierObjectEntity, { id }, { refresh: true }), ...(await descendants(em, id))];
      for (const r of rows) if (r) r.removed = true;
      await em.flush();
    },
    async related(em, id): Promise<ObjectRef[]> {
      return (await descendants(em, id)).map((r) => ({ objectType: r.objectType, objectId: r.id }));
    },
    ...(FILE_TYPES.has(def.objectType) ? { fileInfo } : {}),
  };
}

/** Objects that are a file: the review action's `fileInfo` names it (the seed's `fileInfo` JSON). */
const FILE_TYPES = new Set<DossierObjectType>(['kyc_file']);
const FILE_INFO_FIELDS = ['file', 'title', 'documentType', 'year', 'dateIssued', 'expiration_date'] as const;
function fileInfo(values: Record<string, unknown>): Record<string, unknown> | null {
  const info = Object.fromEntries(
    FILE_INFO_FIELDS.filter((f) => values[f] !== undefined && values[f] !== null && values[f] !== '').map((f) => [
      f,
      values[f],
    ]),
  );
  return Object.keys(info).length ? info : null;
}
