/**
 * The goAML transaction fields a column of a bank export can be mapped to. One row of the export
 * is one goAML <transaction> from one account (t_from) to another (t_to).
 */
export type FieldKind =
  'text' | 'date' | 'amount' | 'rate' | 'country' | 'currency' | 'funds' | 'transmode' | 'account' | 'swift';

export interface TargetField {
  key: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  max: number;
  /** Header words that suggest this field (lower case, compared without spaces and punctuation). */
  hints: readonly string[];
}

const f = (
  key: string,
  label: string,
  kind: FieldKind,
  required: boolean,
  max: number,
  hints: string[],
): TargetField => ({ key, label, kind, required, max, hints });

export const TARGET_FIELDS: readonly TargetField[] = [
  f('transactionnumber', 'Transaction number', 'text', true, 50, [
    'transactionnumber',
    'transactionid',
    'txnid',
    'txid',
    'reference',
    'ref',
    'transactionref',
  ]),
  f('internal_ref_number', 'Internal reference', 'text', false, 50, [
    'internalref',
    'internalreference',
    'internalrefnumber',
  ]),
  f('transaction_location', 'Transaction location', 'text', true, 255, [
    'location',
    'branch',
    'transactionlocation',
    'channel',
  ]),
  // the schemas allow an empty description (written as an empty element, ADR 0080)
  f('transaction_description', 'Description', 'text', false, 4000, [
    'description',
    'details',
    'narrative',
    'purpose',
    'memo',
    'transactiondescription',
  ]),
  f('date_transaction', 'Transaction date', 'date', true, 0, [
    'date',
    'transactiondate',
    'datetransaction',
    'bookingdate',
    'timestamp',
    'datetime',
  ]),
  f('value_date', 'Value date', 'date', false, 0, ['valuedate', 'valuta']),
  f('transmode_code', 'Conduction type (transmode code)', 'transmode', true, 0, [
    'transmode',
    'transmodecode',
    'conduction',
    'conductiontype',
    'mode',
  ]),
  f('transmode_comment', 'Conduction comment', 'text', false, 50, ['transmodecomment', 'conductioncomment']),
  f('amount_local', 'Amount (local currency)', 'amount', true, 0, [
    'amount',
    'amountlocal',
    'localamount',
    'value',
    'sum',
  ]),
  f('funds_code', 'Funds type', 'funds', true, 0, ['funds', 'fundscode', 'fundstype', 'fundtype']),
  f('foreign_currency_code', 'Foreign currency', 'currency', false, 0, [
    'foreigncurrency',
    'foreigncurrencycode',
    'fxcurrency',
  ]),
  f('foreign_amount', 'Foreign amount', 'amount', false, 0, ['foreignamount', 'fxamount']),
  f('foreign_exchange_rate', 'Exchange rate', 'rate', false, 0, ['exchangerate', 'fxrate', 'rate']),
  f('from_account', 'From account', 'account', true, 50, [
    'fromaccount',
    'debitaccount',
    'sourceaccount',
    'payeraccount',
    'fromiban',
    'payeriban',
  ]),
  f('from_account_name', 'From account name', 'text', true, 255, [
    'fromaccountname',
    'fromname',
    'payer',
    'payername',
    'debtor',
    'debtorname',
    'sender',
    'sendername',
  ]),
  f('from_institution_name', 'From bank', 'text', true, 255, [
    'frombank',
    'frominstitution',
    'frominstitutionname',
    'payerbank',
    'senderbank',
  ]),
  f('from_swift', 'From bank SWIFT/BIC', 'swift', true, 0, [
    'fromswift',
    'frombic',
    'payerbic',
    'senderbic',
    'payerswift',
  ]),
  f('from_currency_code', 'From account currency', 'currency', false, 0, [
    'fromcurrency',
    'currency',
    'ccy',
    'accountcurrency',
  ]),
  f('from_country', 'From country', 'country', true, 0, [
    'fromcountry',
    'payercountry',
    'sendercountry',
    'debtorcountry',
  ]),
  f('to_account', 'To account', 'account', true, 50, [
    'toaccount',
    'creditaccount',
    'beneficiaryaccount',
    'payeeaccount',
    'toiban',
    'beneficiaryiban',
  ]),
  f('to_account_name', 'To account name', 'text', true, 255, [
    'toaccountname',
    'toname',
    'payee',
    'payeename',
    'beneficiary',
    'beneficiaryname',
    'creditor',
    'creditorname',
    'receiver',
  ]),
  f('to_institution_name', 'To bank', 'text', true, 255, [
    'tobank',
    'toinstitution',
    'toinstitutionname',
    'beneficiarybank',
    'payeebank',
    'receiverbank',
  ]),
  f('to_swift', 'To bank SWIFT/BIC', 'swift', true, 0, [
    'toswift',
    'tobic',
    'beneficiarybic',
    'payeebic',
    'receiverbic',
    'beneficiaryswift',
  ]),
  f('to_currency_code', 'To account currency', 'currency', false, 0, ['tocurrency', 'beneficiarycurrency']),
  f('to_country', 'To country', 'country', true, 0, [
    'tocountry',
    'beneficiarycountry',
    'payeecountry',
    'receivercountry',
    'creditorcountry',
  ]),
];

export const FIELD_KEYS = TARGET_FIELDS.map((x) => x.key);
export const fieldByKey = new Map(TARGET_FIELDS.map((x) => [x.key, x]));

/** goAML field key -> column header of the export (absent = not mapped). */
export type ColumnMapping = Record<string, string>;

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Suggests a mapping from the header: exact key or label first, then the hint words; one column per field. */
export function suggestMapping(headers: readonly string[], saved?: ColumnMapping | null): ColumnMapping {
  const out: ColumnMapping = {};
  const used = new Set<string>();
  const present = new Set(headers);
  if (saved) {
    for (const [key, header] of Object.entries(saved)) {
      if (fieldByKey.has(key) && present.has(header) && !used.has(header)) {
        out[key] = header;
        used.add(header);
      }
    }
  }
  const normalized = headers.map((h) => ({ h, n: norm(h) }));
  for (const field of TARGET_FIELDS) {
    if (out[field.key]) continue;
    const candidates = [norm(field.key), norm(field.label), ...field.hints];
    const match = candidates.map((c) => normalized.find((x) => x.n === c && !used.has(x.h))).find(Boolean);
    if (match) {
      out[field.key] = match.h;
      used.add(match.h);
    }
  }
  return out;
}
