import { DASHBOARD_FIELDS } from './dashboard-fields.ts';
import { COMPANY_DOCUMENT_TYPES, DOCUMENT_LABELS, LICENSE_TYPES, OWNER_DOCUMENT_TYPES } from './kyc-documents.ts';
import { answerLabel, QUESTIONS, TIERS } from './kyc-files.ts';
import type { DossierObjectType } from './objects.ts';
import { BAND_LABELS, CURRENCIES, PROFILE_FIELDS } from './ops/profile-fields.ts';
import {
  ACCOUNT_HOLDER_LABELS,
  ACCOUNT_HOLDER_TYPES,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  LOCATION_LABELS,
  LOCATION_TYPES,
  REVIEW_DATE_TYPE_LABELS,
  RISK_LEVEL_LABELS,
  YES_NO,
  YES_NO_LABELS,
} from './options.ts';
import {
  DIRECTOR_TYPE_LABELS,
  ENTITY_LABELS,
  ORIGIN_LABELS,
  PERSON_LABELS,
  SECOND_ID_LABELS,
  SECOND_ID_TYPES,
  SHAREHOLDER_TYPE_LABELS,
  SHAREHOLDER_TYPES,
} from './people-fields.ts';

/**
 * The reviewable fields of each dossier object type, named as the seed names them (001 §3, 002 §3).
 * A change may touch only these; the section that owns a type validates their values.
 */
const ROLE_COMMENTS = ['comment_data_handler', 'comment_supervisor', 'comment_compliance_officer'] as const;
const SCREENING_ANSWERS = [
  'sanctions_found',
  'pep_found',
  'relevant_adverse_information_found',
  'sanctions_comment',
  'pep_comment',
  'relevant_adverse_information_comment',
] as const;
const TIERED_ANSWERS = [
  ...SCREENING_ANSWERS,
  ...SCREENING_ANSWERS.map((f) => `${f}_supervisor`),
  ...SCREENING_ANSWERS.map((f) => `${f}_compliance`),
];

export const OBJECT_FIELDS: Record<DossierObjectType, readonly string[]> = {
  person: [
    'firstName',
    'lastName',
    'dateOfBirth',
    'placeofBirth',
    'passportNumber',
    'passportCountry',
    'dateIssued',
    'dateExpiry',
    'tinNumber',
    'address_line_1',
    'address_line_2',
    'address_date_issues',
    'city',
    'address_country',
    'zip',
    'location_type',
    'percentage_held',
    'title',
    'secondPassportType',
    'secondPassportNumber',
    'secondPassportCountry',
    'secondDateIssued',
    'secondDateExpiry',
    'role',
  ],
  legalEntity: [
    'name',
    'supervised',
    'location_type',
    'address_line_1',
    'address_line_2',
    'city',
    'address_country',
    'zip',
    'role',
  ],
  share_holder_related: ['shareholder_type', 'percentage_held', 'name'],
  ubo: ['location_type', 'person_id', 'share_holder_related'],
  mbd_related: ['location_type', 'entity_type', 'share_holder_related'],
  kyc_file: [
    'documentType',
    'title',
    'file',
    'year',
    'fiscal_year_ending_on',
    'fiscal_year_starts_on',
    'dateIssued',
    'expiration_date',
    'license_type',
    'bank_name',
    'subsidiary_id',
    ...TIERED_ANSWERS,
    ...ROLE_COMMENTS,
  ],
  subsidiary: ['name', 'last_annual_account_on_file', 'comment', 'comment_by'],
  account_number: ['account_number'],
  transaction_profile: [
    'account_number',
    'name_bank',
    'currency',
    'expected_transaction_incoming_info',
    'expected_transaction_outgoing_info',
    'transaction_value_incoming',
    'transaction_value_outgoing',
    'monthly_turnover_incoming',
    'monthly_turnover_outgoing',
    'monthly_frequency_of_transaction_incoming',
    'monthly_frequency_of_transaction_outgoing',
    'outgoing_counterparty',
    'outgoing_counterparty_2',
    'outgoing_counterparty_3',
    'incoming_counterparty',
    'incoming_counterparty_2',
    'incoming_counterparty_3',
    'comments',
  ],
  listing_services: ['value', ...ROLE_COMMENTS],
};

/** Review-action labels and audit groups (workflow registry). */
export const OBJECT_LABELS: Record<
  DossierObjectType,
  { label: string; auditGroup: 'corporate' | 'shareholder' | 'managing_director' }
