import {
  DATE_FIELDS,
  DECIMAL_FIELDS,
  REQUIRED_FIELDS,
  TRANSACTION_FIELDS,
  type ColumnSource,
  type Mapping,
  type TransactionField,
} from '../../shared/index.ts';

/** What a compliance officer calls each model field in the editor (the JSON keeps the field names). */
export const FIELD_LABELS: Record<TransactionField, string> = {
  account: 'Our account number',
  account_name: 'Account name',
  customer_type: 'Customer type (person/entity)',
  customer_name: 'Customer name',
  customer_first_name: 'Customer first name',
  customer_last_name: 'Customer last name',
  customer_birth_date: 'Customer birth date',
  customer_id_number: 'Customer ID number',
  customer_nationality: 'Customer nationality',
  customer_incorporation_number: 'Customer incorporation number',
  customer_country: 'Customer country',
  account_type: 'Account type (goAML code)',
  account_status: 'Account status (goAML code)',
  account_opened: 'Account opening date',
  account_branch: 'Account branch',
  client_number: 'Client number',
  customer_gender: 'Customer gender (M/F)',
  customer_occupation: 'Customer occupation',
  customer_phone: 'Customer phone (+country code number)',
  customer_phone_type: 'Customer phone type (mobile/landline/fax)',
  customer_address: 'Customer address',
  customer_city: 'Customer city',
  customer_state: 'Customer state or province',
  customer_ssn: 'Customer national / social security number',
  customer_legal_form: 'Customer legal form (goAML code)',
  customer_incorporation_date: 'Customer incorporation date',
  customer_business: 'Customer business activity',
  counterparty_type: 'Counterparty type (person/entity)',
  counterparty_name: 'Counterparty name',
  counterparty_first_name: 'Counterparty first name',
  counterparty_last_name: 'Counterparty last name',
  counterparty_account: 'Counterparty account',
  counterparty_institution: 'Counterparty bank',
  counterparty_bic: 'Counterparty BIC',
  counterparty_country: 'Counterparty country',
  direction: 'Direction (credit/debit)',
  amount: 'Amount',
  currency: 'Currency',
  amount_local: 'Amount in local currency',
  local_currency: 'Local currency',
  rate: 'Exchange rate',
  booked_at: 'Booking date',
  value_at: 'Value date',
  transmode: 'Channel (transmode code)',
  funds: 'Funds type code',
  location: 'Location / branch',
  reference: 'Reference',
  description: 'Description',
};

// By name, not by position: fields added to the model land in their group (direction has its own block).
const ourSide = (f: TransactionField) => f.startsWith('account') || f.startsWith('customer_') || f === 'client_number';
const counterparty = (f: TransactionField) => f.startsWith('counterparty_');
export const FIELD_GROUPS: [string, TransactionField[]][] = [
  ['Our side', TRANSACTION_FIELDS.filter(ourSide)],
  ['Counterparty', TRANSACTION_FIELDS.filter(counterparty)],
  ['Movement', TRANSACTION_FIELDS.filter((f) => !ourSide(f) && !counterparty(f) && f !== 'direction')],
];

export type SourceKind = 'none' | 'column' | 'join' | 'constant';
export const isRequired = (f: TransactionField) => (REQUIRED_FIELDS as readonly string[]).includes(f);
export const isDate = (f: TransactionField) => (DATE_FIELDS as readonly string[]).includes(f);
/** Amounts and rates cannot be constants (validateMapping refuses it). */
export const mayBeConstant = (f: TransactionField) => !(DECIMAL_FIELDS as readonly string[]).includes(f);
/** Value tables translate words, so not for amounts or dates. */
export const mayHaveValues = (f: TransactionField) => mayBeConstant(f) && !isDate(f);

export const emptyMapping = (): Mapping => ({ columns: {}, decimal: '.' });

export function sourceKind(m: Mapping, f: TransactionField): SourceKind {
  const column = m.columns[f];
  if (column !== undefined) return typeof column === 'string' ? 'column' : 'join';
  return m.constants?.[f] !== undefined ? 'constant' : 'none';
}

type Section = 'columns' | 'constants' | 'values' | 'dates';
/** `section` with `f` set (or removed when `value` is undefined); empty optional sections are dropped. */
function put<S extends Section>(m: Mapping, section: S, f: TransactionField, value: unknown): Mapping {
  const current = { ...((m[section] as Record<string, unknown> | undefined) ?? {}) };
  if (value === undefined) delete current[f];
  else current[f] = value;
  const next = { ...m, [section]: current } as Mapping;
  if (section !== 'columns' && !Object.keys(current).length) delete (next as Record<string, unknown>)[section];
  return next;
}

/** Switches a field's source, keeping what fits (a column's header becomes the first joined header). */
export function setSourceKind(m: Mapping, f: TransactionField, kind: SourceKind): Mapping {
  const column = m.columns[f];
  const first = typeof column === 'string' ? column : (column?.join[0] ?? '');
  let next = put(put(m, 'columns', f, undefined), 'constants', f, undefined);
  if (kind === 'column') next = put(next, 'columns', f, first);
  if (kind === 'join') next = put(next, 'columns', f, { join: first ? [first] : [], with: ' ' });
  if (kind === 'constant') next = put(next, 'constants', f, '');
  if (kind === 'none' || kind === 'constant') next = put(next, 'values', f, undefined);
  return next;
}

export const setColumn = (m: Mapping, f: TransactionField, source: ColumnSource) => put(m, 'columns', f, source);
export const setConstant = (m: Mapping, f: TransactionField, value: string) => put(m, 'constants', f, value);
export const setDateFormat = (m: Mapping, f: TransactionField, format: string) =>
  put(m, 'dates', f, format || undefined);
export const setValueTable = (m: Mapping, f: TransactionField, table: Record<string, string>) =>
  put(m, 'values', f, Object.keys(table).length ? table : undefined);

export type DirectionMode = 'column' | 'constant' | 'signed';
export function directionMode(m: Mapping): DirectionMode {
  if (m.direction) return 'column';
  return m.constants?.direction ? 'constant' : 'signed';
}
export function setDirectionMode(m: Mapping, mode: DirectionMode): Mapping {
  let next: Mapping = { ...m };
  delete next.direction;
  next = put(next, 'constants', 'direction', undefined);
  if (mode === 'column') next.direction = { column: '', credit: ['C'], debit: ['D'] };
  if (mode === 'constant') next = put(next, 'constants', 'direction', 'credit');
  return next;
}

/** Words typed as "C, CR": trimmed, empty ones left out. */
export const wordsOf = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
