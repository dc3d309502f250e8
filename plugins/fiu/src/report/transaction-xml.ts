import type { StoredTransaction } from '@app/plugin-transactions/shared';
import { esc } from '../convert/xml.ts';
import { entityBody, myClientAccountXml, personBody, type PartyWriter } from './party-xml.ts';
import type { Institution, MyClientAccount, PartyGap } from './party.ts';

export interface TransactionOptions {
  /** Local currency of the report (currency_code_local). */
  currencyLocal: string;
  institution: Institution;
  /** UAE: the one-character conduction comment every transaction carries. */
  transmodeComment?: string;
  /**
   * `my_client`: the customer side as a my-client party (t_from_my_client / t_to_my_client);
   * `account`: the customer's account as a plain account (t_from / t_to), as a conversion of an
   * export without the client's KYC data writes it.
   */
  parties: 'my_client' | 'account';
}

const el = (name: string, v: string) => `<${name}>${esc(v)}</${name}>`;
const dateTime = (iso: string) => iso.slice(0, 19);
const LIMITS = { 'unodc-5.0.1': 100, 'ae-5.0.2': 100, 'lk-2.0': 50 } as const;
const LK_SWIFT = /^(?:[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?|[0-9]{4})$/;
const LK_ACCOUNT = /^[A-Za-z0-9|_/-]{3,50}$/;
const LK_INSTITUTION = /^[ \t\n&'\\\-`,/:.;_~A-Za-z0-9()]{3,}$/;
const AE_NAME = /^[a-zA-Z0-9 .'-]+$/;
const LK_FIRST = /^(?:[A-Za-z]+(?: [A-Za-z]+)+|[A-Za-z]{2,})$/;
const LK_LAST = /^[A-Za-z]{2,}$/;
const LK_ENTITY = /^(?=.*[A-Za-z])[\sA-Za-z0-9&'.\-()`\\/:;,_~@]{2,}$/;
/** XML 1.0 forbids control characters other than tab and line breaks: such a value would fail the whole part. */
function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

/** The country of a BIC (its letters 5–6), or undefined. */
const bicCountry = (bic: string | undefined) => (bic && /^[A-Z]{6}/.test(bic) ? bic.slice(4, 6) : undefined);

/**
 * The counterparty as a not-my-client party: its account when the schema's account needs are known,
 * else the entity or person by name; null when nothing identifies it (cash at the counter or the ATM).
 */
function counterpartyXml(w: PartyWriter, t: StoredTransaction, side: 'from' | 'to', gaps: PartyGap[]): string | null {
  const s = w.schema;
  const name = t.counterparty_name?.trim();
  const first = t.counterparty_first_name?.trim();
  const last = t.counterparty_last_name?.trim();
  const account = t.counterparty_account?.trim();
  const bic = t.counterparty_bic?.trim();
  const bank = t.counterparty_institution?.trim();
  const accountOk =
    account &&
    bic &&
    (s !== 'lk-2.0' || (LK_SWIFT.test(bic) && LK_ACCOUNT.test(account) && bank && LK_INSTITUTION.test(bank))) &&
    (s !== 'unodc-5.0.1' || bank) &&
    (s !== 'ae-5.0.2' || (name && AE_NAME.test(name)));
  if (accountOk) {
    return (
      `<${side}_account>${bank ? el('institution_name', bank) : ''}${el('swift', bic)}${el('account', account)}` +
      `${name ? el('account_name', name) : ''}</${side}_account>`
    );
  }
  const nameOk = (v: string | undefined, lk: RegExp) =>
    v && (s !== 'lk-2.0' || lk.test(v)) && (s !== 'ae-5.0.2' || AE_NAME.test(v));
  if (t.counterparty_type === 'person' && nameOk(first, LK_FIRST) && nameOk(last, LK_LAST))
    return `<${side}_person>${el('first_name', first!)}${el('last_name', last!)}</${side}_person>`;
  if (t.counterparty_type !== 'person' && name && nameOk(name, LK_ENTITY))
    return `<${side}_entity>${el('name', name)}</${side}_entity>`;
  if (!name && !first && !last && !account) return null;
  gaps.push({
    field: `t_${side}`,
    where: 'the import mapping (counterparty columns)',
    reason:
      t.counterparty_type === 'person'
        ? `Counterparty ${[first, last, name].filter(Boolean).join(' ') || account} is a person without a first and last name ${s} accepts, nor an account with its bank's BIC`
        : `Counterparty ${name ?? account} has no account with its bank's BIC${s === 'unodc-5.0.1' ? ' and bank name' : ''} nor a name ${s} accepts`,
  });
  return '';
}

/** The customer's own side when the movement has no counterparty (cash): the holder as my-client person or entity. */
function holderXml(w: PartyWriter, a: MyClientAccount, side: 'from' | 'to'): string {
  return a.holder.kind === 'person'
    ? `<${side}_person>${personBody(w, a.holder.person, `t_${side}_my_client/${side}_person`)}</${side}_person>`
    : `<${side}_entity>${entityBody(w, a.holder.entity, `t_${side}_my_client/${side}_entity`)}</${side}_entity>`;
}

/**
 * One goAML `<transaction>` from a stored transaction: debit = money leaves our customer's account
 * (t_from_my_client → t_to), credit = it arrives (t_from → t_to_my_client). Every gap of the row is
 * returned together, nothing written for it.
 */
export function storedTransactionXml(
  w: PartyWriter,
  t: StoredTransaction,
  customer: MyClientAccount,
  o: TransactionOptions,
): { xml: string } | { gaps: PartyGap[] } {
  const s = w.schema;
  const gaps = w.gaps;
  gaps.length = 0;
  if (t.reference.length > LIMITS[s])
    gaps.push({
      field: 'transactionnumber',
      where: 'the source file',
      reason: `Reference is longer than ${LIMITS[s]} characters`,
    });
  const amountLocal =
    t.amount_local && (t.local_currency ?? o.currencyLocal) === o.currencyLocal
      ? t.amount_local
      : t.currency === o.currencyLocal
        ? t.amount
        : undefined;
  if (!amountLocal)
    gaps.push({
      field: 'amount_local',
      where: 'the import mapping (amount_local)',
      reason: `No amount in ${o.currencyLocal}: the transaction is in ${t.currency} without a local amount`,
    });
  const lookup = (v: string | undefined, type: string, field: string, label: string, mapped: string) => {
    if (!v) gaps.push({ field, where: `the import mapping (${mapped})`, reason: `No ${label}` });
    else if (!w.lookups.values(type).has(v))
      gaps.push({
        field,
        where: `the import mapping (${mapped} values)`,
        reason: `${label} "${v}" is not a code of ${s}`,
      });
    return v ?? '';
  };
  const transmode = lookup(
    t.transmode,
    'conduction_type',
    'transmode_code',
    'conduction type (transmode)',
    'transmode',
  );
  const funds = lookup(t.funds, 'funds_type', 'funds_code', 'funds type', 'funds');
  const ourCountry = bicCountry(o.institution.swift) ?? '';
  const mine: 'from' | 'to' = t.direction === 'debit' ? 'from' : 'to';
  const theirs: 'from' | 'to' = mine === 'from' ? 'to' : 'from';
  const currencies = w.lookups.values('currency_type');
  if (!currencies.has(t.currency))
    gaps.push({
      field: 'currency_code',
      where: 'the import mapping (currency)',
      reason: `Currency "${t.currency}" is not a code of ${s}`,
    });
  const fx =
    t.currency !== o.currencyLocal && t.rate && currencies.has(t.currency)
      ? `<${mine}_foreign_currency>${el('foreign_currency_code', t.currency)}${el('foreign_amount', t.amount)}${el('foreign_exchange_rate', t.rate)}</${mine}_foreign_currency>`
      : '';

  let mineXml: string;
  if (o.parties === 'my_client') {
    const body = myClientAccountXml(w, customer, o.institution, `t_${mine}_my_client/${mine}_account`);
    mineXml = `<t_${mine}_my_client>${el(`${mine}_funds_code`, funds)}${fx}<${mine}_account>${body}</${mine}_account>${el(`${mine}_country`, ourCountry)}</t_${mine}_my_client>`;
  } else {
    const name = customer.account_name ?? (customer.holder.kind === 'entity' ? customer.holder.entity.name : undefined);
    if (s === 'ae-5.0.2' && !(name && AE_NAME.test(name)))
      gaps.push({
        field: `${mine}_account/account_name`,
        where: customer.whereDefault,
        reason: `${customer.label} has no account name ${s} accepts`,
      });
    if (s === 'lk-2.0' && !LK_ACCOUNT.test(customer.account))
      gaps.push({
        field: `${mine}_account/account`,
        where: customer.whereDefault,
        reason: `Account ${customer.account} is not an account number ${s} accepts`,
      });
    mineXml =
      `<t_${mine}>${el(`${mine}_funds_code`, funds)}${fx}<${mine}_account>${el('institution_name', o.institution.name)}` +
      `${el('swift', o.institution.swift)}${el('account', customer.account)}${el('currency_code', customer.currency)}` +
      `${name ? el('account_name', name) : ''}</${mine}_account>${el(`${mine}_country`, ourCountry)}</t_${mine}>`;
  }

  const other = counterpartyXml(w, t, theirs, gaps);
  let theirsXml: string;
  if (other === null) {
    // No counterparty: cash over the counter or at the ATM; the holder is the other side (as my-client, or plain).
    theirsXml =
      o.parties === 'my_client'
        ? `<t_${theirs}_my_client>${el(`${theirs}_funds_code`, funds)}${holderXml(w, customer, theirs)}${el(`${theirs}_country`, ourCountry)}</t_${theirs}_my_client>`
        : `<t_${theirs}>${el(`${theirs}_funds_code`, funds)}${plainHolder(w, customer, theirs, gaps)}${el(`${theirs}_country`, ourCountry)}</t_${theirs}>`;
  } else {
    const country = t.counterparty_country ?? bicCountry(t.counterparty_bic);
    if (!country)
      gaps.push({
        field: `${theirs}_country`,
        where: 'the import mapping (counterparty_country)',
        reason: 'Counterparty country unknown',
      });
    else if (!w.lookups.values('country_type').has(country))
      gaps.push({
        field: `${theirs}_country`,
        where: 'the import mapping (counterparty_country)',
        reason: `Country "${country}" is not a code of ${s}`,
      });
    theirsXml = `<t_${theirs}>${el(`${theirs}_funds_code`, funds)}${other}${el(`${theirs}_country`, country ?? '')}</t_${theirs}>`;
  }
  if (gaps.length) {
    // a holder who is also the signatory (or the other side of a cash movement) lacks the same values once
    const seen = new Set<string>();
    return {
      gaps: gaps.splice(0).filter((g) => !seen.has(`${g.reason}|${g.where}`) && seen.add(`${g.reason}|${g.where}`)),
    };
  }
  const [fromXml, toXml] = mine === 'from' ? [mineXml, theirsXml] : [theirsXml, mineXml];
  const location = t.location?.trim() ?? '';
  const xml =
    '<transaction>' +
    el('transactionnumber', t.reference) +
    el('internal_ref_number', t.id) +
    // 5.x require transaction_location (it may be empty); FIU-SL makes it optional.
    (location || s !== 'lk-2.0' ? `<transaction_location>${esc(location)}</transaction_location>` : '') +
    // Required everywhere; every schema accepts it empty, so an empty description is written empty.
    `<transaction_description>${esc(t.description ?? '')}</transaction_description>` +
    el('date_transaction', dateTime(t.booked_at)) +
    (t.value_at ? el('value_date', dateTime(t.value_at)) : '') +
    el('transmode_code', transmode) +
    (o.transmodeComment ? el('transmode_comment', o.transmodeComment) : '') +
    el('amount_local', amountLocal!) +
    fromXml +
    toXml +
    '</transaction>\n';
  if (hasControlChars(xml))
    return {
      gaps: [{ field: 'transaction', where: 'the source file', reason: 'A value contains control characters' }],
    };
  return { xml };
}

/** Plain mode, no counterparty: the holder by name as a not-my-client person or entity. */
function plainHolder(w: PartyWriter, a: MyClientAccount, side: 'from' | 'to', gaps: PartyGap[]): string {
  if (a.holder.kind === 'person') {
    const p = a.holder.person;
    const ok = (v: string | undefined, lk: RegExp) =>
      v && (w.schema !== 'lk-2.0' || lk.test(v)) && (w.schema !== 'ae-5.0.2' || AE_NAME.test(v));
    if (ok(p.first_name, LK_FIRST) && ok(p.last_name, LK_LAST))
      return `<${side}_person>${el('first_name', p.first_name!)}${el('last_name', p.last_name!)}</${side}_person>`;
    gaps.push({
      field: `t_${side}/${side}_person`,
      where: p.whereDefault,
      reason: `${p.label} has no first and last name ${w.schema} accepts`,
    });
    return '';
  }
  const name = a.holder.entity.name;
  if (name && (w.schema !== 'ae-5.0.2' || AE_NAME.test(name)) && (w.schema !== 'lk-2.0' || LK_ENTITY.test(name)))
    return `<${side}_entity>${el('name', name)}</${side}_entity>`;
  gaps.push({
    field: `t_${side}/${side}_entity`,
    where: a.whereDefault,
    reason: `${a.label} has no name ${w.schema} accepts`,
  });
  return '';
}
