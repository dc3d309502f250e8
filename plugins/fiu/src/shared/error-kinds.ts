import { Type, type Static } from '@app/core/shared';
import { ROW_REASONS as R } from './messages.ts';

/** The categories of row errors the conversion produces (Saved info filters and counts by them). */
export const ERROR_KINDS = [
  { kind: 'required', label: 'Required value is empty' },
  { kind: 'date', label: 'Invalid date' },
  { kind: 'amount', label: 'Invalid amount' },
  { kind: 'rate', label: 'Invalid exchange rate' },
  { kind: 'currency', label: 'Unknown currency code' },
  { kind: 'country', label: 'Unknown country code' },
  { kind: 'funds', label: 'Unknown funds type' },
  { kind: 'transmode', label: 'Unknown conduction type' },
  { kind: 'swift', label: 'Invalid SWIFT/BIC' },
  { kind: 'account', label: 'Invalid account number' },
  { kind: 'text', label: 'Text too long or with control characters' },
  { kind: 'foreign', label: 'Incomplete foreign currency' },
  { kind: 'columns', label: 'Wrong number of columns' },
  { kind: 'duplicate', label: 'Duplicate transaction number' },
  { kind: 'other', label: 'Other error' },
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number]['kind'];
export const ErrorKindSchema = Type.Unsafe<ErrorKind>(Type.Union(ERROR_KINDS.map((k) => Type.Literal(k.kind))));
export const errorKindLabel = (kind: string) => ERROR_KINDS.find((k) => k.kind === kind)?.label ?? kind;

const prefix = (text: string) => text.replace(/\s*\(.*$|".*$/, '');
/** Reason texts (or their fixed beginning) -> kind; the texts come from ROW_REASONS, so a reworded reason keeps its kind. */
const BY_PREFIX: [string, ErrorKind][] = [
  [R.required, 'required'],
  [R.dateFormat, 'date'],
  [R.dateInvalid, 'date'],
  [R.dateFuture, 'date'],
  [R.amountNegative, 'amount'],
  [prefix(R.amountComma('')), 'amount'],
  [R.amountFormat, 'amount'],
  [R.amountZero, 'amount'],
  [R.rateFormat, 'rate'],
  [prefix(R.unknownCode('currency', '')), 'currency'],
  [prefix(R.unknownCode('country', '')), 'country'],
  [prefix(R.unknownCode('funds', '')), 'funds'],
  [prefix(R.unknownCode('transmode', '')), 'transmode'],
  [R.swiftFormat, 'swift'],
  [R.accountFormat, 'account'],
  [R.accountFormatSchema, 'account'],
  [R.ibanChecksum, 'account'],
  [prefix(R.tooLong(0)).replace(/\d+.*$/, ''), 'text'],
  [R.controlChars, 'text'],
  [R.foreignIncomplete, 'foreign'],
  [R.columnCount(0, 0).replace(/\d+.*$/, ''), 'columns'],
  [prefix(R.duplicate(0)), 'duplicate'],
];

/** The kind of a row error from its reason (rows saved before kinds were stored carry none). */
export function errorKindOf(reason: string): ErrorKind {
  for (const [start, kind] of BY_PREFIX) if (reason.startsWith(start.trimEnd())) return kind;
  return 'other';
}

export const ErrorKindCountSchema = Type.Object({ kind: ErrorKindSchema, label: Type.String(), rows: Type.Integer() });
export type ErrorKindCount = Static<typeof ErrorKindCountSchema>;

/** Row errors with their kind (computed from the reason where it was not stored). */
export function withKinds<E extends { reason: string; kind?: ErrorKind }>(
  errors: readonly E[],
): (E & { kind: ErrorKind })[] {
  return errors.map((e) => (e.kind ? (e as E & { kind: ErrorKind }) : { ...e, kind: errorKindOf(e.reason) }));
}
