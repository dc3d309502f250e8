import type { UserInfoResponse } from '../shared/user-info.ts';
import type { Transaction } from './row-validate.ts';
import type { SchemaProfile } from './schemas.ts';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const SPECIAL = /[&<>"']/;
/** XML text escaping; most values have nothing to escape, so test before replacing (hot path: every cell of every row). */
export const esc = (s: string) => (SPECIAL.test(s) ? s.replace(/[&<>"']/g, (c) => ESC[c]!) : s);
const el = (name: string, value: string | undefined | null) => (value ? `<${name}>${esc(value)}</${name}>` : '');

export interface ReportHeader {
  profile: SchemaProfile;
  user: UserInfoResponse;
  reportCode: string;
  /** Our reference of the report: file id plus part number. */
  entityReference: string;
  submissionDate: string;
  currencyLocal: string;
  indicators: readonly string[];
  reason: string;
  action?: string;
}

/** The report element up to the first transaction. */
export function reportHead(h: ReportHeader): string {
  const { userInformation: i, userAddress: a, userPhone: ph } = h.user;
  const p = h.profile;
  const gender = i.gender === 'Male' ? 'M' : i.gender === 'Female' ? 'F' : '';
  const addressType = p.contactType[a.address_type === 'Business' ? 'Business' : 'Private'];
  const phoneType = p.contactType[ph.phone_type === 'Business' ? 'Business' : 'Private'];
  const communication = p.communicationType[ph.communication_type as keyof SchemaProfile['communicationType']] ?? '';
  const birth = i.birth_date ? `${i.birth_date.slice(0, 10)}T00:00:00` : '';
  const address =
    `<address_type>${addressType}</address_type>${el('address', a.address)}${p.omitTown ? '' : el('town', a.town)}` +
    `${el('city', a.city)}${el('zip', a.zip)}${el('country_code', a.country)}${el('state', a.state)}`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<report>' +
    el('schema_version', p.schemaVersion) +
    el('rentity_id', i.rentity_id) +
    el('rentity_branch', i.rentity_branch) +
    '<submission_code>E</submission_code>' +
    el('report_code', h.reportCode) +
    el('entity_reference', h.entityReference) +
    el('submission_date', h.submissionDate) +
    el('currency_code_local', h.currencyLocal) +
    '<reporting_person>' +
    el('gender', gender) +
    el('title', i.title_name) +
    el('first_name', i.first_name) +
    el('last_name', i.last_name) +
    el('birthdate', birth) +
    (p.omitPassport
      ? ''
      : el('passport_number', i.passport_number) + el('passport_country', i.passport_number ? i.pasport_country : '')) +
    el('id_number', i.id_number) +
    el('nationality1', i.nationality) +
    `<phones><phone><tph_contact_type>${phoneType}</tph_contact_type><tph_communication_type>${communication}</tph_communication_type>` +
    `${el('tph_country_prefix', ph.phone_prefix)}${el('tph_number', ph.phone_number.replace(/[\s-]/g, ''))}</phone></phones>` +
    `<addresses><address>${address}</address></addresses>` +
    el('email', i.email) +
    el('occupation', i.occupation) +
    '</reporting_person>' +
    `<location>${address}</location>` +
    el('reason', h.reason) +
    el('action', h.action) +
    '\n'
  );
}

export function reportTail(h: Pick<ReportHeader, 'indicators'>): string {
  const indicators = h.indicators.map((x) => el('indicator', x)).join('');
  return indicators ? `<report_indicators>${indicators}</report_indicators></report>\n` : '</report>\n';
}

const ACCOUNT_KEYS = {
  from: {
    institution: 'from_institution_name',
    swift: 'from_swift',
    account: 'from_account',
    currency: 'from_currency_code',
    name: 'from_account_name',
  },
  to: {
    institution: 'to_institution_name',
    swift: 'to_swift',
    account: 'to_account',
    currency: 'to_currency_code',
    name: 'to_account_name',
  },
} as const;

/** The account block of one side (keys are constants: this runs twice for each of a million rows). */
function account(side: 'from' | 'to', t: Transaction): string {
  const k = ACCOUNT_KEYS[side];
  return (
    `<${side}_account>` +
    el('institution_name', t[k.institution]) +
    el('swift', t[k.swift]) +
    el('account', t[k.account]) +
    el('currency_code', t[k.currency]) +
    el('account_name', t[k.name]) +
    `</${side}_account>`
  );
}

/** One <transaction>: from one account (t_from) to another (t_to), with the optional foreign-currency block on the from side. */
export function transactionXml(t: Transaction): string {
  const fx = t.foreign_currency_code
    ? `<from_foreign_currency>${el('foreign_currency_code', t.foreign_currency_code)}${el('foreign_amount', t.foreign_amount)}${el('foreign_exchange_rate', t.foreign_exchange_rate)}</from_foreign_currency>`
    : '';
  return (
    '<transaction>' +
    el('transactionnumber', t.transactionnumber) +
    el('internal_ref_number', t.internal_ref_number) +
    el('transaction_location', t.transaction_location) +
    // required in all three schemas, and may be empty (comments_type minLength 0; FIU-SL: a plain string):
    // an empty narrative is written as an empty element, never left out and never filled in
    `<transaction_description>${esc(t.transaction_description ?? '')}</transaction_description>` +
    el('date_transaction', t.date_transaction) +
    el('value_date', t.value_date) +
    el('transmode_code', t.transmode_code) +
    el('transmode_comment', t.transmode_comment) +
    el('amount_local', t.amount_local) +
    `<t_from>${el('from_funds_code', t.funds_code)}${fx}${account('from', t)}${el('from_country', t.from_country)}</t_from>` +
    `<t_to>${el('to_funds_code', t.funds_code)}${account('to', t)}${el('to_country', t.to_country)}</t_to>` +
    '</transaction>\n'
  );
}
