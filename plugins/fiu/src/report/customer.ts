import type { DossierReportParty } from '@app/plugin-dossier/shared';
import type { StoredTransaction } from '@app/plugin-transactions/shared';
import type { MyClientAccount, PartyAddress, PartyEntity, PartyPerson } from './party.ts';

/** Where a user fills what neither the transaction nor the dossier carries today. */
const NO_FIELD = 'the dossier, which has no field for it yet (ADR 0078)';
const mapping = (field: string) => `the import mapping (${field})`;
const unlinked = (account: string) =>
  `the dossier, after linking account ${account} to a client (Transactions, Unlinked accounts)`;
const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : undefined);
const country = (v: string | null | undefined) => (v && /^[A-Z]{2}$/.test(v.trim()) ? v.trim() : text(v));

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
    where: {
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
    directors: [],
    where: {
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
    holder: isPerson ? { kind: 'person', person } : { kind: 'entity', entity },
    signatories: isPerson ? [person] : [],
    where: { account_name: mapping('account_name') },
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
    directors: people,
    where: {
      name: dashboard,
      incorporation_number: `${dashboard} (Chamber of Commerce)`,
      business: `${dashboard} (Activity)`,
      address: dashboard,
      incorporation_country: `${dashboard} (Country)`,
    },
    whereDefault: NO_FIELD,
  };
  const holder = c.companyType === 'account_holder' && holderPerson ? dossierPerson(client, holderPerson) : null;
  return {
    label,
    account: t.account,
    account_name: text(t.account_name) ?? client,
    currency: t.currency,
    // Our client number is the dossier's id of the client.
    client_number: c.id,
    holder: holder ? { kind: 'person', person: holder } : { kind: 'entity', entity },
    signatories: holder ? [holder, ...people] : people,
    where: { account_name: mapping('account_name') },
    whereDefault: NO_FIELD,
  };
}
