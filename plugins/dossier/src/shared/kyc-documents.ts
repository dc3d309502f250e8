import { sniffDocument, type DocumentMime } from '@app/core/shared';
import { YEAR_MIN, yearMax } from './options.ts';

/** Corporate document types with their labels, in the seed's order [001:213–235; 002:137]. */
export const CORPORATE_DOCUMENTS = [
  { documentType: 'kyc-ma-1', title: 'Management Agreement' },
  { documentType: 'kyc-ppa-2', title: 'Principal Party Agreement' },
  { documentType: 'kyc-gaming-license', title: 'Gaming License' },
  { documentType: 'kyc-feeibtbvdna-3', title: 'Foreign Exchange Exemption' },
  { documentType: 'kyc-lteabibtdoea-4', title: 'License to Establish a Business' },
  { documentType: 'kyc-mlibtdoea-4-1', title: 'Management License' },
  { documentType: 'kyc-aoi-5', title: 'Articles of Incorporation' },
  { documentType: 'kyc-attaoi-5-1', title: 'Amendments to the Articles of Incorporation' },
  { documentType: 'kyc-reftcoc-5-2', title: 'Chamber of Commerce extract' },
  { documentType: 'kyc-oc-6', title: 'Organizational Chart' },
  { documentType: 'kyc-sr-7', title: "Shareholders' register" },
  { documentType: 'kyc-reftcoc-7-1', title: 'Share transfer agreement' },
  { documentType: 'kyc-sof-8', title: 'Source of funds' },
  { documentType: 'kyc-ruling', title: 'Tax ruling' },
  { documentType: 'kyc-aa-y1-12', title: 'Annual Accounts of the last book year' },
  { documentType: 'kyc-aa-y2-12', title: 'Annual Accounts of the second-last book year' },
  { documentType: 'kyc-dogmos-13', title: 'Discharge of General Meeting of Shareholders' },
  { documentType: 'kyc-fpt-14', title: 'Filing Profit Tax' },
] as const;
export const BANK_FORMS = [
  { documentType: 'scfba', title: 'Signature card for bank account' },
  { documentType: 'cosbaof', title: 'Copy of signed bank account opening forms' },
] as const;
export const PERSON_DOCUMENTS = [
  { documentType: 'passport_file', title: 'Passport' },
  { documentType: 'secondPassport_file', title: 'Second ID' },
  { documentType: 'address_file', title: 'Proof of address' },
  { documentType: 'bank_reference_letter', title: 'Bank reference letter' },
  { documentType: 'source_of_wealth', title: 'Source of wealth' },
  { documentType: 'source_of_funds', title: 'Source of funds' },
  { documentType: 'google_search', title: 'Google Search' },
  { documentType: 'world_check', title: 'Sanction Screening' },
] as const;
export const ENTITY_DOCUMENTS = [
  { documentType: 'entity_aoi', title: 'Articles of Incorporation' },
  { documentType: 'entity_coc', title: 'Chamber of Commerce / Certificate of Incorporation' },
  { documentType: 'entity_members', title: 'Share Register / Register of Members' },
  { documentType: 'entity_soi', title: 'Certificate of Incumbency' },
  { documentType: 'entity_rodo', title: 'Register of Directors' },
  { documentType: 'entity_license', title: 'Entity License' },
] as const;

export const BANK_FORM_TYPES: readonly string[] = BANK_FORMS.map((d) => d.documentType);
export const COMPANY_DOCUMENT_TYPES: readonly string[] = [
  ...[...CORPORATE_DOCUMENTS, ...BANK_FORMS].map((d): string => d.documentType),
  'subsidiaries',
];
export const OWNER_DOCUMENT_TYPES: readonly string[] = [...PERSON_DOCUMENTS, ...ENTITY_DOCUMENTS].map(
  (d) => d.documentType,
);
/** Local companies skip these [001:338]. */
export const LOCAL_EXEMPT_DOCUMENTS: readonly string[] = [
  'kyc-ma-1',
  'kyc-ppa-2',
  'kyc-feeibtbvdna-3',
  'kyc-dogmos-13',
  'kyc-gaming-license',
];

/** Every document type's title: the one map slots, review actions and the PDF report read (ADR 0067). */
export const DOCUMENT_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [...CORPORATE_DOCUMENTS, ...BANK_FORMS, ...PERSON_DOCUMENTS, ...ENTITY_DOCUMENTS].map((d) => [
      d.documentType,
      d.title,
    ]),
  ),
  subsidiaries: 'Subsidiaries',
};
export const documentLabel = (documentType: string) => DOCUMENT_LABELS[documentType] ?? documentType;

