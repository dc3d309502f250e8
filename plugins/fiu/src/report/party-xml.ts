import { esc } from '../convert/xml.ts';
import type { Lookups, SchemaProfile } from '../convert/schemas.ts';
import type { SchemaId } from '../shared/fiu.schema.ts';
import {
  PARTY_CODES,
  type Institution,
  type MyClientAccount,
  type PartyAddress,
  type PartyEntity,
  type PartyGap,
  type PartyPerson,
  type PartyPhone,
} from './party.ts';

/**
 * goAML XML of the my-client types (t_account_my_client, t_person_my_client, t_entity_my_client) for
 * the three schemas. Which elements each schema requires was read from its XSD; a required value the
 * client's data lacks (or a value the schema's pattern refuses) is a gap with what and where, and
 * nothing is written in its place (ADR 0023, 0078). Element order follows each XSD's sequence.
 */
type Need = Record<SchemaId, boolean>;
const need = (unodc: boolean, ae: boolean, lk: boolean): Need => ({
  'unodc-5.0.1': unodc,
  'ae-5.0.2': ae,
  'lk-2.0': lk,
});
const ALL = need(true, true, true);

/** Patterns strict validators apply (lk: FIU-SL's own; ae: the patched name pattern). */
const PATTERNS: Partial<Record<SchemaId, Record<string, [RegExp, string]>>> = {
  'lk-2.0': {
    first_name: [/^(?:[A-Za-z]+(?: [A-Za-z]+)+|[A-Za-z]{2,})$/, 'letters (and single spaces) only, at least 2'],
    last_name: [/^[A-Za-z]{2,}$/, 'letters only, at least 2, no spaces'],
    occupation: [/^[-A-Za-z /,]{3,}$/, 'letters, spaces, "-", "/" or ",", at least 3'],
    ssn: [/^(?:[0-9]{9}[VX]|[0-9]{12})$/, 'a Sri Lankan NIC (9 digits and V or X, or 12 digits)'],
    passport_number: [/^[A-Za-z0-9]{4,}$/, 'letters and digits, at least 4'],
    entity_name: [
      /^(?=.*[A-Za-z])[\sA-Za-z0-9&'.\-()`\\/:;,_~@]{2,}$/,
      "letters, digits and & ' . - ( ) / : ; , _ ~ @",
    ],
    incorporation_number: [/^[ '\\\-`,/:;A-Z0-9().]{3,}$/, 'capital letters, digits and punctuation, at least 3'],
    business: [/^[A-Za-z0-9 ,-]{3,}$/, 'letters, digits, spaces, "," or "-", at least 3'],
    branch: [/^.{3,}$/, 'at least 3 characters'],
    account: [/^[A-Za-z0-9|_/-]{3,50}$/, 'letters, digits, "|", "_", "/" or "-", 3 to 50'],
  },
  'ae-5.0.2': {
    first_name: [/^[a-zA-Z0-9 .'-]*$/, "Latin letters, digits, spaces and . ' - only"],
    last_name: [/^[a-zA-Z0-9 .'-]*$/, "Latin letters, digits, spaces and . ' - only"],
    entity_name: [/^[a-zA-Z0-9 .'-]*$/, "Latin letters, digits, spaces and . ' - only"],
    account_name: [/^[a-zA-Z0-9 .'-]*$/, "Latin letters, digits, spaces and . ' - only"],
    beneficiary: [/^.{1,50}$/, 'at most 50 characters'],
  },
};

const LK_ADDRESS = /^[\sA-Za-z0-9"#&'(),\-.\\/:;@_`]{8,100}$/;
const LK_CITY = /^(?=.*[A-Za-z])[\sA-Za-z-]{2,255}$/;

export interface PartyWriter {
  schema: SchemaId;
  profile: SchemaProfile;
  lookups: Lookups;
  gaps: PartyGap[];
}

interface ValueOpts {
  pattern?: string;
  lookup?: string;
  format?: (v: string) => string;
  /** The schema's maxLength (the same in the three schemas for these elements). */
  max?: number;
}

const el = (name: string, v: string) => `<${name}>${esc(v)}</${name}>`;
const day = (d: string) => `${d.slice(0, 10)}T00:00:00`;

/** A value the schema needs (or may take): written when present and accepted, a gap when required and absent or refused. */
function value(
  w: PartyWriter,
  path: string,
  name: string,
  v: string | undefined,
  required: boolean,
  who: string,
  label: string,
  where: string,
  opts: ValueOpts = {},
): string {
  const raw = v?.trim();
  if (!raw) {
    if (required) w.gaps.push({ field: `${path}/${name}`, where, reason: `${who} has no ${label}` });
    return '';
  }
  if (opts.max && raw.length > opts.max) {
    w.gaps.push({ field: `${path}/${name}`, where, reason: `${who}: ${label} is longer than ${opts.max} characters` });
    return '';
  }
  const rule = opts.pattern ? PATTERNS[w.schema]?.[opts.pattern] : undefined;
  if (rule && !rule[0].test(raw)) {
    w.gaps.push({
      field: `${path}/${name}`,
      where,
      reason: `${who}: ${label} "${raw}" is not accepted by ${w.schema} (${rule[1]})`,
    });
    return '';
  }
  if (opts.lookup && !w.lookups.values(opts.lookup).has(raw)) {
    w.gaps.push({ field: `${path}/${name}`, where, reason: `${who}: ${label} "${raw}" is not a code of ${w.schema}` });
    return '';
  }
  return el(name, opts.format ? opts.format(raw) : raw);
}

function phoneXml(w: PartyWriter, p: PartyPhone): string {
  const communication = w.profile.communicationType[p.communication];
  return (
    `<phone><tph_contact_type>${w.profile.contactType[p.contact]}</tph_contact_type>` +
    `<tph_communication_type>${communication}</tph_communication_type>` +
    `${el('tph_country_prefix', p.prefix)}${el('tph_number', p.number)}</phone>`
  );
}

function addressXml(w: PartyWriter, a: PartyAddress): string {
  return (
    `<address><address_type>${w.profile.contactType[a.contact]}</address_type>${el('address', a.address)}` +
    `${el('city', a.city)}${el('country_code', a.country)}${a.state ? el('state', a.state) : ''}</address>`
  );
}

/**
 * The phones block: `required` = the block must be there with a phone; `block` = the block must be
 * there but may be empty (UAE). Absent phone and required → a gap.
 */
function phones(
  w: PartyWriter,
  path: string,
  p: PartyPhone | undefined,
  required: boolean,
  block: boolean,
  who: string,
  where: string,
) {
  if (p) return `<phones>${phoneXml(w, p)}</phones>`;
  if (required) w.gaps.push({ field: `${path}/phones`, where, reason: `${who} has no phone number` });
  return block ? '<phones></phones>' : '';
}
function addresses(
  w: PartyWriter,
  path: string,
  a: PartyAddress | undefined,
  required: boolean,
  block: boolean,
  who: string,
  where: string,
) {
  if (a && w.schema === 'ae-5.0.2' && !a.state) {
    w.gaps.push({
      field: `${path}/addresses/address/state`,
      where,
      reason: `${who}'s address has no state or province`,
    });
    return '';
  }
  const lk = w.schema === 'lk-2.0';
  if (a && (a.address.length > 100 || (lk && (!LK_ADDRESS.test(a.address) || !LK_CITY.test(a.city))))) {
    w.gaps.push({
      field: `${path}/addresses/address`,
      where,
      reason: `${who}'s address is not accepted by ${w.schema} (${lk ? 'at least 8 characters of letters, digits and simple punctuation, a city of letters' : 'at most 100 characters'})`,
    });
    return '';
  }
  if (a) return `<addresses>${addressXml(w, a)}</addresses>`;
  if (required) w.gaps.push({ field: `${path}/addresses`, where, reason: `${who} has no address` });
  return block ? '<addresses></addresses>' : '';
}

/** The elements of a t_person_my_client (also the body of a director_id and a signatory's t_person). */
export function personBody(w: PartyWriter, p: PartyPerson, path: string): string {
  const s = w.schema;
  const at = (k: keyof PartyPerson['where']) => p.where[k] ?? p.whereDefault;
  const v = (
    name: string,
    key: keyof PartyPerson['where'],
    x: string | undefined,
    req: Need,
    label: string,
    o: ValueOpts = {},
  ) => value(w, path, name, x, req[s], p.label, label, at(key), o);
  const passportBoth = s === 'ae-5.0.2' ? Boolean(p.passport_number && p.passport_country) : Boolean(p.passport_number);
  const passportCode = PARTY_CODES[s].passport;
  let identification = '';
  if (s === 'ae-5.0.2') {
    const doc = [p.passport_number, p.passport_issued, p.passport_expiry, p.passport_country];
    if (doc.every(Boolean) && passportCode)
      identification =
        `<identification><type>${passportCode}</type>${el('number', p.passport_number!)}` +
        `${el('issue_date', day(p.passport_issued!))}${el('expiry_date', day(p.passport_expiry!))}` +
        `${el('issue_country', p.passport_country!)}</identification>`;
    else
      w.gaps.push({
        field: `${path}/identification`,
        where: at('passport_number'),
        reason: `${p.label} has no identity document (passport number, issue and expiry dates, country)`,
      });
  }
  return (
    v('gender', 'gender', p.gender, need(false, true, false), 'gender') +
    v('first_name', 'first_name', p.first_name, ALL, 'first name', { pattern: 'first_name' }) +
    v('last_name', 'last_name', p.last_name, ALL, 'last name', { pattern: 'last_name' }) +
    v('birthdate', 'birth_date', p.birth_date, ALL, 'birth date', { format: day }) +
    v('ssn', 'ssn', p.ssn, need(true, false, false), 'social security / national number', { pattern: 'ssn', max: 25 }) +
    (passportBoth
      ? v('passport_number', 'passport_number', p.passport_number, need(false, false, false), 'passport number', {
          pattern: 'passport_number',
        }) +
        v('passport_country', 'passport_country', p.passport_country, need(false, false, false), 'passport country', {
          lookup: 'country_type',
        })
      : '') +
    // FIU-SL's id_number pattern is anchored with a literal ^…$ no value matches: left out there.
    (s === 'lk-2.0'
      ? ''
      : s === 'ae-5.0.2' && !p.id_number?.trim()
        ? '<id_number></id_number>'
        : v('id_number', 'id_number', p.id_number, need(false, false, false), 'ID number')) +
    v('nationality1', 'nationality', p.nationality, ALL, 'nationality', { lookup: 'country_type' }) +
    v('residence', 'residence', p.residence, ALL, 'country of residence', { lookup: 'country_type' }) +
    phones(w, path, p.phone, s === 'unodc-5.0.1', s !== 'lk-2.0', p.label, at('phone')) +
    addresses(w, path, p.address, s === 'lk-2.0', false, p.label, at('address')) +
    v('occupation', 'occupation', p.occupation, need(true, false, true), 'occupation', { pattern: 'occupation' }) +
    identification +
    v('tax_reg_number', 'tax_reg_number', p.tax_reg_number, need(false, true, false), 'tax registration flag')
  );
}

/** The elements of a t_entity_my_client, its directors and UBOs as director_id. */
export function entityBody(w: PartyWriter, e: PartyEntity, path: string): string {
  const s = w.schema;
  const codes = PARTY_CODES[s];
  const at = (k: keyof PartyEntity['where']) => e.where[k] ?? e.whereDefault;
  const v = (
    name: string,
    key: keyof PartyEntity['where'],
    x: string | undefined,
    req: Need,
    label: string,
    o: ValueOpts = {},
  ) => value(w, path, name, x, req[s], e.label, label, at(key), o);
  if (!e.directors.length)
    w.gaps.push({ field: `${path}/director_id`, where: e.whereDefault, reason: `${e.label} has no director or UBO` });
  const directors = e.directors
    .map((d, i) => {
      const role = d.role === 'ubo' ? codes.uboRole : codes.directorRole;
      return `<director_id>${personBody(w, d, `${path}/director_id[${i + 1}]`)}<role>${role}</role></director_id>`;
    })
    .join('');
  return (
    v('name', 'name', e.name, ALL, 'name', { pattern: 'entity_name' }) +
    v('commercial_name', 'commercial_name', e.commercial_name, need(true, false, false), 'commercial name') +
    v('incorporation_legal_form', 'legal_form', e.legal_form, ALL, 'legal form', { lookup: 'legal_form_type' }) +
    v(
      'incorporation_number',
      'incorporation_number',
      e.incorporation_number,
      need(true, true, false),
      'registration number',
      {
        pattern: 'incorporation_number',
        max: 50,
      },
    ) +
    v('business', 'business', e.business, ALL, 'business activity', { pattern: 'business', max: 255 }) +
    phones(w, path, e.phone, s === 'unodc-5.0.1', false, e.label, at('phone')) +
    addresses(w, path, e.address, s === 'lk-2.0', s === 'ae-5.0.2', e.label, at('address')) +
    v(
      'incorporation_state',
      'incorporation_state',
      e.incorporation_state,
      need(false, true, false),
      'state of incorporation',
    ) +
    v('incorporation_country_code', 'incorporation_country', e.incorporation_country, ALL, 'country of incorporation', {
      lookup: 'country_type',
    }) +
    directors +
    v('incorporation_date', 'incorporation_date', e.incorporation_date, need(true, true, false), 'incorporation date', {
      format: day,
    }) +
    v('tax_reg_number', 'tax_reg_number', e.tax_reg_number, need(false, true, false), 'tax registration flag')
  );
}

/** A t_account_my_client: our institution, the account, its holder and signatories. */
export function myClientAccountXml(w: PartyWriter, a: MyClientAccount, inst: Institution, path: string): string {
  const s = w.schema;
  const codes = PARTY_CODES[s];
  const at = (k: keyof MyClientAccount['where']) => a.where[k] ?? a.whereDefault;
  const v = (
    name: string,
    key: keyof MyClientAccount['where'],
    x: string | undefined,
    req: Need,
    label: string,
    o: ValueOpts = {},
  ) => value(w, path, name, x, req[s], a.label, label, at(key), o);
  const entity =
    a.holder.kind === 'entity' ? `<t_entity>${entityBody(w, a.holder.entity, `${path}/t_entity`)}</t_entity>` : '';
  // FIU-SL: the holder is either the entity or its signatories; 5.x: signatories always, the entity beside them.
  const writeSignatories = !(s === 'lk-2.0' && a.holder.kind === 'entity');
  if (writeSignatories && !a.signatories.length)
    w.gaps.push({
      field: `${path}/signatory`,
      where: a.whereDefault,
      reason: `${a.label} has no signatory (director or holder)`,
    });
  const signatories = writeSignatories
    ? a.signatories
        .map((p, i) => {
          // unodc-5.0.1 requires is_primary (fixed 1) on every signatory; the others on the first only.
          const primary = s === 'unodc-5.0.1' || i === 0 ? '<is_primary>1</is_primary>' : '';
          return `<signatory>${primary}<t_person>${personBody(w, p, `${path}/signatory[${i + 1}]/t_person`)}</t_person><role>${codes.signatoryRole}</role></signatory>`;
        })
        .join('')
    : '';
  return (
    el('institution_name', inst.name) +
    el('swift', inst.swift) +
    (s === 'ae-5.0.2' ? `<non_bank_institution>${inst.nonBank ? 'true' : 'false'}</non_bank_institution>` : '') +
    v('branch', 'branch', a.branch, ALL, 'branch', { pattern: 'branch' }) +
    value(w, path, 'account', a.account, true, a.label, 'account number', a.whereDefault, { pattern: 'account' }) +
    value(w, path, 'currency_code', a.currency, true, a.label, 'currency', a.whereDefault, {
      lookup: 'currency_type',
    }) +
    v('account_name', 'account_name', a.account_name, need(true, true, false), 'account name', {
      pattern: 'account_name',
    }) +
    v('client_number', 'client_number', a.client_number, need(true, false, false), 'client number', { max: 30 }) +
    v('personal_account_type', 'account_type', a.account_type, ALL, 'account type', { lookup: 'account_type' }) +
    entity +
    signatories +
    v('opened', 'opened', a.opened, need(true, true, false), 'opening date', { format: day }) +
    v('status_code', 'status', a.status, ALL, 'account status', { lookup: 'account_status_type' }) +
    (s === 'ae-5.0.2'
      ? v('beneficiary', 'beneficiary', a.beneficiary, ALL, 'beneficiary', { pattern: 'beneficiary' })
      : '')
  );
}
