import { DECIMAL_PATTERN, normalizeAccount, type RowError, type TransactionField } from '../shared/model.ts';
import { all, get, text, type XmlNode } from './camt-xml.ts';

/**
 * Field readers shared by the camt entry mapping: each returns the value as written in the file or
 * records a RowError naming the XML path; nothing is rounded, re-cased or guessed (ADR 0023).
 */
export class Problems {
  readonly list: RowError[] = [];
  constructor(readonly row: number) {}
  add(column: string, field: TransactionField | null, reason: string, value?: string): undefined {
    this.list.push(
      value === undefined ? { row: this.row, column, field, reason } : { row: this.row, column, field, reason, value },
    );
    return undefined;
  }
}

const DECIMAL = new RegExp(DECIMAL_PATTERN);

/** `Amt` with its `Ccy` attribute; the digits exactly as in the file. */
export function readAmount(
  p: Problems,
  node: XmlNode | undefined,
  path: string,
): { amount: string; currency: string } | undefined {
  const raw = node?.text.trim();
  if (!node || !raw) return p.add(path, 'amount', 'no amount');
  const before = p.list.length;
  if (!/^[0-9]+(\.[0-9]+)?$/.test(raw)) {
    p.add(path, 'amount', 'not a positive decimal amount (digits with a "." before the decimals)', raw);
  } else if (!DECIMAL.test(raw)) {
    const decimals = raw.split('.')[1]?.length ?? 0;
    const reason =
      decimals > 4
        ? `${decimals} decimals: at most 4 are kept, and an amount is never rounded`
        : /^0[0-9]/.test(raw)
          ? 'leading zero before the integer digits'
          : 'more than 16 integer digits';
    p.add(path, 'amount', reason, raw);
  }
  const currency = node.ccy?.trim();
  if (!currency) p.add(`${path}/@Ccy`, 'currency', 'no Ccy attribute on the amount');
  else if (!/^[A-Z]{3}$/.test(currency)) {
    p.add(`${path}/@Ccy`, 'currency', 'not an ISO 4217 code of three capital letters', currency);
  }
  return p.list.length === before && currency ? { amount: raw, currency } : undefined;
}

/** `CdtDbtInd`: CRDT is money in (credit), DBIT money out (debit); nothing else is accepted. */
export function readDirection(p: Problems, value: string | undefined, path: string): 'credit' | 'debit' | undefined {
  if (value === 'CRDT') return 'credit';
  if (value === 'DBIT') return 'debit';
  if (value === undefined) return p.add(path, 'direction', 'no credit/debit indicator (CRDT or DBIT)');
  return p.add(path, 'direction', 'unknown credit/debit indicator: CRDT or DBIT', value);
}

/** `BookgDt`/`ValDt`: the `Dt` or `DtTm` choice, a real calendar date, kept as written. */
export function readDate(
  p: Problems,
  node: XmlNode | undefined,
  path: string,
  field: 'booked_at' | 'value_at',
): string | undefined {
  const dt = text(node, 'DtTm');
  const d = dt ?? text(node, 'Dt');
  const column = `${path}/${dt ? 'DtTm' : 'Dt'}`;
  if (!d) return field === 'booked_at' ? p.add(`${path}/Dt`, field, 'no booking date (Dt or DtTm)') : undefined;
  const m = dt
    ? /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d)(\.\d{1,6})?)?(Z|[+-](0\d|1[0-4]):?[0-5]\d)?$/.exec(
        d,
      )
    : /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  if (!m) return p.add(column, field, dt ? 'not an ISO 8601 date-time' : 'not an ISO 8601 date (YYYY-MM-DD)', d);
  const [y, mo, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, day));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== day) {
    return p.add(column, field, 'not a calendar date', d);
  }
  return d;
}

/** `Id/IBAN` or `Id/Othr/Id` of a cash account, normalised as the model says (IBANs compact, upper case). */
export function accountId(acct: XmlNode | undefined): string | undefined {
  const raw = text(acct, 'Id', 'IBAN') ?? text(acct, 'Id', 'Othr', 'Id');
  return raw === undefined ? undefined : normalizeAccount(raw);
}

export type PartyType = 'person' | 'entity';

/** A party's name, type (OrgId: entity, PrvtId: person; otherwise unknown) and postal-address country. */
export interface PartyInfo {
  name?: string;
  type?: PartyType;
  country?: string;
  /** BIC, when the party is itself a financial institution (`Agt` choice of 001.08+). */
  bic?: string;
  /** Where the party's own elements sit below the party element: '', '/Pty' or '/Agt/FinInstnId'. */
  at: string;
}

