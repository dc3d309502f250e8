import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredFields } from './fields.ts';

/**
 * Every dossier object below the company is one row of `dossier_object` (ADR 0029) whose
 * `object_type` is the workflow reference key of the seed (002 §3): what a change request,
 * `delete-object` and the change log call it.
 */
export const DOSSIER_OBJECT_TYPES = [
  'person', 'legalEntity', 'ubo_related', 'mbd_related', 'share_holder_related', 'kyc_file', 'subsidiary',
  'account_number', 'transaction_profile', 'listing_services',
] as const;
export type DossierObjectType = (typeof DOSSIER_OBJECT_TYPES)[number];

/** `delete-object` type names of the seed [001:417] → object type. */
export const DELETE_TYPES: Record<string, DossierObjectType> = {
  kyc_file: 'kyc_file', subsidiary: 'subsidiary', ubo: 'ubo_related', person: 'person', share_holder_related: 'share_holder_related',
  transaction_profile: 'transaction_profile', mbd_related: 'mbd_related', legalEntity: 'legalEntity', account_number: 'account_number',
};

/** A dossier object as it travels: id, parent and the seed field model of each field. */
export interface DossierObjectWire {
  _id: string;
  object_type: DossierObjectType;
  company_id: string;
  parent_id: string | null;
  position: number;
  /** The object awaits the approval of the change that created it. */
  pending_creation: boolean;
  fields: StoredFields;
}

/** Dossier tabs a task or a chart node may point at (`section_type` of a task reference [002:81]). */
export const SECTION_PATHS = {
  dashboard: '', corporate: 'corporate', shareholders: 'shareholders', account_holder: 'account-holder',
  managing_directors: 'managing-directors', transaction_profile: 'transaction-profile', subsidiary: 'subsidiary',
  document_history: 'document-history',
} as const;
export type SectionType = keyof typeof SECTION_PATHS;
export const SECTION_TYPES = Object.keys(SECTION_PATHS) as SectionType[];

/** The web path of a dossier section, with `?highlight=` for the element to scroll to [001:41–43]. */
export function sectionPath(companyId: string, section: SectionType, highlight?: string | null): string {
  const tail = SECTION_PATHS[section];
  return `/${companyId}/${tail ? `${tail}/` : ''}${highlight ? `?highlight=${encodeURIComponent(highlight)}` : ''}`;
}

export interface DossierCompanySummary {
  id: string;
  name: string;
  companyType: 'corporate' | 'account_holder';
  locationType: 'local' | 'abroad' | null;
  accountHolderType: string | null;
  /** The creation still awaits approval. */
  pendingCreation: boolean;
}

export interface DossierObjectSummary { id: string; companyId: string; objectType: DossierObjectType; parentId: string | null; fields: StoredFields }

/**
 * What `ctx.services.dossier` offers plugins that declare `dependsOn: ['dossier']` (tasks, due
 * diligence, screening hooks). Every read is scoped to the caller's organisation: another
 * organisation's id answers null.
 */
export interface DossierServices {
  company(em: EntityManager, organizationId: string, companyId: string): Promise<DossierCompanySummary | null>;
  object(em: EntityManager, organizationId: string, objectId: string): Promise<DossierObjectSummary | null>;
}