> = {
  person: { label: 'Person', auditGroup: 'shareholder' },
  legalEntity: { label: 'Legal Entity', auditGroup: 'shareholder' },
  share_holder_related: { label: 'Shareholder', auditGroup: 'shareholder' },
  ubo: { label: 'UBO', auditGroup: 'shareholder' },
  mbd_related: { label: 'Managing Director', auditGroup: 'managing_director' },
  kyc_file: { label: 'KYC File', auditGroup: 'corporate' },
  subsidiary: { label: 'Subsidiary', auditGroup: 'corporate' },
  account_number: { label: 'Account Number', auditGroup: 'corporate' },
  transaction_profile: { label: 'Transaction Profile', auditGroup: 'corporate' },
  listing_services: { label: 'Listing of Services', auditGroup: 'corporate' },
};

// ---- Human labels of every reviewable dossier type (ADR 0067), from the forms' own label maps (seed 001)

type Texts = Readonly<Record<string, string>>;
/** What the workflow shows for a type: its label, a label per field, the text of each select option. */
export interface ReviewLabels {
  label: string;
  fields: Texts;
  options: Readonly<Record<string, Texts>>;
}

const labelsOf = <K extends string>(defs: Readonly<Record<K, { label: string }>>): Texts =>
  Object.fromEntries(Object.entries<{ label: string }>(defs).map(([k, d]) => [k, d.label]));
/** Texts of an enum's values from a label map (values without a label are left out: the class test names them). */
const choose = (values: readonly string[], labels: Texts): Texts =>
  Object.fromEntries(values.filter((v) => labels[v]).map((v) => [v, labels[v]!]));
const enumOptions = (defs: Readonly<Record<string, { kind: string; values?: readonly string[] }>>, labels: Texts) =>
  Object.fromEntries(
    Object.entries(defs)
      .filter(([, d]) => d.kind === 'enum')
      .map(([k, d]) => [k, choose(d.values ?? [], labels)]),
  );

/** A person's or entity's place in the dossier (`role`, set when it is created). */
export const PERSON_ROLE_LABELS: Texts = {
  shareholder: 'Shareholder',
  ubo: 'UBO',
  director: 'Managing Director',
  official: 'Official',
  account_holder: 'Account Holder',
};
const ROLE_COMMENT_LABELS: Texts = Object.fromEntries(TIERS.map((t) => [t.comment, `${t.label} comment`]));
const SUFFIXES = ['', '_supervisor', '_compliance'] as const;
const ANSWER_LABELS: Texts = Object.fromEntries(
  SUFFIXES.flatMap((s) =>
    QUESTIONS.flatMap((q) => [
      [`${q.answer}${s}`, answerLabel(q.answer, s)],
      [`${q.comment}${s}`, `Comment on ${answerLabel(q.answer, s)}`],
    ]),
  ),
);
const YES_NO_FIELDS = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, YES_NO_LABELS]));

/** The client's dashboard (`kyc_review`), creation fields included (what the Add New Client popup and the list call them). */
export const KYC_REVIEW_LABELS: ReviewLabels = {
  label: 'Dashboard',
  fields: {
    ...labelsOf(DASHBOARD_FIELDS),
    company_type: 'Client kind',
    location_type: 'Company Type',
    account_holder_type: 'Client Type',
  },
  options: {
    ...enumOptions(DASHBOARD_FIELDS, { ...RISK_LEVEL_LABELS, ...REVIEW_DATE_TYPE_LABELS, ...YES_NO_LABELS }),
    company_type: COMPANY_TYPE_LABELS,
    location_type: LOCATION_LABELS,
    account_holder_type: ACCOUNT_HOLDER_LABELS,
  },
};

