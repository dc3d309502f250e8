import type { EntityManager } from '@mikro-orm/postgresql';
import type { Field, StoredFields } from './fields.ts';

/**
 * Every dossier object below the company is one row of `dossier_object` (ADR 0029) whose
 * `object_type` is the seed's `delete-object` type (`ubo`, `person`, …), which is also the workflow
 * reference key except for the UBO (`ubo_related`).
 */
export const DOSSIER_OBJECT_TYPES = [
  'person',
  'legalEntity',
  'ubo',
  'mbd_related',
  'share_holder_related',
  'kyc_file',
  'subsidiary',
  'account_number',
  'transaction_profile',
  'listing_services',
] as const;
export type DossierObjectType = (typeof DOSSIER_OBJECT_TYPES)[number];

/**
 * `delete-object` takes the object type as its `type` [001:417] (`ubo`, `person`, `share_holder_related`,
 * `mbd_related`, `kyc_file`, `subsidiary`, `transaction_profile`; `kyc_review` is the client itself).
 * The UBO's workflow reference key is `ubo_related`.
 */
export const REFERENCE_KEY: Record<DossierObjectType, string> = {
  person: 'person',
  legalEntity: 'legalEntity',
  ubo: 'ubo_related',
  mbd_related: 'mbd_related',
  share_holder_related: 'share_holder_related',
  kyc_file: 'kyc_file',
  subsidiary: 'subsidiary',
  account_number: 'account_number',
  transaction_profile: 'transaction_profile',
  listing_services: 'kyc_file',
};

/**
 * A dossier object as it travels: id, type, parent, and each seed field at top level in the seed
 * field model `{value, new_value?, error?}` [001:139]. Sections may add nested parts (a person's
 * `files` map keyed by document type).
 */
export interface DossierObjectWire {
  _id: string;
  object_type: DossierObjectType;
  company_id: string;
  parent_id: string | null;
  position: number;
  /** The object awaits the approval of the change that created it. */
  pending_creation: boolean;
  [field: string]: unknown;
}

/** The field of a wire object in the seed field model (absent fields read as an empty value). */
export const wireField = (o: DossierObjectWire, name: string): Field => {
  // KYC files and the listing of services travel flat in the seed's slot shape (ADR 0032).
  if (o.flat === true) {
    const pending = name === 'file' ? o.new_file !== null && o.new_file !== undefined : `new_${name}` in o;
    return { value: (o[name] ?? null) as unknown, ...(pending ? { new_value: o[`new_${name}`] ?? null } : {}) };
  }
  return (o[name] as Field | undefined) ?? { value: null };
};

/** Dossier tabs a task or a chart node may point at (`section_type` of a task reference [002:81]). */
export const SECTION_PATHS = {
  dashboard: '',
  corporate: 'corporate',
  shareholders: 'shareholders',
  account_holder: 'account-holder',
  managing_directors: 'managing-directors',
  transaction_profile: 'transaction-profile',
  subsidiary: 'subsidiary',
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

export interface DossierObjectSummary {
  id: string;
  companyId: string;
  objectType: DossierObjectType;
  parentId: string | null;
  fields: StoredFields;
}

/** An account number a client's dossier holds (approved value), as written there: consumers normalise it. */
export interface DossierAccount {
  companyId: string;
  number: string;
  objectType: 'account_number' | 'transaction_profile';
}

/** A client's approved data a goAML report's my-client party is built from (fiu, issue 26 §3). */
export interface DossierReportParty {
  company: DossierCompanySummary & { fields: Record<string, string | null> };
  /** Approved natural persons: directors, UBOs and (for an account holder) the holder, in dossier order. */
  people: { id: string; role: 'director' | 'ubo' | 'account_holder'; fields: Record<string, string | null> }[];
}

/**
 * What the dossier offers plugins that declare `deps: { dossier: dossierService }` (tasks, due
 * diligence). Every read is scoped to the caller's organisation: another
 * organisation's id answers null.
 */
export interface DossierServices {
  company(em: EntityManager, organizationId: string, companyId: string): Promise<DossierCompanySummary | null>;
  object(em: EntityManager, organizationId: string, objectId: string): Promise<DossierObjectSummary | null>;
  /**
   * The account numbers of the organisation's approved clients (account number and transaction profile
   * objects): approved values only, a pending creation or pending new number does not count (transactions).
   */
  accounts(em: EntityManager, organizationId: string): Promise<DossierAccount[]>;
  /** The approved values of a client and its directors, UBOs and account holder; null for another organisation's or a removed client. */
  reportParty(em: EntityManager, organizationId: string, companyId: string): Promise<DossierReportParty | null>;
  /**
   * Calls `listener` with the organisation after an approved change to an account number or a
   * transaction profile (a new one, or a new number) is committed, so what `accounts` answers has
   * changed (transactions relinks). Answers a function that removes the listener.
   */
  onAccountsChanged(listener: (organizationId: string) => void | Promise<void>): () => void;
}