/**
 * A party element: `Dbtr`, `Cdtr`, `Ownr`. From 001.08 on, related parties are a choice wrapped in
 * `Pty` (a party) or `Agt` (a financial institution); 001.02 to 001.07 hold the party directly.
 */
export function partyOf(node: XmlNode | undefined): PartyInfo {
  if (!node) return { at: '' };
  const agent = get(node, 'Agt', 'FinInstnId');
  if (agent) {
    const info = { name: text(agent, 'Nm'), country: text(agent, 'PstlAdr', 'Ctry'), bic: bicOf(agent) };
    return { ...info, type: 'entity', at: '/Agt/FinInstnId' };
  }
  const wrapped = get(node, 'Pty');
  const party = wrapped ?? node;
  const id = get(party, 'Id');
  // German and Dutch banks put a SEPA creditor identifier (DE98ZZZ…) under PrvtId for companies too:
  // it says nothing about the party being a person.
  const prvt = get(id, 'PrvtId');
  const sepaOnly = prvt?.children.every((c) => c.name === 'Othr' && text(c, 'SchmeNm', 'Prtry') === 'SEPA');
  const type: PartyType | undefined = get(id, 'OrgId') ? 'entity' : prvt && !sepaOnly ? 'person' : undefined;
  return {
    name: text(party, 'Nm'),
    type,
    country: text(party, 'PstlAdr', 'Ctry') ?? text(party, 'CtryOfRes'),
    at: wrapped ? '/Pty' : '',
  };
}

/** `BICFI` (001.04+) or `BIC` (001.02/03) of a `FinInstnId`. */
export function bicOf(finInstnId: XmlNode | undefined): string | undefined {
  return text(finInstnId, 'BICFI') ?? text(finInstnId, 'BIC');
}

export const COUNTRY = /^[A-Z]{2}$/;
export const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** Text longer than the model's column is refused, not cut (a cut reference would merge two transactions). */
export function bounded(p: Problems, value: string | undefined, max: number, column: string, field: TransactionField) {
  if (value !== undefined && value.length > max) return p.add(column, field, `longer than ${max} characters`, value);
  return value;
}

/** `BkTxCd`: the ISO domain/family/sub-family code and the bank's proprietary code, as a description hint. */
export function bankCodeOf(node: XmlNode | undefined): string[] {
  const hints: string[] = [];
  const domain = text(node, 'Domn', 'Cd');
  if (domain) {
    const family = [domain, text(node, 'Domn', 'Fmly', 'Cd'), text(node, 'Domn', 'Fmly', 'SubFmlyCd')];
    hints.push(`BkTxCd ${family.filter(Boolean).join('/')}`);
  }
  const prtry = text(node, 'Prtry', 'Cd');
  if (prtry) {
    const issuer = text(node, 'Prtry', 'Issr');
    hints.push(`BkTxCd Prtry ${prtry}${issuer ? ` (${issuer})` : ''}`);
  }
  return hints;
}

/** Unstructured remittance lines joined by a space, else the structured creditor references. */
export function remittanceOf(tx: XmlNode | undefined): string | undefined {
  const rmt = get(tx, 'RmtInf');
  const lines = all(rmt, 'Ustrd')
    .map((u) => u.text.trim())
    .filter(Boolean);
  if (lines.length > 0) return lines.join(' ');
  const refs = all(rmt, 'Strd')
    .map((s) => text(s, 'CdtrRefInf', 'Ref'))
    .filter((r): r is string => !!r);
  return refs.length > 0 ? refs.join(' ') : undefined;
}

/**
 * A foreign-currency hint from `AmtDtls`: the instructed (else transaction, else counter-value)
 * amount when its currency differs from the booked one, with the exchange rate the bank reports.
 */
export function foreignAmountOf(amtDtls: XmlNode | undefined, bookedCurrency: string | undefined): string | undefined {
  for (const kind of ['InstdAmt', 'TxAmt', 'CntrValAmt']) {
    const part = get(amtDtls, kind);
    const amt = get(part, 'Amt');
    const value = amt?.text.trim();
    if (!amt || !value || !amt.ccy || amt.ccy === bookedCurrency) continue;
    const xchg =
      get(part, 'CcyXchg') ??
      all(amtDtls, 'InstdAmt')
        .concat(all(amtDtls, 'TxAmt'))
        .map((n) => get(n, 'CcyXchg'))
        .find(Boolean);
    const rate = text(xchg, 'XchgRate');
    const pair = [text(xchg, 'SrcCcy'), text(xchg, 'TrgtCcy')].filter(Boolean).join('/');
    return `${kind} ${value} ${amt.ccy}${rate ? `, XchgRate ${rate}${pair ? ` ${pair}` : ''}` : ''}`;
  }
  return undefined;
}