/** The document's extra fields [001:316–319; 002:137]; `required` ones count for completeness. */
export type ExtraField =
  | 'year'
  | 'fiscal_year_ending_on'
  | 'fiscal_year_starts_on'
  | 'dateIssued'
  | 'expiration_date'
  | 'license_type'
  | 'bank_name';
const DATED = [
  'kyc-ma-1',
  'kyc-ppa-2',
  'kyc-feeibtbvdna-3',
  'kyc-lteabibtdoea-4',
  'kyc-mlibtdoea-4-1',
  'kyc-attaoi-5-1',
  'kyc-reftcoc-5-2',
];
export function extraFieldsOf(documentType: string): { field: ExtraField; label: string; required: boolean }[] {
  if (BANK_FORM_TYPES.includes(documentType)) return [{ field: 'bank_name', label: 'Bank name', required: true }];
  if (documentType === 'kyc-aa-y1-12' || documentType === 'kyc-aa-y2-12') {
    return [
      { field: 'year', label: 'Year', required: true },
      { field: 'fiscal_year_ending_on', label: 'Fiscal year ending on', required: true },
    ];
  }
  if (['kyc-dogmos-13', 'kyc-fpt-14', 'subsidiaries'].includes(documentType))
    return [{ field: 'year', label: 'Year', required: true }];
  if (documentType === 'kyc-gaming-license') {
    return [
      { field: 'dateIssued', label: 'Issue Date', required: false },
      { field: 'license_type', label: 'License Type', required: false },
      { field: 'expiration_date', label: 'Expiration Date', required: false },
    ];
  }
  if (DATED.includes(documentType))
    return [
      {
        field: 'dateIssued',
        label: documentType === 'kyc-reftcoc-5-2' ? 'Incorporation Date' : 'Issue Date',
        required: false,
      },
    ];
  return [];
}
export const EXTRA_FIELDS: readonly ExtraField[] = [
  'year',
  'fiscal_year_ending_on',
  'fiscal_year_starts_on',
  'dateIssued',
  'expiration_date',
  'license_type',
  'bank_name',
];
export const LICENSE_TYPES = ['B2B', 'B2C'] as const;

export const FILE_MESSAGES = {
  tooBig: (name: string) => `${name} is to big, max file size is 10MB`,
  notPdf: (name: string) => `${name} is not a PDF file; only .pdf documents are accepted`,
  notPdfOrImage: (name: string) =>
    `${name} is not a PDF, PNG or JPG file; the organizational chart accepts .pdf, .png, .jpg and .jpeg`,
  noFile: 'Choose a file to upload (form field "file")',
  notMultipart: 'Send the file as multipart/form-data with the field "file"',
  oneFile: 'One file per document upload',
  bankNameRequired: 'Bank name is required',
  bankNameShort: 'Bank name must be at least 5 characters',
  unknownDocumentType: (t: string) => `Unknown document type: ${t}`,
  notBankForm: 'Only bank forms (scfba, cosbaof) are created as sections',
  documentNotFound: 'Document not found',
  ownerNotFound: 'Person or legal entity not found',
  slotNotForOwner: (t: string) => `${t} is not a document of this person or legal entity`,
  companyDocumentOnly: (t: string) => `${t} is not a company document`,
  viewTokenInvalid: 'The viewing link has expired or is not valid; open the file again from the dossier',
  uploaded: 'File uploaded; it takes effect once a colleague approves it',
  updated: 'Document saved; the change takes effect once a colleague approves it',
  nothingChanged: 'Nothing to save',
  sectionCreated: 'Bank document added successfully',
  dateFormat: 'Enter a date as YYYY-MM-DD',
  yearRange: (min: number, max: number) => `Choose a year from ${min} to ${max}`,
  yearsDoNotMatch: 'Years do not match',
  licenseType: 'License Type is B2B or B2C',
  notAnExtraField: (field: string, t: string) => `${field} does not apply to ${t}`,
  listingSaved: 'Listing of services saved; it takes effect once a colleague approves it',
  listingTooLong: 'The listing of services is at most 10000 characters',
} as const;

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type DetectedType = DocumentMime;
/** The file's type from its first bytes, never from its name [issue 9 §2]: core's one rule (`%PDF-` at byte 0, ADR 0064). */
export const detectFileType = (bytes: Uint8Array): DetectedType | null => sniffDocument(bytes)?.mime ?? null;
/** Types a document accepts: .pdf; the organizational chart also .png/.jpg/.jpeg [001:305]. */
export const acceptedTypes = (documentType: string): DetectedType[] =>
  documentType === 'kyc-oc-6' ? ['application/pdf', 'image/png', 'image/jpeg'] : ['application/pdf'];
