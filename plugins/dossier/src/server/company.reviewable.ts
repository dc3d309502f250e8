import { HttpError } from '@app/core/server';
import type { ReviewableType } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DASHBOARD_FIELD_NAMES,
  DOSSIER_MESSAGES as M,
  KYC_REVIEW_LABELS,
  type Field,
  type StoredFields,
} from '../shared/index.ts';
import { CompanyEntity, type Company } from './dossier.entities.ts';

export const KYC_REVIEW = 'kyc_review';

export const findCompany = (em: EntityManager, id: string) =>
  em.findOne(CompanyEntity, { id, removed: false }, { refresh: true });

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const shown = (f: Field | undefined) => text(f?.value) ?? text(f?.new_value);

/** Keeps the list columns in step with the fields: approved values first, a pending creation's otherwise. */
export function syncListColumns(company: Company, fields: StoredFields): void {
  company.fields = fields;
  company.listName =
    (company.companyType === 'corporate'
      ? shown(fields.name)
      : [shown(fields.first_name), shown(fields.last_name)].filter(Boolean).join(' ')) ?? '';
  const next = fields.next_review_date?.value;
  company.nextReviewDate = typeof next === 'string' ? next : null;
  company.pending = Object.values(fields).some((f) => f && 'new_value' in f);
}

/**
 * Set by `create-company` and kept in their own columns (the list and dashboard read them before
 * approval). They are part of the creating change, so the checker sees them, and never change after.
 */
export const CREATION_FIELDS = {
  company_type: 'Company Type',
  location_type: 'Company Type',
  account_holder_type: 'Client Type',
} as const;
type CreationField = keyof typeof CREATION_FIELDS;
const isCreationField = (k: string): k is CreationField => k in CREATION_FIELDS;
const creationValue = (c: Company, k: CreationField) =>
  (k === 'company_type' ? c.companyType : k === 'location_type' ? c.locationType : c.accountHolderType) ?? null;

/** The creation fields a client has (corporate: location type; account holder: client type). */
export function creationValues(company: Company): Record<string, unknown> {
  return Object.fromEntries(
    (Object.keys(CREATION_FIELDS) as CreationField[])
      .map((k) => [k, creationValue(company, k)])
      .filter(([, v]) => v !== null),
  );
}

/** Approved values (never `new_value`): what the engine compares and applies against. */
export function approvedValues(company: Company): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(company.fields)
      .filter(([, f]) => f?.value !== null && f?.value !== undefined)
      .map(([k, f]) => [k, f.value]),
  );
}

/** What the maker sees: the pending value where there is one. */
export function effectiveValues(company: Company): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(company.fields).map(([k, f]) => [k, 'new_value' in f ? f.new_value : f.value]),
  );
}

async function mutate(
  em: EntityManager,
  id: string,
  change: (fields: StoredFields, company: Company) => void,
): Promise<void> {
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
  label: KYC_REVIEW_LABELS.label,
  fields: [...DASHBOARD_FIELD_NAMES, ...Object.keys(CREATION_FIELDS)],
  labels: KYC_REVIEW_LABELS,
  auditGroup: 'corporate',
  // `delete-object {type: kyc_review}` [001:417]: removing a whole client is reviewed like any change.
  deletePermission: 'update_dashboard',
  async load(em, id) {
    const company = await findCompany(em, id);
    if (!company) return null;
    // Until its creation is approved a client has no approved type: the creating change shows it as new.
    const values = company.pendingCreation
      ? approvedValues(company)
      : { ...creationValues(company), ...approvedValues(company) };
    return { companyId: company.id, companyName: company.listName, values, references: { kyc_review: company.id } };
  },
  writePending: (em, id, values) =>
    mutate(em, id, (fields, company) => {
      for (const [k, v] of Object.entries(values)) {
        if (!isCreationField(k)) fields[k] = { value: fields[k]?.value ?? null, new_value: v ?? null };
        else if (!company.pendingCreation || v !== creationValue(company, k))
          throw new HttpError(400, M.readOnly(CREATION_FIELDS[k]), [
            { field: k, message: M.readOnly(CREATION_FIELDS[k]) },
          ]);
      }
    }),
  discardPending: (em, id, names, created) =>
    mutate(em, id, (fields, company) => {
      for (const k of names) if (fields[k]) delete fields[k].new_value;
      if (created) company.removed = true;
    }),
  applyChange: (em, id, values, created) =>
    mutate(em, id, (fields, company) => {
      for (const [k, v] of Object.entries(values)) if (!isCreationField(k)) fields[k] = { value: v ?? null };
      if (created) company.pendingCreation = false;
    }),
  applyRemoval: (em, id) =>
    mutate(em, id, (_fields, company) => {
      company.removed = true;
    }),
};
