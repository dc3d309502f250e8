/** Business constants of the due diligence (002 §3, §9). */
export const DD_STATUSES = ['created', 'draft', 'submitted', 'approved', 'rejected'] as const;
export type DdStatus = (typeof DD_STATUSES)[number];

/** List labels: anything else = 'Created' [002:39]. */
export const STATUS_LABELS: Record<string, string> = {
  submitted: 'Submitted by Client',
  draft: 'Draft',
  rejected: 'Rejected',
  approved: 'Approved',
};
export const statusLabel = (s: string) => STATUS_LABELS[s] ?? 'Created';

/** A client edits while created, draft or rejected (issue 10 decision); read-only once submitted or approved. */
export const CLIENT_EDITABLE: readonly string[] = ['created', 'draft', 'rejected'];

export const ELEMENT_TYPES = [
  'company',
  'corporate_person',
  'director',
  'corporate_shareholder',
  'shareholder',
  'beneficiary',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
export const PERSON_TYPES: readonly ElementType[] = ['director', 'shareholder', 'beneficiary'];
export const isCorporateType = (t: string) =>
  t === 'company' || t === 'corporate_person' || t === 'corporate_shareholder';

/** The nine sections: 1–6 are element types, 7–9 record questions [002:41–51]. */
export const SECTIONS: { n: number; title: string; type?: ElementType }[] = [
  { n: 1, title: 'Company Information', type: 'company' },
  { n: 2, title: 'Company directors, corporate persons', type: 'corporate_person' },
  { n: 3, title: 'Company directors, private persons', type: 'director' },
  { n: 4, title: 'Shareholders, corporate', type: 'corporate_shareholder' },
  { n: 5, title: 'Shareholders, private', type: 'shareholder' },
  { n: 6, title: 'Beneficiary owners, private persons', type: 'beneficiary' },
  { n: 7, title: 'Additional Information (PEP, concerning past)' },
  { n: 8, title: 'AML and Compliance Statement' },
  { n: 9, title: 'FATCA' },
];
export const TYPE_LABELS: Record<ElementType, string> = {
  company: 'Company',
  corporate_person: 'Corporate Director',
  director: 'Director',
  corporate_shareholder: 'Corporate Shareholder',
  shareholder: 'Shareholder',
  beneficiary: 'Beneficiary Owner',
};

const CORP = ['corporate_person', 'corporate_shareholder', 'company'] as const;
const PERSON = ['shareholder', 'director', 'beneficiary'] as const;
/** Type-dependent element fields [002:105–112]. */
const FIELD_TYPES: [string, readonly ElementType[]][] = [
  ['company_name', CORP],
  ['trading_name', ['company']],
  ...['registration_number', 'registration_date', 'registration_country', 'registered_address', 'business_address'].map(
    (f) => [f, CORP] as [string, readonly ElementType[]],
  ),
  ...[
    'tax_id',
    'contact_person_name',
    'website_urls',
    'license_issuing_authority',
    'license_type',
    'license_number',
    'license_date_of_issue',
    'license_expiry_date',
    'targeted_countries',
  ].map((f) => [f, ['company']] as [string, readonly ElementType[]]),
  ...[
    'full_name',
    'date_of_birth',
    'place_of_birth',
    'residential_address',
    'identity_document',
    'identity_document_number',
    'date_of_issue',
    'date_of_expiry',
    'issuing_authority',
    'issuing_state',
    'politically_exposed_person',
  ].map((f) => [f, PERSON] as [string, readonly ElementType[]]),
  ['amount_of_shares_holding', ['shareholder', 'corporate_shareholder', 'beneficiary']],
  ['contact_email_address', [...PERSON, ...CORP]],
  ['contact_phone_number', [...PERSON, ...CORP]],
];
export const ELEMENT_FIELDS = [
  'is_relevant',
  'company_name',
  'trading_name',
  'registration_number',
  'registration_date',
  'registration_country',
  'registered_address',
  'business_address',
  'tax_id',
  'contact_person_name',
  'website_urls',
  'license_issuing_authority',
  'license_type',
  'license_number',
  'license_date_of_issue',
  'license_expiry_date',
  'targeted_countries',
  'full_name',
  'date_of_birth',
  'place_of_birth',
  'residential_address',
  'identity_document',
  'identity_document_number',
  'date_of_issue',
  'date_of_expiry',
  'issuing_authority',
  'issuing_state',
  'politically_exposed_person',
  'amount_of_shares_holding',
  'contact_email_address',
  'contact_phone_number',
] as const;
export const fieldsOf = (type: string): string[] =>
  FIELD_TYPES.filter(([, types]) => types.includes(type as ElementType)).map(([f]) => f);

export type FieldKind = 'text' | 'date' | 'country' | 'yesno' | 'number' | 'email' | 'tel' | 'identity';
export const ELEMENT_FIELD_KIND: Record<string, FieldKind> = {
  registration_date: 'date',
  license_date_of_issue: 'date',
  license_expiry_date: 'date',
  date_of_birth: 'date',
  date_of_issue: 'date',
  date_of_expiry: 'date',
  registration_country: 'country',
  issuing_state: 'country',
  is_relevant: 'yesno',
  politically_exposed_person: 'yesno',
  amount_of_shares_holding: 'number',
  contact_email_address: 'email',
  contact_phone_number: 'tel',
  identity_document: 'identity',
  // 'full name typed as email' [002:178] is a seed quirk; we type it as text (ADR 0042).
};
export const FIELD_LABELS: Record<string, string> = {
  is_relevant: 'Relevant',
  company_name: 'Company Name',
  trading_name: 'Trading Name',
  registration_number: 'Registration Number',
  registration_date: 'Registration Date',
  registration_country: 'Registration Country',
  registered_address: 'Registered Address',
  business_address: 'Business Address',
  tax_id: 'Tax ID',
  contact_person_name: 'Contact Person Name',
  website_urls: 'Website URLs',
  license_issuing_authority: 'License Issuing Authority',
  license_type: 'License Type',
  license_number: 'License Number',
  license_date_of_issue: 'License Date of Issue',
  license_expiry_date: 'License Expiry Date',
  targeted_countries: 'Targeted Countries',
  full_name: 'Full Name',
  date_of_birth: 'Date of Birth',
  place_of_birth: 'Place of Birth',
  residential_address: 'Residential Address',
  identity_document: 'Identity Document',
  identity_document_number: 'Identity Document Number',
  date_of_issue: 'Date of Issue',
  date_of_expiry: 'Date of Expiry',
  issuing_authority: 'Issuing Authority',
  issuing_state: 'Issuing State',
  politically_exposed_person: 'Politically Exposed Person',
  amount_of_shares_holding: 'Amount of Shares Holding (%)',
  contact_email_address: 'Contact Email Address',
  contact_phone_number: 'Contact Phone Number',
};
export const IDENTITY_DOCUMENTS = [
  { value: 'id_card', label: 'ID Card' },
  { value: 'driver_license', label: 'Driver License' },
] as const;

/** Record questions (sections 7–9) and signature block [002:103]. */
export const YES_NO_FIELDS = [
  'peps_present',
  'interesting_past',
  'internal_aml_policy',
  'compliance_officer_present',
  'has_customer_kyc',
  'customer_pep_conducted',
  'customer_transaction_monitoring',
  'suspicious_activity_reported',
  'us_applicant',
  'us_applicant_connect',
  'us_applicant_tag_related',
] as const;
export const RECORD_FIELDS = [
  ...YES_NO_FIELDS,
  'peps_present_details',
  'interesting_past_details',
  'compliance_officer_name',
  'compliance_officer_email',
  'compliance_officer_phone',
  'filler_full_name',
  'position',
  'date_when_signed',
] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];
export const RICH_TEXT_FIELDS: readonly string[] = ['peps_present_details', 'interesting_past_details'];