export const acceptAttribute = (documentType: string) =>
  documentType === 'kyc-oc-6' ? '.pdf,.png,.jpg,.jpeg' : '.pdf';

/** Content check of an upload: null when accepted, else the message. */
export function checkUpload(
  documentType: string,
  filename: string,
  bytes: Uint8Array,
): { error: string | null; type: DetectedType | null } {
  if (bytes.byteLength > MAX_FILE_BYTES) return { error: FILE_MESSAGES.tooBig(filename), type: null };
  const type = detectFileType(bytes);
  if (!type || !acceptedTypes(documentType).includes(type)) {
    return {
      error: documentType === 'kyc-oc-6' ? FILE_MESSAGES.notPdfOrImage(filename) : FILE_MESSAGES.notPdf(filename),
      type: null,
    };
  }
  return { error: null, type };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Validates the extra fields a document carries; field errors in the seed's texts where it has them. */
export function validateExtraFields(
  documentType: string,
  values: Partial<Record<ExtraField, unknown>>,
  current: Partial<Record<ExtraField, unknown>> = {},
  now = new Date(),
) {
  const errors: { field: string; message: string }[] = [];
  const allowed = new Set(extraFieldsOf(documentType).map((f) => f.field));
  const out: Partial<Record<ExtraField, unknown>> = {};
  for (const [k, raw] of Object.entries(values) as [ExtraField, unknown][]) {
    if (raw === undefined) continue;
    if (!allowed.has(k) && !(k === 'fiscal_year_starts_on' && allowed.has('fiscal_year_ending_on'))) {
      errors.push({ field: k, message: FILE_MESSAGES.notAnExtraField(k, documentType) });
      continue;
    }
    const v = typeof raw === 'string' ? raw.trim() : raw;
    if (v === '' || v === null) {
      if (k === 'bank_name') errors.push({ field: k, message: FILE_MESSAGES.bankNameRequired });
      else out[k] = null;
      continue;
    }
    if (k === 'bank_name') {
      if (typeof v !== 'string' || v.length < 5) errors.push({ field: k, message: FILE_MESSAGES.bankNameShort });
      else if (v.length > 200) errors.push({ field: k, message: 'Bank name is at most 200 characters' });
      else out[k] = v;
    } else if (k === 'year') {
      const n = Number(v);
      if (!Number.isInteger(n) || n < YEAR_MIN || n > yearMax(now))
        errors.push({ field: k, message: FILE_MESSAGES.yearRange(YEAR_MIN, yearMax(now)) });
      else out[k] = n;
    } else if (k === 'license_type') {
      if (v !== 'B2B' && v !== 'B2C') errors.push({ field: k, message: FILE_MESSAGES.licenseType });
      else out[k] = v;
    } else {
      if (typeof v !== 'string' || !ISO_DATE.test(v) || Number.isNaN(Date.parse(v)))
        errors.push({ field: k, message: FILE_MESSAGES.dateFormat });
      else out[k] = v;
    }
  }
  // 'Years do not match' on both when the year is later than the fiscal year end's year [001:317].
  const year = (out.year ?? current.year) as number | null | undefined;
  const fye = (out.fiscal_year_ending_on ?? current.fiscal_year_ending_on) as string | null | undefined;
  if (!errors.length && year && fye && year > Number(fye.slice(0, 4))) {
    errors.push(
      { field: 'year', message: FILE_MESSAGES.yearsDoNotMatch },
      { field: 'fiscal_year_ending_on', message: FILE_MESSAGES.yearsDoNotMatch },
    );
  }
  return { errors, values: out };
}

/** Bank name of a new bank form section [001:330]. */
export function validateBankName(raw: unknown): string | null {
  const v = typeof raw === 'string' ? raw.trim() : '';
  if (!v) return FILE_MESSAGES.bankNameRequired;
  if (v.length < 5) return FILE_MESSAGES.bankNameShort;
  return null;
}
