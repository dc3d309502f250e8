import type { ReviewableType } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DASHBOARD_FIELD_NAMES, type Field, type StoredFields } from '../shared/index.ts';
import { CompanyEntity, type Company } from './dossier.entities.ts';

export const KYC_REVIEW = 'kyc_review';

export const findCompany = (em: EntityManager, id: string) => em.findOne(CompanyEntity, { id, removed: false }, { refresh: true });

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const shown = (f: Field | undefined) => text(f?.value) ?? text(f?.new_value);

/** Keeps the list columns in step with the fields: approved values first, a pending creation's otherwise. */
export function syncListColumns(company: Company, fields: StoredFields): void {
  company.fields = fields;
  company.listName = (company.companyType === 'corporate' ? shown(fields.name) : [shown(fields.first_name), shown(fields.last_name)].filter(Boolean).join(' ')) ?? '';
  const next = fields.next_review_date?.value;
  company.nextReviewDate = typeof next === 'string' ? next : null;
  company.pending = Object.values(fields).some((f) => f && 'new_value' in f);
}

/** Approved values (never `new_value`): what the engine compares and applies against. */
export function approvedValues(company: Company): Record<string, unknown> {
  return Object.fromEntries(Object.entries(company.fields).filter(([, f]) => f?.value !== null && f?.value !== undefined).map(([k, f]) => [k, f.value]));
}

/** What the maker sees: the pending value where there is one. */
export function effectiveValues(company: Company): Record<string, unknown> {
  return Object.fromEntries(Object.entries(company.fields).map(([k, f]) => [k, 'new_value' in f ? f.new_value : f.value]));
}

async function mutate(em: EntityManager, id: string, change: (fields: StoredFields, company: Company) => void): Promise<void> {
  const company = await findCompany(em, id);
  if (!company) return;
  const fields: StoredFields = structuredClone(company.fields);
  change(fields, company);
  syncListColumns(company, fields);
  await em.flush();
}

/** The client's dashboard as a reviewable object (object id = company id). */
export const kycReviewType: ReviewableType = {
  objectType: KYC_REVIEW,
  label: 'Dashboard',
  fields: DASHBOARD_FIELD_NAMES,
  auditGroup: 'corporate',
  // `delete-object {type: kyc_review}` [001:417]: removing a whole client is reviewed like any change.
  deletePermission: 'update_dashboard',
  async load(em, id) {
    const company = await findCompany(em, id);
    if (!company) return null;
    return { companyId: company.id, companyName: company.listName, values: approvedValues(company), references: { kyc_review: company.id } };
  },
  writePending: (em, id, values) => mutate(em, id, (fields) => {
    for (const [k, v] of Object.entries(values)) fields[k] = { value: fields[k]?.value ?? null, new_value: v ?? null };
  }),
  discardPending: (em, id, names, created) => mutate(em, id, (fields, company) => {
    for (const k of names) if (fields[k]) delete fields[k].new_value;
    if (created) company.removed = true;
  }),
  applyChange: (em, id, values, created) => mutate(em, id, (fields, company) => {
    for (const [k, v] of Object.entries(values)) fields[k] = { value: v ?? null };
    if (created) company.pendingCreation = false;
  }),
  applyRemoval: (em, id) => mutate(em, id, (_fields, company) => {
    company.removed = true;
  }),
};