export const QUESTIONS: { section: 7 | 8 | 9; field: string; text: string; details?: string[] }[] = [
  {
    section: 7,
    field: 'peps_present',
    text: 'Are any of the directors, shareholders or beneficial owners politically exposed persons (PEP), or related to or closely associated with a PEP?',
    details: ['peps_present_details'],
  },
  {
    section: 7,
    field: 'interesting_past',
    text: 'Has the company, or any of its directors, shareholders or beneficial owners, been the subject of an investigation, prosecution or regulatory sanction in the past?',
    details: ['interesting_past_details'],
  },
  {
    section: 8,
    field: 'internal_aml_policy',
    text: 'Does the company have an internal AML/CFT policy approved by its management?',
  },
  {
    section: 8,
    field: 'compliance_officer_present',
    text: 'Has the company appointed an MLRO / Compliance Officer?',
    details: ['compliance_officer_name', 'compliance_officer_email', 'compliance_officer_phone'],
  },
  { section: 8, field: 'has_customer_kyc', text: 'Does the company perform KYC on its customers?' },
  { section: 8, field: 'customer_pep_conducted', text: 'Does the company screen its customers for PEP status?' },
  {
    section: 8,
    field: 'customer_transaction_monitoring',
    text: 'Does the company monitor the transactions of its customers?',
  },
  {
    section: 8,
    field: 'suspicious_activity_reported',
    text: 'Does the company report suspicious transactions to the competent authority?',
  },
  { section: 9, field: 'us_applicant', text: 'Is the company a US entity?' },
  {
    section: 9,
    field: 'us_applicant_connect',
    text: 'Does the company receive income effectively connected with the conduct of a trade or business in the United States?',
  },
  {
    section: 9,
    field: 'us_applicant_tag_related',
    text: 'Is that income effectively connected but not taxed under an income tax treaty?',
  },
];
export const RECORD_LABELS: Record<string, string> = {
  ...Object.fromEntries(QUESTIONS.map((q) => [q.field, q.text])),
  peps_present_details: 'PEP details',
  interesting_past_details: 'Details of the past',
  compliance_officer_name: 'Compliance Officer Name',
  compliance_officer_email: 'Compliance Officer Email',
  compliance_officer_phone: 'Compliance Officer Phone',
  filler_full_name: 'Full Name',
  position: 'Position',
  date_when_signed: 'Date When Signed',
};
export const SIGNATURE_STATEMENT =
  'I, the undersigned, confirm that I am authorised to sign this form on behalf of the company, that I supplied the information in it personally and that it is correct, current and complete.';
