import type { DossierServices } from '../shared/index.ts';
import { CompanyEntity } from './dossier.entities.ts';
import { DossierObjectEntity } from './objects/object.entity.ts';

/** The typed contract other plugins use (tasks, due diligence); every read scoped to one organisation. */
export const dossierServices = (): DossierServices => ({
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
});
