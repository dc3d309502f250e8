import type { DossierAccount, DossierServices } from '../shared/index.ts';
import { CompanyEntity } from './dossier.entities.ts';
import { DossierObjectEntity } from './objects/object.entity.ts';

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
