import type { DossierObjectWire } from '../objects.ts';
import type { DossierTree } from './dossier-tree.ts';

/** Corporate document types and labels [001:212–238] (file-bearing ones; lists and pseudo-sections apart). */
export const CORPORATE_DOCUMENTS = {
  'kyc-ma-1': 'Management Agreement',
  'kyc-ppa-2': 'Principal Party Agreement',
  'kyc-gaming-license': 'Gaming License',
  'kyc-feeibtbvdna-3': 'Foreign Exchange Exemption',
  'kyc-lteabibtdoea-4': 'License to Establish a Business',
  'kyc-mlibtdoea-4-1': 'Management License',
  'kyc-aoi-5': 'Articles of Incorporation',
  'kyc-attaoi-5-1': 'Amendments',
  'kyc-reftcoc-5-2': 'Chamber of Commerce extract',
  'kyc-oc-6': 'Organizational Chart',
  'kyc-sr-7': "Shareholders' register",
  'kyc-reftcoc-7-1': 'Share transfer agreement',
  'kyc-sof-8': 'Source of funds',
  'kyc-ruling': 'Tax Ruling',
  'kyc-aa-y1-12': 'Annual Accounts (last book year)',
  'kyc-aa-y2-12': 'Annual Accounts (second-last book year)',
  'kyc-dogmos-13': 'Discharge of General Meeting of Shareholders',
  'kyc-fpt-14': 'Filing Profit Tax',
} as const;
export type CorporateDocument = keyof typeof CORPORATE_DOCUMENTS;

/** Documents that exist only when added (bank forms per bank, a file per subsidiary) [001:110, 404]. */
export const OPTIONAL_SECTION_DOCUMENTS = {
  scfba: 'Signature card for bank account',
  cosbaof: 'Copy of signed bank account opening forms',
  subsidiaries: 'Subsidiary annual account',
} as const;

/** A local company skips these [001:339]. */
export const LOCAL_EXEMPT: readonly string[] = [
  'kyc-ma-1',
  'kyc-ppa-2',
  'kyc-feeibtbvdna-3',
  'kyc-dogmos-13',
  'kyc-gaming-license',
];

/** Extra fields a document needs besides its file [001:319]. */
export const DOCUMENT_EXTRA_FIELDS: Record<string, readonly string[]> = {
  cosbaof: ['bank_name'],
  scfba: ['bank_name'],
  'kyc-aa-y1-12': ['year', 'fiscal_year_ending_on'],
  'kyc-aa-y2-12': ['year', 'fiscal_year_ending_on'],
  'kyc-dogmos-13': ['year'],
  'kyc-fpt-14': ['year'],
  subsidiaries: ['year'],
};

/** Person file slots [001:180] and the person fields that belong to a slot [001:181]. */
export const PERSON_DOCUMENTS = {
  passport_file: 'Passport',
  secondPassport_file: 'Second ID',
  address_file: 'Proof of Address',
  bank_reference_letter: 'Bank Reference Letter',
  source_of_wealth: 'Source of Wealth',
  source_of_funds: 'Source of Funds',
  google_search: 'Google Search',
  world_check: 'Sanction Screening',
} as const;
export type PersonDocument = keyof typeof PERSON_DOCUMENTS;
export const PERSON_SLOT_FIELDS: Partial<Record<PersonDocument, readonly string[]>> = {
  passport_file: ['passportNumber', 'passportCountry', 'dateIssued', 'dateExpiry'],
  secondPassport_file: [
    'secondPassportType',
    'secondPassportNumber',
    'secondPassportCountry',
    'secondDateIssued',
    'secondDateExpiry',
  ],
  address_file: ['address_line_1', 'city', 'address_country', 'zip', 'address_date_issues'],
};

/** Legal-entity slots [001:188]; `entity_rodo` is optional. */
export const ENTITY_DOCUMENTS = {
  entity_aoi: 'Articles of Incorporation',
  entity_coc: 'Chamber of Commerce / Certificate of Incorporation',
  entity_members: 'Share Register / Register of Members',
  entity_soi: 'Certificate of Incumbency',
  entity_rodo: 'Register of Directors',
  entity_license: 'License',
} as const;
export type EntityDocument = keyof typeof ENTITY_DOCUMENTS;

export interface DocumentStatus {
  documentType: string;
  label: string;
  /** The kyc_file object, when the slot exists. */
  fileId: string | null;
  /** The person or entity owning the slot; null for a company document. */
  ownerId: string | null;
  complete: boolean;
  /** What is missing: 'file' and/or field names. */
  missing: string[];
}

export const documentTypeOf = (tree: DossierTree, f: DossierObjectWire) => tree.text(f, 'documentType');

/** A kyc_file has its file when `file` holds a value (an id or a `{serverName, filename}` object). */
export const hasFile = (tree: DossierTree, f: DossierObjectWire | null | undefined) => !!f && tree.filled(f, 'file');

/**
 * Completeness of one document [001:334]: the file is present and its required extra fields are
 * filled; `ownFields` are fields read from the owner (passport fields of a person's passport slot).
 */
export function documentStatus(
  tree: DossierTree,
  documentType: string,
  label: string,
  file: DossierObjectWire | null,
  owner: DossierObjectWire | null,
  ownFields: readonly string[] = [],
): DocumentStatus {
  const missing: string[] = [];
  if (!hasFile(tree, file)) missing.push('file');
  for (const field of DOCUMENT_EXTRA_FIELDS[documentType] ?? [])
    if (!file || !tree.filled(file, field)) missing.push(field);
  for (const field of ownFields) if (!owner || !tree.filled(owner, field)) missing.push(field);
  return {
    documentType,
    label,
    fileId: file?._id ?? null,
    ownerId: owner?._id ?? null,
    complete: missing.length === 0,
    missing,
  };
}

/** The file slots of an owner (or of the company for null) keyed by document type (first one wins). */
export function slotsOf(tree: DossierTree, ownerId: string | null): Map<string, DossierObjectWire[]> {
  const map = new Map<string, DossierObjectWire[]>();
  for (const f of tree.children(ownerId, 'kyc_file')) {
    const type = documentTypeOf(tree, f);
    if (type) map.set(type, [...(map.get(type) ?? []), f]);
  }
  return map;
}
