import type { DossierReportParty } from '@app/plugin-dossier/shared';
import type { StoredTransaction } from '@app/plugin-transactions/shared';
import type { MyClientAccount, PartyAddress, PartyEntity, PartyPerson, PartyPhone } from './party.ts';

/** Where a user fills what neither the transaction nor the dossier carries today. */
const NO_FIELD = 'the dossier, which has no field for it yet (ADR 0078)';
const mapping = (field: string) => `the import mapping (${field})`;
const unlinked = (account: string) =>
  `the dossier, after linking account ${account} to a client (Transactions, Unlinked accounts)`;
const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : undefined);
const country = (v: string | null | undefined) => (v && /^[A-Z]{2}$/.test(v.trim()) ? v.trim() : text(v));
/** A value the dossier has no field for, taken from the transaction's mapped column instead. */
const mappedForDossier = (field: string) => `${mapping(field)}, as the dossier has no field for it yet`;
const COMMUNICATION = { mobile: 'Mobile Phone', landline: 'Landline Phone', fax: 'Fax' } as const;
const PHONE_WHERE = 'customer_phone and customer_phone_type';

/** The mapped phone (`+<country code> <number>`, the model's pattern) with its mapped type; nothing when either is missing. */
function phoneOf(t: StoredTransaction, contact: PartyPhone['contact']): PartyPhone | undefined {
  const m = /^\+([0-9]{1,4}) ([0-9 ]+)$/.exec(t.customer_phone?.trim() ?? '');
  if (!m || !t.customer_phone_type) return undefined;
  return {
    contact,
    communication: COMMUNICATION[t.customer_phone_type],
    prefix: m[1]!,
    number: m[2]!.replace(/ /g, ''),
  };
}

/** The mapped address, city and country (all three or nothing; the state when mapped). */
function mappedAddress(t: StoredTransaction, contact: PartyAddress['contact']): PartyAddress | undefined {
  const address = text(t.customer_address);
  const city = text(t.customer_city);
  const c = country(t.customer_country);
  const state = text(t.customer_state);
  return address && city && c ? { contact, address, city, country: c, ...(state ? { state } : {}) } : undefined;
}

/** Our account's own values (type, status, opening date, branch, client number) as the mapping brought them. */
function accountValues(t: StoredTransaction) {
  return {
    branch: text(t.account_branch),
    client_number: text(t.client_number),
    account_type: text(t.account_type),
    status: text(t.account_status),
    opened: text(t.account_opened),
  };
}
const ACCOUNT_WHERE = {
  account_name: mapping('account_name'),
  branch: mapping('account_branch'),
  client_number: mapping('client_number'),
  account_type: mapping('account_type'),
  status: mapping('account_status'),
  opened: mapping('account_opened'),
};

/** The customer side from the transaction's own mapped customer columns (an account no client's dossier holds). */
export function customerFromTransaction(t: StoredTransaction): MyClientAccount {
  const elsewhere = unlinked(t.account);
  const named =
    t.customer_name ?? ([t.customer_first_name, t.customer_last_name].filter(Boolean).join(' ') || t.account);
  const label = `Customer ${named} (account ${t.account})`;
  const isPerson = t.customer_type
    ? t.customer_type === 'person'
    : Boolean(t.customer_first_name || t.customer_last_name);
  const person: PartyPerson = {
    label,
    role: 'holder',
    first_name: text(t.customer_first_name),
    last_name: text(t.customer_last_name),
    birth_date: text(t.customer_birth_date),
    id_number: text(t.customer_id_number),
    nationality: country(t.customer_nationality),
    residence: country(t.customer_country),
    gender: t.customer_gender,
    ssn: text(t.customer_ssn),
    occupation: text(t.customer_occupation),
    phone: phoneOf(t, 'Private'),
    address: mappedAddress(t, 'Private'),
    where: {
      gender: mapping('customer_gender'),
      ssn: mapping('customer_ssn'),
      occupation: mapping('customer_occupation'),
      phone: mapping(PHONE_WHERE),
      address: mapping('customer_address, customer_city, customer_country'),
      first_name: mapping('customer_first_name'),
      last_name: mapping('customer_last_name'),
      birth_date: mapping('customer_birth_date'),
      id_number: mapping('customer_id_number'),
      nationality: mapping('customer_nationality'),
      residence: mapping('customer_country'),
    },
    whereDefault: elsewhere,
  };
  const entity: PartyEntity = {
    label,
    name: text(t.customer_name),
    incorporation_number: text(t.customer_incorporation_number),
    incorporation_country: country(t.customer_country),
    legal_form: text(t.customer_legal_form),
    incorporation_date: text(t.customer_incorporation_date),
    business: text(t.customer_business),
    phone: phoneOf(t, 'Business'),
    address: mappedAddress(t, 'Business'),
    directors: [],
    where: {
      legal_form: mapping('customer_legal_form'),
      incorporation_date: mapping('customer_incorporation_date'),
      business: mapping('customer_business'),
      phone: mapping(PHONE_WHERE),
      address: mapping('customer_address, customer_city, customer_country'),
      name: mapping('customer_name'),
      incorporation_number: mapping('customer_incorporation_number'),
      incorporation_country: mapping('customer_country'),
    },
    whereDefault: elsewhere,
  };
  return {
    label,
    account: t.account,
    account_name: text(t.account_name),
    currency: t.currency,
    ...accountValues(t),
    holder: isPerson ? { kind: 'person', person } : { kind: 'entity', entity },
    signatories: isPerson ? [person] : [],
    where: ACCOUNT_WHERE,
    whereDefault: elsewhere,
  };
}

