import type { ReadResult, RowError, TransactionInput } from '../shared/model.ts';
import {
  accountId,
  bankCodeOf,
  BIC,
  bicOf,
  bounded,
  COUNTRY,
  foreignAmountOf,
  partyOf,
  Problems,
  readAmount,
  readDate,
  readDirection,
  remittanceOf,
} from './camt-fields.ts';
import { all, get, text, type CamtContainer, type XmlNode } from './camt-xml.ts';

/**
 * One camt entry (`Ntry`) → its transactions. An entry is one booking; when its `NtryDtls` batch
 * several `TxDtls` (a collective credit, a salary run), each TxDtls is one transaction with its own
 * amount and counterparty, since a counterparty per transaction is what goAML reports need.
 */

/** Our side of every entry of a statement: its account, owner and currency. */
export type OurSide = Pick<
  TransactionInput,
  'account' | 'account_name' | 'customer_name' | 'customer_type' | 'customer_country'
>;

/** Read once per statement; an account without an identification fails every entry of it. */
export function ourSideOf(container: CamtContainer): { side?: OurSide; errors: Omit<RowError, 'row'>[] } {
  const acct = container.acct ?? undefined;
  const p = new Problems(0);
  const account = accountId(acct);
  if (!account) p.add(`${container.path}/Acct/Id`, 'account', 'the statement names no account (Id/IBAN or Id/Othr/Id)');
  bounded(p, account, 64, `${container.path}/Acct/Id`, 'account');
  const owner = partyOf(get(acct, 'Ownr'));
  if (owner.country !== undefined && !COUNTRY.test(owner.country)) {
    p.add(
      `${container.path}/Acct/Ownr/PstlAdr/Ctry`,
      'customer_country',
      'not an ISO 3166 two-letter code',
      owner.country,
    );
  }
  const side: OurSide = compact({
    account: account ?? '',
    account_name: bounded(p, text(acct, 'Nm'), 255, `${container.path}/Acct/Nm`, 'account_name'),
    customer_name: bounded(p, owner.name, 255, `${container.path}/Acct/Ownr/Nm`, 'customer_name'),
    customer_type: owner.type,
    customer_country: owner.country,
  });
  const errors = p.list.map(({ row: _row, ...e }) => e);
  return errors.length > 0 ? { errors } : { side, errors };
}

/** Entry status: 001.02–001.07 `<Sts>BOOK</Sts>`, 001.08+ `<Sts><Cd>BOOK</Cd></Sts>`. */
function statusOf(entry: XmlNode): string | undefined {
  return text(entry, 'Sts', 'Cd') ?? text(entry, 'Sts', 'Prtry') ?? text(entry, 'Sts');
}

