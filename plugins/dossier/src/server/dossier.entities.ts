import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DossierObjectEntity } from './objects/object.entity.ts';
import { historyEntities } from './history/history.entities.ts';
import type { AccountHolderType, CompanyType, LocationType, StoredFields } from '../shared/index.ts';

/**
 * A client company and its dashboard fields (`{value, new_value?}` per field, changed only through the
 * workflow engine). The list columns (`list_name`, `next_review_date`, `pending`) mirror the fields so
 * search, filters and ordering run on indexes (ADR 0026).
 */
export const CompanyEntity = defineEntity({
  name: 'DossierCompany',
  tableName: 'dossier_company',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    companyType: p.string().length(16).$type<CompanyType>(),
    locationType: p.string().length(8).$type<LocationType>().nullable(),
    accountHolderType: p.string().length(16).$type<AccountHolderType>().nullable(),
    fields: p.json<StoredFields>(),
    listName: p.string().length(300).default(''),
    nextReviewDate: p.string().length(10).nullable(),
    pending: p.boolean().default(false),
    pendingCreation: p.boolean().default(true),
    removed: p.boolean().default(false),
    createdBy: p.string().length(24),
    createdAt: createdAtProperty(),
  },
});
export type Company = InferEntity<typeof CompanyEntity>;

export const dossierEntities = [CompanyEntity, DossierObjectEntity, ...historyEntities];