function addressOf(f: Record<string, string | null>, contact: PartyAddress['contact']): PartyAddress | undefined {
  const address = text([f.address_line_1, f.address_line_2].filter(Boolean).join(', '));
  const city = text(f.city);
  const c = country(f.address_country);
  return address && city && c ? { contact, address, city, country: c } : undefined;
}

/** A director, UBO or holder of the dossier as a goAML person (approved values only). */
function dossierPerson(client: string, p: DossierReportParty['people'][number]): PartyPerson {
  const f = p.fields;
  const name = [f.firstName, f.lastName].filter(Boolean).join(' ') || 'without a name';
  const role = p.role === 'account_holder' ? 'holder' : p.role;
  const tab =
    p.role === 'director' ? 'Managing directors tab' : p.role === 'ubo' ? 'Shareholders tab' : 'Account holder tab';
  const here = `the dossier, ${tab}`;
  return {
    label: `Client ${client}: ${role === 'holder' ? 'account holder' : role === 'ubo' ? 'UBO' : 'director'} ${name}`,
    role,
    first_name: text(f.firstName),
    last_name: text(f.lastName),
    birth_date: text(f.dateOfBirth),
    passport_number: text(f.passportNumber),
    passport_country: country(f.passportCountry),
    passport_issued: text(f.dateIssued),
    passport_expiry: text(f.dateExpiry),
    id_number: text(f.secondPassportNumber),
    residence: country(f.address_country),
    address: addressOf(f, 'Private'),
    where: {
      first_name: here,
      last_name: here,
      birth_date: here,
      passport_number: here,
      passport_country: here,
      passport_issued: here,
      passport_expiry: here,
      id_number: here,
      residence: here,
      address: here,
    },
    whereDefault: NO_FIELD,
  };
}

/** The customer side from the dossier of the client the account is linked to. */
export function customerFromDossier(t: StoredTransaction, party: DossierReportParty): MyClientAccount {
  const c = party.company;
  const f = c.fields;
  const client = c.name;
  const dashboard = 'the dossier, Dashboard';
  const holderPerson = party.people.find((p) => p.role === 'account_holder');
  const people = party.people.filter((p) => p.role !== 'account_holder').map((p) => dossierPerson(client, p));
  const label = `Client ${client} (account ${t.account})`;
  const entity: PartyEntity = {
    label: `Client ${client}`,
    name: text(f.name) ?? client,
    incorporation_number: text(f.chamber_of_commerce),
    business: text(f.activity),
    address: addressOf(f, 'Business'),
    incorporation_country: country(f.address_country),
    // The dossier has no field for these: the transaction's mapped columns, when the export carries them.
    legal_form: text(t.customer_legal_form),
    incorporation_date: text(t.customer_incorporation_date),
    phone: phoneOf(t, 'Business'),
    directors: people,
    where: {
      legal_form: mappedForDossier('customer_legal_form'),
      incorporation_date: mappedForDossier('customer_incorporation_date'),
      phone: mappedForDossier(PHONE_WHERE),
      name: dashboard,
      incorporation_number: `${dashboard} (Chamber of Commerce)`,
      business: `${dashboard} (Activity)`,
      address: dashboard,
      incorporation_country: `${dashboard} (Country)`,
    },
    whereDefault: NO_FIELD,
  };
  const holder =
    c.companyType === 'account_holder' && holderPerson ? withMappedKyc(t, dossierPerson(client, holderPerson)) : null;
  return {
    label,
    account: t.account,
    account_name: text(t.account_name) ?? client,
    currency: t.currency,
    ...accountValues(t),
    // Our client number as the export gives it, else the dossier's id of the client.
    client_number: text(t.client_number) ?? c.id,
    holder: holder ? { kind: 'person', person: holder } : { kind: 'entity', entity },
    signatories: holder ? [holder, ...people] : people,
    where: ACCOUNT_WHERE,
    whereDefault: NO_FIELD,
  };
}

/** The account holder of the dossier with what the dossier has no field for (gender, national number, occupation, phone) from the transaction. */
function withMappedKyc(t: StoredTransaction, p: PartyPerson): PartyPerson {
  return {
    ...p,
    gender: t.customer_gender,
    ssn: text(t.customer_ssn),
    occupation: text(t.customer_occupation),
    phone: phoneOf(t, 'Private'),
    where: {
      ...p.where,
      gender: mappedForDossier('customer_gender'),
      ssn: mappedForDossier('customer_ssn'),
      occupation: mappedForDossier('customer_occupation'),
      phone: mappedForDossier(PHONE_WHERE),
    },
  };
}