export function entryResults(
  entry: XmlNode,
  row: number,
  position: number,
  container: CamtContainer,
  ours: { side?: OurSide; errors: Omit<RowError, 'row'>[] },
): ReadResult[] {
  const path = `${container.path}/Ntry[${position}]`;
  const p = new Problems(row);
  for (const e of ours.errors) p.list.push({ row, ...e });

  // Only booked entries are transactions: a camt.052 also reports pending (PDNG) and information (INFO) ones.
  const status = statusOf(entry);
  if (status !== undefined && status !== 'BOOK') {
    p.add(`${path}/Sts`, null, `entry status ${status}: only booked entries (BOOK) are imported`, status);
  }
  // RvslInd (xs:boolean): the booking undoes an earlier one. CdtDbtInd stays the direction of this
  // booking (a reversed debit is booked CRDT: money came back in); the related parties still describe
  // the original payment, so the counterparty is read from the original direction's other side.
  const rvsl = text(entry, 'RvslInd');
  if (rvsl !== undefined && !['true', 'false', '1', '0'].includes(rvsl)) {
    p.add(`${path}/RvslInd`, null, 'not a boolean (true or false)', rvsl);
  }
  const reversal = rvsl === 'true' || rvsl === '1';
  const booked = readAmount(p, get(entry, 'Amt'), `${path}/Amt`);
  const direction = readDirection(p, text(entry, 'CdtDbtInd'), `${path}/CdtDbtInd`);
  const bookedAt = readDate(p, get(entry, 'BookgDt'), `${path}/BookgDt`, 'booked_at');
  const valueAt = readDate(p, get(entry, 'ValDt'), `${path}/ValDt`, 'value_at');
  if (p.list.length > 0 || !ours.side || !booked || !direction || !bookedAt) return [{ row, errors: p.list }];

  const details = all(entry, 'NtryDtls');
  const txs = details.flatMap((d, di) => {
    const list = all(d, 'TxDtls');
    const dtls = `${path}/NtryDtls${details.length > 1 ? `[${di + 1}]` : ''}/TxDtls`;
    return list.map((tx, ti) => ({ tx, at: list.length > 1 ? `${dtls}[${ti + 1}]` : dtls }));
  });
  const batched = txs.length > 1;
  const units = txs.length === 0 ? [{ tx: undefined, at: path }] : txs;
  const seen = new Map<string, number>();
  return units.map(({ tx, at: txPath }, i) => {
    const n = i + 1;
    const q = new Problems(row);
    // One transaction: the entry's booked amount. Several: each TxDtls's own (001.04+ `Amt`, 001.02/03 `AmtDtls/TxAmt/Amt`).
    let amount: { amount: string; currency: string } | undefined = booked;
    let dir: 'credit' | 'debit' | undefined = direction;
    if (batched) {
      const legacy = get(tx, 'Amt') ? undefined : get(tx, 'AmtDtls', 'TxAmt', 'Amt');
      amount = legacy
        ? readAmount(q, legacy, `${txPath}/AmtDtls/TxAmt/Amt`)
        : readAmount(q, get(tx, 'Amt'), `${txPath}/Amt`);
      const ind = text(tx, 'CdtDbtInd');
      if (ind !== undefined) dir = readDirection(q, ind, `${txPath}/CdtDbtInd`);
    }
    const t: Partial<TransactionInput> = { ...ours.side, direction: dir, booked_at: bookedAt, value_at: valueAt };
    if (amount) Object.assign(t, amount);
    if (dir) Object.assign(t, counterpartyOf(q, tx, reversal ? (dir === 'credit' ? 'debit' : 'credit') : dir, txPath));

    const movement = { reversal, bookedAt, amount: amount?.amount ?? '' };
    const reference = referenceOf(entry, tx, batched ? n : 0, movement, container, position);
    if (!reference) {
      q.add(
        `${txPath}/Refs`,
        'reference',
        'no reference: no AcctSvcrRef, EndToEndId, TxId, and the statement has no Id',
      );
    } else if (seen.has(reference)) {
      q.add(
        `${txPath}/Refs`,
        'reference',
        `same reference as transaction ${seen.get(reference)} of this entry`,
        reference,
      );
    } else {
      seen.set(reference, n);
      t.reference = bounded(q, reference, 140, `${txPath}/Refs`, 'reference');
    }
    const hints = [
      remittanceOf(tx) ?? text(tx, 'AddtlTxInf') ?? text(entry, 'AddtlNtryInf'),
      reversal ? 'reversal (RvslInd)' : undefined,
      ...bankCodeOf(get(tx, 'BkTxCd') ?? get(entry, 'BkTxCd')),
      foreignAmountOf(get(tx, 'AmtDtls') ?? (batched ? undefined : get(entry, 'AmtDtls')), amount?.currency),
    ].filter((h): h is string => !!h);
    if (hints.length > 0) t.description = bounded(q, hints.join(' | '), 4000, `${txPath}/RmtInf`, 'description');
    return q.list.length > 0 ? { row, errors: q.list } : { row, transaction: compact(t) as TransactionInput };
  });
}