export const REVIEW_LABELS: Record<DossierObjectType, ReviewLabels> = {
  person: {
    label: OBJECT_LABELS.person.label,
    fields: { ...PERSON_LABELS, role: 'Role' },
    options: { location_type: ORIGIN_LABELS, secondPassportType: SECOND_ID_LABELS, role: PERSON_ROLE_LABELS },
  },
  legalEntity: {
    label: OBJECT_LABELS.legalEntity.label,
    fields: { ...ENTITY_LABELS, role: 'Role' },
    options: { location_type: ORIGIN_LABELS, role: PERSON_ROLE_LABELS },
  },
  share_holder_related: {
    label: OBJECT_LABELS.share_holder_related.label,
    fields: { shareholder_type: 'Shareholder type', percentage_held: 'Percentage held', name: 'Name' },
    options: { shareholder_type: SHAREHOLDER_TYPE_LABELS },
  },
  ubo: {
    label: OBJECT_LABELS.ubo.label,
    fields: { location_type: 'Origin', person_id: 'Person', share_holder_related: 'Shareholder' },
    options: { location_type: ORIGIN_LABELS },
  },
  mbd_related: {
    label: OBJECT_LABELS.mbd_related.label,
    fields: { location_type: 'Location type', entity_type: 'Director type', share_holder_related: 'Shareholder' },
    options: { location_type: ORIGIN_LABELS, entity_type: DIRECTOR_TYPE_LABELS },
  },
  kyc_file: {
    label: OBJECT_LABELS.kyc_file.label,
    fields: {
      documentType: 'Document',
      title: 'Title',
      file: 'File',
      year: 'Year',
      fiscal_year_ending_on: 'Fiscal year ending on',
      fiscal_year_starts_on: 'Fiscal year starts on',
      dateIssued: 'Issue Date',
      expiration_date: 'Expiration Date',
      license_type: 'License Type',
      bank_name: 'Bank name',
      subsidiary_id: 'Subsidiary',
      ...ANSWER_LABELS,
      ...ROLE_COMMENT_LABELS,
    },
    options: {
      documentType: DOCUMENT_LABELS,
      license_type: Object.fromEntries(LICENSE_TYPES.map((v) => [v, v])),
      ...YES_NO_FIELDS(Object.keys(ANSWER_LABELS).filter((f) => f.includes('_found'))),
    },
  },
  subsidiary: {
    label: OBJECT_LABELS.subsidiary.label,
    fields: {
      name: 'Subsidiary Name',
      last_annual_account_on_file: 'Last Annual Account on File',
      comment: 'Comment',
      comment_by: 'Comment by',
    },
    options: {},
  },
  account_number: {
    label: OBJECT_LABELS.account_number.label,
    fields: { account_number: 'Account Number' },
    options: {},
  },
  transaction_profile: {
    label: OBJECT_LABELS.transaction_profile.label,
    fields: { account_number: 'Account Number', ...labelsOf(PROFILE_FIELDS) },
    options: enumOptions(PROFILE_FIELDS, { ...BAND_LABELS, ...Object.fromEntries(CURRENCIES.map((c) => [c, c])) }),
  },
  listing_services: {
    label: OBJECT_LABELS.listing_services.label,
    fields: { value: 'Listing of services', ...ROLE_COMMENT_LABELS },
    options: {},
  },
};

/**
 * The value lists of every select field, per type: what validation accepts, and what the class test
 * checks has a text in `REVIEW_LABELS` / `KYC_REVIEW_LABELS`.
 */
export const SELECT_VALUES: Record<DossierObjectType | 'kyc_review', Readonly<Record<string, readonly string[]>>> = {
  kyc_review: {
    ...Object.fromEntries(
      Object.entries(DASHBOARD_FIELDS).flatMap(([k, d]) => (d.kind === 'enum' ? [[k, d.values]] : [])),
    ),
    company_type: COMPANY_TYPES,
    location_type: LOCATION_TYPES,
    account_holder_type: ACCOUNT_HOLDER_TYPES,
  },
  person: { location_type: LOCATION_TYPES, secondPassportType: SECOND_ID_TYPES, role: Object.keys(PERSON_ROLE_LABELS) },
  legalEntity: { location_type: LOCATION_TYPES, role: Object.keys(PERSON_ROLE_LABELS) },
  share_holder_related: { shareholder_type: SHAREHOLDER_TYPES },
  ubo: { location_type: LOCATION_TYPES },
  mbd_related: { location_type: LOCATION_TYPES, entity_type: SHAREHOLDER_TYPES },
  kyc_file: {
    documentType: [...COMPANY_DOCUMENT_TYPES, ...OWNER_DOCUMENT_TYPES],
    license_type: LICENSE_TYPES,
    ...Object.fromEntries(
      Object.keys(ANSWER_LABELS)
        .filter((f) => f.includes('_found'))
        .map((f) => [f, YES_NO]),
    ),
  },
  subsidiary: {},
  account_number: {},
  transaction_profile: Object.fromEntries(
    Object.entries(PROFILE_FIELDS).flatMap(([k, d]) => (d.kind === 'enum' ? [[k, d.values]] : [])),
  ),
  listing_services: {},
};
