import type { SchemaId } from '../shared/fiu.schema.ts';

/**
 * The my-client side of a goAML transaction in schema-neutral terms (issue 26 §3): the account at our
 * institution, its holder (a person or an entity with its directors) and its signatories. Every value
 * is the client's data as found (dossier or mapped columns); absent is absent, never filled in. Each
 * party carries `label` (who, for error messages) and `where` per value (where a user fills it).
 */
export interface PartyPhone {
  contact: 'Private' | 'Business';
  communication: 'Mobile Phone' | 'Landline Phone' | 'Fax';
  prefix: string;
  number: string;
}
export interface PartyAddress {
  contact: 'Private' | 'Business';
  address: string;
  city: string;
  country: string;
  /** State or province (UAE requires it). */
  state?: string;
}

export interface PartyPerson {
  label: string;
  role: 'holder' | 'director' | 'ubo';
  gender?: 'M' | 'F';
  first_name?: string;
  last_name?: string;
  /** YYYY-MM-DD. */
  birth_date?: string;
  ssn?: string;
  passport_number?: string;
  passport_country?: string;
  /** YYYY-MM-DD: the passport's issue and expiry dates (the UAE identification requires both). */
  passport_issued?: string;
  passport_expiry?: string;
  id_number?: string;
  nationality?: string;
  residence?: string;
  phone?: PartyPhone;
  address?: PartyAddress;
  occupation?: string;
  tax_reg_number?: string;
  /** Where each missing value is filled, by value key (falls back to `whereDefault`). */
  where: Partial<Record<PersonKey, string>>;
  whereDefault: string;
}
export type PersonKey = Exclude<keyof PartyPerson, 'label' | 'role' | 'where' | 'whereDefault'>;

export interface PartyEntity {
  label: string;
  name?: string;
  commercial_name?: string;
  /** A legal form code of the report's schema. */
  legal_form?: string;
  incorporation_number?: string;
  business?: string;
  phone?: PartyPhone;
  address?: PartyAddress;
  incorporation_state?: string;
  incorporation_country?: string;
  /** YYYY-MM-DD. */
  incorporation_date?: string;
  tax_reg_number?: string;
  directors: PartyPerson[];
  where: Partial<Record<EntityKey, string>>;
  whereDefault: string;
}
export type EntityKey = Exclude<keyof PartyEntity, 'label' | 'where' | 'whereDefault' | 'directors'>;

/** The customer's account and who holds it. */
export interface MyClientAccount {
  label: string;
  account: string;
  account_name?: string;
  currency: string;
  branch?: string;
  client_number?: string;
  /** Codes of the report's schema (account_type, account_status_type). */
  account_type?: string;
  status?: string;
  /** YYYY-MM-DD. */
  opened?: string;
  /** The account's beneficiary (UAE requires one, at most 50 characters). */
  beneficiary?: string;
  holder: { kind: 'person'; person: PartyPerson } | { kind: 'entity'; entity: PartyEntity };
  /** Persons who may sign for the account; for a person holder, the holder first. */
  signatories: PartyPerson[];
  where: Partial<Record<AccountKey, string>>;
  whereDefault: string;
}
export type AccountKey =
  'account_name' | 'branch' | 'client_number' | 'account_type' | 'status' | 'opened' | 'beneficiary';

/** Our institution (the reporting entity) as the my-client account's bank: the request's data. */
export interface Institution {
  name: string;
  swift: string;
  /** The reporting entity is not a bank (UAE schema requires the flag). */
  nonBank: boolean;
}

/** Codes a schema gives to the roles and documents we write (lookup values; meanings per research/goaml.md). */
export interface PartyCodes {
  /** account_person_role_type of a signatory who holds the account / signs for an entity. */
  signatoryRole: string;
  /** entity_person_role_type of a director / a UBO. */
  directorRole: string;
  uboRole: string;
  /** identifier_type of a passport, where the schema requires an identification. */
  passport: string | null;
}

export const PARTY_CODES: Record<SchemaId, PartyCodes> = {
  'unodc-5.0.1': { signatoryRole: 'A', directorRole: 'A', uboRole: 'UBO', passport: null },
  'ae-5.0.2': { signatoryRole: 'PAH', directorRole: 'DIR', uboRole: 'UBO', passport: 'PASSP' },
  'lk-2.0': { signatoryRole: 'ACHLD', directorRole: 'DRCT', uboRole: 'UBO', passport: 'PPT' },
};

/** One missing or refused value of a my-client party: who, what, where to fill it. */
export interface PartyGap {
  /** goAML element path, e.g. `from_account/signatory/t_person/birthdate`. */
  field: string;
  where: string;
  reason: string;
}