/**
 * The counterparty is the other side of the payment: for money in (credit) the debtor (`Dbtr`,
 * `DbtrAcct`, `RltdAgts/DbtrAgt`), for money out the creditor. Card and cash entries often carry no
 * related parties at all: the counterparty then stays empty rather than invented.
 */
function counterpartyOf(
  p: Problems,
  tx: XmlNode | undefined,
  side: 'credit' | 'debit',
  at: string,
): Partial<TransactionInput> {
  const role = side === 'credit' ? 'Dbtr' : 'Cdtr';
  const parties = get(tx, 'RltdPties');
  const party = partyOf(get(parties, role));
  const agent = get(tx, 'RltdAgts', `${role}Agt`, 'FinInstnId');
  const bic = bicOf(agent) ?? party.bic;
  const base = `${at}/RltdPties/${role}`;
  if (party.country !== undefined && !COUNTRY.test(party.country)) {
    p.add(`${base}${party.at}/PstlAdr/Ctry`, 'counterparty_country', 'not an ISO 3166 two-letter code', party.country);
  }
  if (bic !== undefined && !BIC.test(bic)) {
    p.add(
      `${at}/RltdAgts/${role}Agt/FinInstnId`,
      'counterparty_bic',
      'not a BIC (8 or 11 capital letters/digits)',
      bic,
    );
  }
  return {
    counterparty_type: party.type,
    counterparty_name: bounded(p, party.name, 255, `${base}${party.at}/Nm`, 'counterparty_name'),
    counterparty_account: bounded(
      p,
      accountId(get(parties, `${role}Acct`)),
      64,
      `${base}Acct/Id`,
      'counterparty_account',
    ),
    counterparty_institution: bounded(
      p,
      text(agent, 'Nm'),
      255,
      `${at}/RltdAgts/${role}Agt`,
      'counterparty_institution',
    ),
    counterparty_bic: bic,
    counterparty_country: party.country,
  };
}

/**
 * The reference, in this order (the first present wins, so re-importing gives the same one):
 * 1. `TxDtls/Refs/AcctSvcrRef`, the bank's reference of the transaction;
 * 2. `Ntry/AcctSvcrRef`, the bank's reference of the booking (+ `/n` for the n-th TxDtls of a batch);
 * 3. `Refs/EndToEndId`, else `Refs/TxId`, + `/` booking date `/` amount (+ `/RVSL` on a reversal,
 *    which repeats the original's payment references);
 * 4. `Stmt/Id` + `/` + `NtryRef` (unique only within a statement) or `#` + the entry's position.
 * NOTPROVIDED and NONREF (converted MT940 data) count as absent. The bank's references lead: they
 * are unique per account, whereas the payer's end-to-end id may repeat (an invoice paid in two
 * instalments) and would make a new transaction look like a re-import, hence date and amount.
 */
function referenceOf(
  entry: XmlNode,
  tx: XmlNode | undefined,
  n: number,
  movement: { reversal: boolean; bookedAt: string; amount: string },
  container: CamtContainer,
  position: number,
): string | undefined {
  const batch = n > 0 ? `/${n}` : '';
  const own = provided(text(tx, 'Refs', 'AcctSvcrRef'));
  if (own) return own;
  const booking = provided(text(entry, 'AcctSvcrRef'));
  if (booking) return `${booking}${batch}`;
  const chain = provided(text(tx, 'Refs', 'EndToEndId')) ?? provided(text(tx, 'Refs', 'TxId'));
  if (chain) {
    return `${chain}/${movement.bookedAt.slice(0, 10)}/${movement.amount}${movement.reversal ? '/RVSL' : ''}`;
  }
  if (!container.id) return undefined;
  const ntryRef = provided(text(entry, 'NtryRef'));
  return `${container.id}/${ntryRef ?? `#${position}`}${batch}`;
}

function provided(ref: string | undefined): string | undefined {
  return ref && !/^(NOTPROVIDED|NONREF)$/i.test(ref) ? ref : undefined;
}

/** Drops undefined keys: the wire shape has no `undefined` members. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
