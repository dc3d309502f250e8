import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { TRANSACTION_FIELDS, TransactionInputSchema, type TransactionField } from './model.ts';

/**
 * The mapping file (issue 26 §2): how the columns of a bank's CSV/XLSX export become transactions.
 * It is the contract of the CLI and of the mapping editor, exchanged as JSON, so every key name is
 * fixed. `validateMapping` turns any JSON into a typed Mapping or into errors naming the bad key.
 */
const fieldObject = <T extends Parameters<typeof Type.Optional>[0]>(value: T) =>
  Type.Object(
    Object.fromEntries(TRANSACTION_FIELDS.map((f) => [f, Type.Optional(value)])) as {
      [K in TransactionField]: ReturnType<typeof Type.Optional<T>>;
    },
    { additionalProperties: false },
  );

const header = Type.String({ minLength: 1, maxLength: 255 });
export const ColumnSourceSchema = Type.Union([
  header,
  Type.Object(
    { join: Type.Array(header, { minItems: 1 }), with: Type.Optional(Type.String({ maxLength: 10 })) },
    { additionalProperties: false },
  ),
]);
export type ColumnSource = Static<typeof ColumnSourceSchema>;

export const MappingSchema = Type.Object(
  {
    columns: fieldObject(ColumnSourceSchema),
    constants: Type.Optional(fieldObject(Type.String({ minLength: 1 }))),
    values: Type.Optional(fieldObject(Type.Record(Type.String(), Type.String({ minLength: 1 })))),
    direction: Type.Optional(
      Type.Object(
        {
          column: header,
          credit: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
          debit: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
    dates: Type.Optional(fieldObject(Type.String({ minLength: 1 }))),
    decimal: Type.Optional(Type.Union([Type.Literal('.'), Type.Literal(',')])),
  },
  { additionalProperties: false },
);
export type Mapping = Static<typeof MappingSchema>;

/** Fields that take a date or date-time (and so may have a format under `dates`). */
export const DATE_FIELDS = [
  'booked_at',
  'value_at',
  'customer_birth_date',
  'account_opened',
  'customer_incorporation_date',
] as const satisfies TransactionField[];
/** Fields read as decimals with the mapping's decimal mark. `rate` is never signed. */
export const DECIMAL_FIELDS = ['amount', 'amount_local', 'rate'] as const satisfies TransactionField[];
/** A mapping must give these a source (a column or a constant); `direction` may also come from the sign. */
export const REQUIRED_FIELDS = ['account', 'amount', 'currency', 'booked_at', 'reference'] as const;

export interface MappingError {
  /** JSON path of the bad key, e.g. `columns.amout` or `direction.credit`. */
  path: string;
  message: string;
}
export type MappingCheck = { ok: true; mapping: Mapping } | { ok: false; errors: MappingError[] };

// ---------------------------------------------------------------------------------------------
// Date formats: explicit tokens, no guessing. YYYY (4-digit year; YY is refused: its century would
// be a guess), MM/M month, DD/D day, HH/H hour 00–23, mm minutes, ss seconds, S…S (1–6) exact
// fraction digits, Z (`Z` or ±HH:mm / ±HHmm), [text] or T or punctuation as literals.
export type DateToken =
  | { kind: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'; digits: number; exact: boolean }
  | { kind: 'fraction'; digits: number; exact: true }
  | { kind: 'zone' }
  | { kind: 'literal'; text: string };

const TOKEN_RUNS: Record<string, Record<number, DateToken>> = {
  Y: { 4: { kind: 'year', digits: 4, exact: true } },
  M: { 1: { kind: 'month', digits: 2, exact: false }, 2: { kind: 'month', digits: 2, exact: true } },
  D: { 1: { kind: 'day', digits: 2, exact: false }, 2: { kind: 'day', digits: 2, exact: true } },
  H: { 1: { kind: 'hour', digits: 2, exact: false }, 2: { kind: 'hour', digits: 2, exact: true } },
  m: { 2: { kind: 'minute', digits: 2, exact: true } },
  s: { 2: { kind: 'second', digits: 2, exact: true } },
};

/** The tokens of a date format, or the reason it is refused. */
export function parseDateFormat(format: string): DateToken[] | string {
  const tokens: DateToken[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < format.length;) {
    const ch = format[i]!;
    if (ch === '[') {
      const end = format.indexOf(']', i);
      if (end < 0) return `unclosed "[" at position ${i + 1}`;
      tokens.push({ kind: 'literal', text: format.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    let run = 1;
    while (format[i + run] === ch) run++;
    let token: DateToken | undefined;
    if (ch === 'S') token = run <= 6 ? { kind: 'fraction', digits: run, exact: true } : undefined;
    else if (ch === 'Z') token = run === 1 ? { kind: 'zone' } : undefined;
    else if (ch in TOKEN_RUNS) token = TOKEN_RUNS[ch]![run];
    else if (/[A-Za-z]/.test(ch) && ch !== 'T')
      return `unknown token "${ch.repeat(run)}" (put literal text in [brackets])`;
    else token = { kind: 'literal', text: ch.repeat(run) };
    if (!token) {
      if (ch === 'Y' && run === 2) return 'two-digit years (YY) are not read: the century would be a guess; use YYYY';
      return `unknown token "${ch.repeat(run)}"`;
    }
    if (token.kind !== 'literal') {
      if (seen.has(token.kind)) return `"${ch.repeat(run)}" appears twice`;
      seen.add(token.kind);
    }
    tokens.push(token);
    i += run;
  }
  for (const [needs, what] of [
    ['year', 'YYYY'],
    ['month', 'MM'],
    ['day', 'DD'],
  ] as const)
    if (!seen.has(needs)) return `a date format needs ${what}`;
  const chain: [string, string, string][] = [
    ['hour', 'minute', 'HH needs mm'],
    ['minute', 'hour', 'mm needs HH'],
    ['second', 'minute', 'ss needs mm'],
    ['fraction', 'second', 'S needs ss'],
    ['zone', 'hour', 'Z needs a time (HH:mm)'],
  ];
  for (const [kind, needs, message] of chain) if (seen.has(kind) && !seen.has(needs)) return message;
  return tokens;
}

// ---------------------------------------------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const FIELD_SET: ReadonlySet<string> = new Set(TRANSACTION_FIELDS);
const TOP_KEYS = ['columns', 'constants', 'values', 'direction', 'dates', 'decimal'];

/** The nearest name by edit distance, for "did you mean" (only when it is close). */
export function closestName(word: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const name of names) {
    const d = editDistance(word.toLowerCase(), name.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(prev[j]! + 1, next[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = next;
  }
  return prev[b.length]!;
}
const unknownField = (path: string, key: string): MappingError => {
  const near = closestName(key, TRANSACTION_FIELDS);
  return { path, message: `"${key}" is not a transaction field${near ? ` (did you mean "${near}"?)` : ''}` };
};

/** Every key of a field section must be a transaction field; returns the known entries. */
function fieldEntries(json: Record<string, unknown>, section: string, errors: MappingError[]): [string, unknown][] {
  const value = json[section];
  if (value === undefined) return [];
  if (!isObject(value)) {
    errors.push({ path: section, message: `"${section}" must be an object keyed by transaction field` });
    return [];
  }
  const entries: [string, unknown][] = [];
  for (const [key, v] of Object.entries(value)) {
    if (FIELD_SET.has(key)) entries.push([key, v]);
    else errors.push(unknownField(`${section}.${key}`, key));
  }
  return entries;
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Checks a mapping file and says, key by key, what is wrong with it. */
export function validateMapping(json: unknown): MappingCheck {
  const errors: MappingError[] = [];
  if (!isObject(json)) return { ok: false, errors: [{ path: '', message: 'a mapping is a JSON object' }] };
  for (const key of Object.keys(json))
    if (!TOP_KEYS.includes(key)) {
      const near = closestName(key, TOP_KEYS);
      errors.push({
        path: key,
        message: `unknown key "${key}"${near ? ` (did you mean "${near}"?)` : ''}; a mapping has ${TOP_KEYS.join(', ')}`,
      });
    }
  if (json.columns === undefined) errors.push({ path: 'columns', message: '"columns" is required' });

  const columns = new Map<string, unknown>(fieldEntries(json, 'columns', errors));
  for (const [field, source] of columns) {
    const path = `columns.${field}`;
    if (typeof source === 'string') {
      if (!source.trim()) errors.push({ path, message: 'the header is empty' });
    } else if (isObject(source) && 'join' in source) {
      const { join, with: sep, ...rest } = source;
      if (!Array.isArray(join) || join.length === 0)
        errors.push({ path: `${path}.join`, message: '"join" needs a list of one or more headers' });
      else if (!join.every(nonEmpty))
        errors.push({ path: `${path}.join`, message: 'every header of "join" must be a non-empty text' });
      if (sep !== undefined && typeof sep !== 'string')
        errors.push({ path: `${path}.with`, message: '"with" must be a text (e.g. " ")' });
      for (const key of Object.keys(rest))
        errors.push({ path: `${path}.${key}`, message: `unknown key "${key}" (a join has "join" and "with")` });
    } else errors.push({ path, message: 'a column is a header text or { "join": ["<header>", …], "with": " " }' });
  }
  if (columns.has('direction'))
    errors.push({
      path: 'columns.direction',
      message: 'the direction comes from the "direction" block ({ column, credit, debit }) or from a signed amount',
    });

  const constants = new Map<string, unknown>(fieldEntries(json, 'constants', errors));
  for (const [field, value] of constants) {
    const path = `constants.${field}`;
    if (typeof value !== 'string' || value === '') errors.push({ path, message: 'a constant is a non-empty text' });
    else if (columns.has(field)) errors.push({ path, message: `"${field}" is also mapped under columns: pick one` });
    else if (!(DECIMAL_FIELDS as readonly string[]).includes(field)) {
      const schema = TransactionInputSchema.properties[field as TransactionField];
      if (!Value.Check(schema, value)) errors.push({ path, message: `"${value}" is not a valid ${field}` });
    } else errors.push({ path, message: `"${field}" cannot be a constant: amounts and rates come from a column` });
  }

  for (const [field, table] of fieldEntries(json, 'values', errors)) {
    const path = `values.${field}`;
    if (!columns.has(field)) errors.push({ path, message: `"${field}" is not mapped under columns` });
    if (!isObject(table) || Object.keys(table).length === 0)
      errors.push({ path, message: 'a value table is a non-empty object { "<bank word>": "<code>" }' });
    else
      for (const [word, code] of Object.entries(table))
        if (!nonEmpty(code)) errors.push({ path: `${path}.${word}`, message: 'the code must be a non-empty text' });
  }

  for (const [field, format] of fieldEntries(json, 'dates', errors)) {
    const path = `dates.${field}`;
    if (!(DATE_FIELDS as readonly string[]).includes(field))
      errors.push({ path, message: `"${field}" is not a date field (${DATE_FIELDS.join(', ')})` });
    else if (!columns.has(field)) errors.push({ path, message: `"${field}" is not mapped under columns` });
    else if (typeof format !== 'string') errors.push({ path, message: 'a date format is a text like "YYYY-MM-DD"' });
    else {
      const parsed = parseDateFormat(format);
      if (typeof parsed === 'string') errors.push({ path, message: parsed });
    }
  }

  const direction = json.direction;
  if (direction !== undefined) {
    if (!isObject(direction)) errors.push({ path: 'direction', message: '"direction" is { column, credit, debit }' });
    else {
      const { column, credit, debit, ...rest } = direction;
      if (!nonEmpty(column)) errors.push({ path: 'direction.column', message: 'the header of the D/C column' });
      for (const [key, list] of [
        ['credit', credit],
        ['debit', debit],
      ] as const)
        if (!Array.isArray(list) || list.length === 0 || !list.every(nonEmpty))
          errors.push({ path: `direction.${key}`, message: `"${key}" is a non-empty list of the bank's words` });
      if (Array.isArray(credit) && Array.isArray(debit))
        for (const word of credit.filter((w) => debit.includes(w)))
          errors.push({ path: 'direction', message: `"${String(word)}" is both a credit and a debit word` });
      for (const key of Object.keys(rest))
        errors.push({
          path: `direction.${key}`,
          message: `unknown key "${key}" (direction has column, credit, debit)`,
        });
      if (constants.has('direction'))
        errors.push({ path: 'constants.direction', message: 'the direction is already read from direction.column' });
    }
  }

  if (json.decimal !== undefined && json.decimal !== '.' && json.decimal !== ',')
    errors.push({ path: 'decimal', message: '"decimal" is "." or ","' });

  for (const field of REQUIRED_FIELDS)
    if (!columns.has(field) && !constants.has(field))
      errors.push({ path: `columns.${field}`, message: `"${field}" is required: map it under columns or constants` });

  // The schema is the last word (types of nested values); the checks above give the readable reasons.
  if (errors.length === 0 && !Value.Check(MappingSchema, json))
    for (const e of Value.Errors(MappingSchema, json))
      errors.push({ path: e.instancePath.slice(1).replaceAll('/', '.'), message: e.message });
  return errors.length ? { ok: false, errors } : { ok: true, mapping: json as Mapping };
}