export const SUBMIT_CONFIRMATIONS = [
  'I confirm that the information provided is correct, current and complete.',
  'I accept the terms and conditions and the privacy policy.',
] as const;
export const PRINTED_NOTES = [
  'All documents must be in English or accompanied by a certified translation.',
  'The passport copy must not be older than 6 months.',
  'Register extracts, the shareholders register and the directors register must not be older than 6 months.',
  'Policies must not be older than 12 months.',
  'All ultimate beneficial owners holding 25 percent or more are to be listed.',
  'Proof of address must not be older than 3 months.',
] as const;

/** Documents: 11 company documents plus 2 per person [002:59, 114, 173]. */
export const COMPANY_DOCUMENTS = [
  { type: 'due_dil_form', label: 'Signed Due Diligence Form' },
  { type: 'certofinc', label: 'Certificate of Incorporation' },
  { type: 'article_if_incorp', label: 'Articles of Incorporation' },
  { type: 'cert_excerpt_from_register', label: 'Certified Excerpt from the Register' },
  { type: 'register_of_shareholders', label: 'Register of Shareholders' },
  { type: 'director_register', label: 'Register of Directors' },
  { type: 'cert_copy_of_representative', label: 'Certified Copy of the Representative' },
  { type: 'structure_chart', label: 'Structure Chart (UBOs holding 25% or more)' },
  { type: 'proof_of_domain_ownership', label: 'Proof of Domain Ownership' },
  { type: 'copy_of_license', label: 'Copy of License' },
  { type: 'privacy_policy', label: 'AML/CFT, Responsible Gaming, KYC and Privacy Policies' },
] as const;
export const PERSON_DOCUMENTS = [
  { type: 'certified_true_copy_of_passport', label: 'Certified True Copy of Passport' },
  { type: 'proof_of_address', label: 'Proof of Address' },
] as const;
export const DOCUMENT_TYPES: readonly string[] = [...COMPANY_DOCUMENTS, ...PERSON_DOCUMENTS].map((d) => d.type);
export const isPersonDocument = (t: string) => PERSON_DOCUMENTS.some((d) => d.type === t);
export const documentLabel = (t: string) =>
  [...COMPANY_DOCUMENTS, ...PERSON_DOCUMENTS].find((d) => d.type === t)?.label ?? t;
export const DOC_STATUS_LABELS: Record<string, string> = {
  none: 'Not uploaded',
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const PAGE_SIZE = 30;
export const LABEL_MIN = 3;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DEFAULT_LINK_DAYS = 30;
export const PDF_FILE_NAME = 'Due Dilligence Form';

// ---- Human labels of the due-diligence review actions (ADR 0067), from the form's own labels (seed 002)

const YES_NO_TEXT = { YES: 'Yes', NO: 'No' } as const;
const DOCUMENT_TITLES: Record<string, string> = Object.fromEntries(
  [...COMPANY_DOCUMENTS, ...PERSON_DOCUMENTS].map((d) => [d.type, d.label]),
);
/** The value lists of select fields per review type (what `normaliseValue` accepts); each has a text below. */
export const DD_SELECT_VALUES: Record<
  'due_diligence_record' | 'due_diligence_element' | 'due_diligence_file',
  Record<string, readonly string[]>
> = {
  due_diligence_record: Object.fromEntries(YES_NO_FIELDS.map((f) => [f, ['YES', 'NO']])),
  due_diligence_element: {
    type: ELEMENT_TYPES,
    is_relevant: ['YES', 'NO'],
    politically_exposed_person: ['YES', 'NO'],
    identity_document: IDENTITY_DOCUMENTS.map((d) => d.value),
  },
  due_diligence_file: { documentType: DOCUMENT_TYPES, status: Object.keys(DOC_STATUS_LABELS) },
};
export const DD_REVIEW_LABELS = {
  due_diligence_record: {
    label: 'Due Diligence',
    fields: RECORD_LABELS,
    options: Object.fromEntries(YES_NO_FIELDS.map((f) => [f, YES_NO_TEXT])),
  },
  due_diligence_element: {
    label: 'Due Diligence Element',
    fields: { type: 'Section', ...FIELD_LABELS },
    options: {
      type: TYPE_LABELS,
      is_relevant: YES_NO_TEXT,
      politically_exposed_person: YES_NO_TEXT,
      identity_document: Object.fromEntries(IDENTITY_DOCUMENTS.map((d) => [d.value, d.label])),
    },
  },
  // A document has no reviewed fields; its removal shows these values.
  due_diligence_file: {
    label: 'Due Diligence Document',
    fields: { documentType: 'Document', filename: 'File name', status: 'Status' },
    options: { documentType: DOCUMENT_TITLES, status: DOC_STATUS_LABELS },
  },
} as const satisfies Record<
  string,
  { label: string; fields: Record<string, string>; options: Record<string, Record<string, string>> }
>;
