import type { DossierAccount, DossierReportParty, DossierServices, StoredFields } from '../shared/index.ts';
import { CompanyEntity } from './dossier.entities.ts';
import { DossierObjectEntity } from './objects/object.entity.ts';

/** Approved values only: a pending new value is not yet the client's data. */
const approvedValues = (fields: StoredFields): Record<string, string | null> => {
  const out: Record<string, string | null> = {};
  for (const [k, f] of Object.entries(fields ?? {})) {
    const v = f?.value;
    out[k] = v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v.trim() || null : String(v);
  }
  return out;
};
const REPORT_ROLES = new Set(['director', 'ubo', 'account_holder']);

/** The typed contract other plugins use (tasks, due diligence); every read scoped to one organisation. */
export const dossierServices = (): Omit<DossierServices, 'onAccountsChanged'> => ({
  async company(em, organizationId, companyId) {
    const c = await em.findOne(
      CompanyEntity,
      { id: companyId, organization: organizationId, removed: false },
      { filters: false, refresh: true },
    );
    if (!c) return null;
    return {
      id: c.id,
      name: c.listName,
      companyType: c.companyType,
      locationType: c.locationType ?? null,
      accountHolderType: c.accountHolderType ?? null,
      pendingCreation: c.pendingCreation,
    };
  },
  async object(em, organizationId, objectId) {
    const o = await em.findOne(
      DossierObjectEntity,
      { id: objectId, organization: organizationId, removed: false },
      { filters: false, refresh: true },
    );
    return o
      ? { id: o.id, companyId: o.companyId, objectType: o.objectType, parentId: o.parentId ?? null, fields: o.fields }
      : null;
  },
  async reportParty(em, organizationId, companyId) {
    const c = await em.findOne(
      CompanyEntity,
      { id: companyId, organization: organizationId, removed: false, pendingCreation: false },
      { filters: false, refresh: true },
    );
    if (!c) return null;
    const people = await em.find(
      DossierObjectEntity,
      { companyId, organization: organizationId, objectType: 'person', removed: false, pendingCreation: false },
      { filters: false, refresh: true, orderBy: { position: 'asc', id: 'asc' } },
    );
    return {
      company: {
        id: c.id,
        name: c.listName,
        companyType: c.companyType,
        locationType: c.locationType ?? null,
        accountHolderType: c.accountHolderType ?? null,
        pendingCreation: c.pendingCreation,
        fields: approvedValues(c.fields),
      },
      people: people
        .map((p) => ({ id: p.id, fields: approvedValues(p.fields) }))
        .filter((p) => REPORT_ROLES.has(p.fields.role ?? ''))
        .map((p) => ({ ...p, role: p.fields.role as DossierReportParty['people'][number]['role'] })),
    };
  },
  accounts(em, organizationId) {
    // One read of the two object types; the company must be approved and present too.
    return em.execute<DossierAccount[]>(
      `select o.company_id as "companyId", o.object_type as "objectType", o.fields->'account_number'->>'value' as "number"
         from dossier_object o join dossier_company c on c.id = o.company_id and c.organization = o.organization
        where o.organization = ? and o.object_type in ('account_number', 'transaction_profile')
          and not o.removed and not o.pending_creation and not c.removed and not c.pending_creation
          and coalesce(o.fields->'account_number'->>'value', '') <> ''
        order by o.company_id, o.id`,
      [organizationId],
    );
  },
});
