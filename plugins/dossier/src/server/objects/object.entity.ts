import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { DossierObjectType, StoredFields } from '../../shared/index.ts';

/**
 * Any object of a client's dossier below the company (person, legal entity, shareholder, UBO,
 * managing director, KYC file slot, subsidiary, account number, transaction profile, listing of
 * services): its seed fields as `{value, new_value?}`, changed only through the workflow engine.
 * One table keeps snapshots, completeness and tenant isolation uniform (ADR 0029).
 */
export const DossierObjectEntity = defineEntity({
  name: 'DossierObject',
  tableName: 'dossier_object',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    companyId: p.string().length(24),
    objectType: p.string().length(32).$type<DossierObjectType>(),
    /** The object this one belongs to (a person of a managing director, a file slot of a person…). */
    parentId: p.string().length(24).nullable(),
    position: p.integer().default(0),
    fields: p.json<StoredFields>(),
    pending: p.boolean().default(false),
    pendingCreation: p.boolean().default(true),
    removed: p.boolean().default(false),
    createdBy: p.string().length(24),
    createdAt: createdAtProperty(),
  },
});
export type DossierObject = InferEntity<typeof DossierObjectEntity>;
