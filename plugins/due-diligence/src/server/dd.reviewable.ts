import type { ObjectRef, ReviewableType } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DD_REVIEW_LABELS as L, ELEMENT_FIELDS, RECORD_FIELDS } from '../shared/index.ts';
import { DdElementEntity, DdFileEntity, DueDiligenceEntity, type StoredFields } from './dd.entities.ts';
import type { DdDeps } from './dd.deps.ts';
import { valuesOf } from './dd.mapper.ts';

type Row = { fields: StoredFields };
const approved = (fields: StoredFields) =>
  Object.fromEntries(Object.entries(valuesOf(fields)).filter(([, v]) => v !== null));

function fieldOps<T extends Row>(find: (em: EntityManager, id: string) => Promise<T | null>) {
  const mutate = async (em: EntityManager, id: string, change: (fields: StoredFields, row: T) => void) => {
    const row = await find(em, id);
    if (!row) return;
    const fields = structuredClone(row.fields);
    change(fields, row);
    row.fields = fields;
    await em.flush();
  };
  return {
    writePending: (em: EntityManager, id: string, values: Record<string, unknown>) =>
      mutate(em, id, (f) => {
        for (const [k, v] of Object.entries(values)) f[k] = { value: f[k]?.value ?? null, new_value: v ?? null };
      }),
    discardPending: (em: EntityManager, id: string, names: readonly string[], created: boolean) =>
      mutate(em, id, (f, row) => {
        for (const k of names) if (f[k]) delete f[k].new_value;
        if (created) Object.assign(row, { removed: true });
      }),
    applyChange: (em: EntityManager, id: string, values: Record<string, unknown>, created: boolean) =>
      mutate(em, id, (f, row) => {
        for (const [k, v] of Object.entries(values)) f[k] = { value: v ?? null };
        if (created) Object.assign(row, { pendingCreation: false });
      }),
  };
}

const findRecord = (em: EntityManager, id: string) =>
  em.findOne(DueDiligenceEntity, { id, removed: false }, { refresh: true });
const findElement = (em: EntityManager, id: string) =>
  em.findOne(DdElementEntity, { id, removed: false }, { refresh: true });

/** Staff edits of an approved form and removals are review actions (ADR 0042, pattern of ADR 0016). */
export function ddReviewableTypes(deps: DdDeps): ReviewableType[] {
  const companyName = async (em: EntityManager, org: string, companyId: string) =>
    (await deps.dossier.company(em, org, companyId))?.name ?? '';
  const record: ReviewableType = {
    objectType: 'due_diligence_record',
    label: L.due_diligence_record.label,
    fields: RECORD_FIELDS,
    labels: L.due_diligence_record,
    auditGroup: 'due_diligence',
    deletePermission: 'delete_due_diligence',
    async load(em, id) {
      const dd = await findRecord(em, id);
      if (!dd) return null;
      return {
        companyId: dd.companyId,
        companyName: await companyName(em, dd.organization, dd.companyId),
        values: approved(dd.fields),
        references: { due_diligence_record: dd.id },
      };
    },
    ...fieldOps(findRecord),
    async applyRemoval(em, id) {
      const dd = await findRecord(em, id);
      if (!dd) return;
      dd.removed = true;
      for (const e of await em.find(DdElementEntity, { dueDiligenceId: id })) e.removed = true;
      for (const f of await em.find(DdFileEntity, { dueDiligenceId: id })) f.removed = true;
      await em.flush();
    },
    async related(em, id): Promise<ObjectRef[]> {
      const els = await em.find(DdElementEntity, { dueDiligenceId: id, removed: false });
      const files = await em.find(DdFileEntity, { dueDiligenceId: id, removed: false });
      return [
        ...els.map((e) => ({ objectType: 'due_diligence_element', objectId: e.id })),
        ...files.map((f) => ({ objectType: 'due_diligence_file', objectId: f.id })),
      ];
    },
  };
  const element: ReviewableType = {
    objectType: 'due_diligence_element',
    label: L.due_diligence_element.label,
    fields: ELEMENT_FIELDS,
    labels: L.due_diligence_element,
    auditGroup: 'due_diligence',
    deletePermission: 'update_due_diligence',
    async load(em, id) {
      const el = await findElement(em, id);
      if (!el) return null;
      const dd = await findRecord(em, el.dueDiligenceId);
      if (!dd) return null;
      return {
        companyId: dd.companyId,
        companyName: await companyName(em, dd.organization, dd.companyId),
        values: { type: el.type, ...approved(el.fields) },
        references: { due_diligence_element: el.id, due_diligence_record: dd.id },
      };
    },
    ...fieldOps(findElement),
    async applyRemoval(em, id) {
      const el = await findElement(em, id);
      if (!el) return;
      el.removed = true;
      for (const f of await em.find(DdFileEntity, { elementId: id })) f.removed = true;
      await em.flush();
    },
  };
  const file: ReviewableType = {
    objectType: 'due_diligence_file',
    label: L.due_diligence_file.label,
    fields: [],
    labels: L.due_diligence_file,
    auditGroup: 'due_diligence',
    deletePermission: 'delete_due_diligence',
    async load(em, id) {
      const f = await em.findOne(DdFileEntity, { id, removed: false }, { refresh: true });
      if (!f) return null;
      const dd = await findRecord(em, f.dueDiligenceId);
      if (!dd) return null;
      return {
        companyId: dd.companyId,
        companyName: await companyName(em, dd.organization, dd.companyId),
        values: { documentType: f.documentType, filename: f.filename, status: f.status },
        references: { kyc_file: f.id, due_diligence_record: dd.id },
      };
    },
    writePending: async () => undefined,
    discardPending: async () => undefined,
    applyChange: async () => undefined,
    async applyRemoval(em, id) {
      const f = await em.findOne(DdFileEntity, { id });
      if (f) f.removed = true;
      await em.flush();
    },
  };
  return [record, element, file];
}
