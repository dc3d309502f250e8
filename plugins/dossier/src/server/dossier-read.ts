import { TENANT_FILTER } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Company } from './dossier.entities.ts';
import type { DossierObject } from './objects/object.entity.ts';

/**
 * The read path of a dossier without the ORM (ADR 0048): plain rows in the entities' shape, never
 * managed, never hydrated. Raw SQL does not see the tenant filter, so the request's organisation
 * (the filter parameter set by authentication) is bound here and, as the filter does, a read
 * without one fails rather than reading every tenant.
 */
const organizationOf = (em: EntityManager): string => {
  const params = em.getFilterParams<{ organization?: string }>(TENANT_FILTER);
  if (typeof params?.organization !== 'string') throw new Error('Tenant filter used without an organisation');
  return params.organization;
};

interface CompanyRow {
  id: string;
  organization: string;
  company_type: Company['companyType'];
  location_type: Company['locationType'];
  account_holder_type: Company['accountHolderType'];
  fields: Company['fields'];
  list_name: string;
  next_review_date: string | null;
  pending: boolean;
  pending_creation: boolean;
  created_by: string;
  created_at: Date | string;
}

type ObjectTuple = [
  id: string,
  objectType: DossierObject['objectType'],
  parentId: string | null,
  position: number,
  fields: DossierObject['fields'],
  pending: boolean,
  pendingCreation: boolean,
  createdBy: string,
  createdAt: number,
];

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The live company (not removed) of the caller's organisation, or null. */
export async function readCompany(em: EntityManager, companyId: string): Promise<Company | null> {
  const organization = organizationOf(em);
  const [r] = await em.execute<CompanyRow[]>(
    `select id, organization, company_type, location_type, account_holder_type, fields, list_name, next_review_date, pending, pending_creation, created_by, created_at
       from dossier_company where id = ? and organization = ? and removed = false`,
    [companyId, organization],
  );
  if (!r) return null;
  return {
    id: r.id,
    organization: r.organization,
    companyType: r.company_type,
    locationType: r.location_type,
    accountHolderType: r.account_holder_type,
    fields: r.fields,
    listName: r.list_name,
    nextReviewDate: r.next_review_date,
    pending: r.pending,
    pendingCreation: r.pending_creation,
    removed: false,
    createdBy: r.created_by,
    createdAt: asDate(r.created_at),
  } as Company;
}

/**
 * The live objects of a company in display order (position, creation, id), as `listObjects` orders
 * them. PostgreSQL hands them over as one JSON array (one parse instead of a row, a timestamp and a
 * JSON document per object).
 */
export async function readObjects(em: EntityManager, companyId: string): Promise<DossierObject[]> {
  const organization = organizationOf(em);
  const [row] = await em.execute<{ objects: string }[]>(
    `select coalesce(json_agg(json_build_array(id, object_type, parent_id, position, fields, pending, pending_creation, created_by, (extract(epoch from created_at) * 1000)::float8)
                     order by position asc, created_at asc, id asc)::text, '[]') as objects
       from dossier_object where company_id = ? and organization = ? and removed = false`,
    [companyId, organization],
  );
  const list = JSON.parse(row?.objects ?? '[]') as ObjectTuple[];
  return list.map(
    ([id, objectType, parentId, position, fields, pending, pendingCreation, createdBy, createdAt]) =>
      ({
        id,
        organization,
        companyId,
        objectType,
        parentId,
        position,
        fields,
        pending,
        pendingCreation,
        removed: false,
        createdBy,
        createdAt: new Date(createdAt),
      }) as DossierObject,
  );
}
