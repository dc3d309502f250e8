import type { DossierObjectType } from './objects.ts';

/**
 * The reviewable fields of each dossier object type, named as the seed names them (001 §3, 002 §3).
 * A change may touch only these; the section that owns a type validates their values.
 */
const ROLE_COMMENTS = ['comment_data_handler', 'comment_supervisor', 'comment_compliance_officer'] as const;
const SCREENING_ANSWERS = ['sanctions_found', 'pep_found', 'relevant_adverse_information_found', 'sanctions_comment', 'pep_comment', 'relevant_adverse_information_comment'] as const;
const TIERED_ANSWERS = [...SCREENING_ANSWERS, ...SCREENING_ANSWERS.map((f) => `${f}_supervisor`), ...SCREENING_ANSWERS.map((f) => `${f}_compliance`)];

export const OBJECT_FIELDS: Record<DossierObjectType, readonly string[]> = {
  person: [
    'firstName', 'lastName', 'dateOfBirth', 'placeofBirth', 'passportNumber', 'passportCountry', 'dateIssued', 'dateExpiry', 'tinNumber',
    'address_line_1', 'address_line_2', 'address_date_issues', 'city', 'address_country', 'zip', 'location_type', 'percentage_held', 'title',
    'secondPassportType', 'secondPassportNumber', 'secondPassportCountry', 'secondDateIssued', 'secondDateExpiry', 'role',
  ],
  legalEntity: ['name', 'supervised', 'location_type', 'address_line_1', 'address_line_2', 'city', 'address_country', 'zip', 'role'],
  share_holder_related: ['shareholder_type', 'percentage_held', 'name'],
  ubo: ['location_type', 'person_id', 'share_holder_related'],
  mbd_related: ['location_type', 'entity_type', 'share_holder_related'],
  kyc_file: [
    'documentType', 'title', 'file', 'year', 'fiscal_year_ending_on', 'fiscal_year_starts_on', 'dateIssued', 'expiration_date', 'license_type',
    'bank_name', 'subsidiary_id', ...TIERED_ANSWERS, ...ROLE_COMMENTS,
  ],
  subsidiary: ['name', 'last_annual_account_on_file', 'comment', 'comment_by'],
  account_number: ['account_number'],
  transaction_profile: [
    'account_number', 'name_bank', 'currency', 'expected_transaction_incoming_info', 'expected_transaction_outgoing_info',
    'transaction_value_incoming', 'transaction_value_outgoing', 'monthly_turnover_incoming', 'monthly_turnover_outgoing',
    'monthly_frequency_of_transaction_incoming', 'monthly_frequency_of_transaction_outgoing',
    'outgoing_counterparty', 'outgoing_counterparty_2', 'outgoing_counterparty_3', 'incoming_counterparty', 'incoming_counterparty_2', 'incoming_counterparty_3',
    'comments',
  ],
  listing_services: ['value', ...ROLE_COMMENTS],
};

/** Review-action labels and audit groups (workflow registry). */
export const OBJECT_LABELS: Record<DossierObjectType, { label: string; auditGroup: 'corporate' | 'shareholder' | 'managing_director' }> = {
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
