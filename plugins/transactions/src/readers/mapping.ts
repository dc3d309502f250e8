import { Compile } from 'typebox/compile';
import { DATE_FIELDS, closestName, type ColumnSource, type Mapping } from '../shared/mapping.ts';
import {
  normalizeAccount,
  TransactionInputSchema,
  type ReadResult,
  type RowError,
  type TransactionField,
  type TransactionInput,
} from '../shared/model.ts';
import { schemaReason, unknownWord } from './mapping-reasons.ts';
import {
  decimalOf,
  isoOfDateCell,
  makeDateParser,
  makeDecimalParser,
  parseIsoDate,
  type ParsedDecimal,
} from './mapping-values.ts';

/**
 * The mapping engine: one source row (cells under a header) → one transaction or the errors of the
 * row, each naming the source column. Shared by the CSV and XLSX readers. It translates, never
 * repairs: an unknown bank word, a date off its format or a malformed amount is an error.
 */

/** A cell as a source gives it: CSV always text; XLSX also numbers and dates. */
export type Cell = string | number | Date;
export interface SourceRecord {
  /** 1-based data row (the header is row 0). */
  row: number;
  cells: readonly Cell[];
}

const validator = Compile(TransactionInputSchema);
const DATES: ReadonlySet<string> = new Set(DATE_FIELDS);

interface Plan {
  field: TransactionField;
  /** The source column as the user knows it: the header, or `a + b` for a join. */
  column: string;
  read(cells: readonly Cell[]): Cell;
  /** The model's text, or the reason the value is refused. */
  convert(value: Cell): string | { reason: string };
}

export interface ValueColumn {
  field: TransactionField;
  column: string;
  read(cells: readonly Cell[]): string;
  covers(word: string): boolean;
}

export interface CompiledMapping {
  headers: string[];
  /** The columns translated by a value table (the preview lists the words they do not cover). */
  valueColumns: ValueColumn[];
  apply(record: SourceRecord): ReadResult;
}

const cellText = (cell: Cell): string =>
  typeof cell === 'string' ? cell.trim() : cell instanceof Date ? isoOfDateCell(cell) : String(cell);
const columnName = (source: ColumnSource) => (typeof source === 'string' ? source : source.join.join(' + '));

/** Header text as matched: trimmed, without a BOM. */
export const headerText = (cell: Cell | undefined) =>
  cell === undefined
    ? ''
    : cellText(cell)
        .replace(/^\uFEFF/, '')
        .trim();

/**
 * Binds a mapping to a file's header. A mapped header missing from the file (or present twice) is a
 * file-level error, returned before any row is read.
 */
export function compileMapping(mapping: Mapping, headerCells: readonly Cell[]): CompiledMapping | RowError[] {
  const headers = headerCells.map(headerText);
  const errors: RowError[] = [];
  const indexOf = (header: string, field: TransactionField | null): number => {
    const wanted = header.trim();
    const first = headers.indexOf(wanted);
    const where = field ? `mapped to ${field}` : 'the direction column';
    if (first < 0) {
      const near = closestName(wanted, headers);
      errors.push({
        row: 0,
        column: wanted,
        field,
        reason: `column "${wanted}" (${where}) is not in the file's header${near ? ` (did you mean "${near}"?)` : ''}`,
      });
    } else if (headers.indexOf(wanted, first + 1) >= 0)
      errors.push({
        row: 0,
        column: wanted,
        field,
        reason: `column "${wanted}" (${where}) appears twice in the header`,
      });
    return first;
  };

  const decimal = makeDecimalParser(mapping.decimal ?? '.');
  const plainDecimal = makeDecimalParser('.');
  const plans: Plan[] = [];
  const valueColumns: ValueColumn[] = [];
  // The sign of each decimal of the current row (the direction may come from the amount's sign).
  let signed: Partial<Record<TransactionField, ParsedDecimal>> = {};
  for (const [key, source] of Object.entries(mapping.columns)) {
    const field = key as TransactionField;
    const column = columnName(source!);
    const read = reader(source!, (h) => indexOf(h, field));
    const table = mapping.values?.[field];
    const words = table ? new Map(Object.entries(table).map(([w, code]) => [w.trim(), code])) : null;
    if (words) valueColumns.push({ field, column, read: (c) => cellText(read(c)), covers: (w) => words.has(w) });
    const format = mapping.dates?.[field];
    const date = DATES.has(field) ? (format ? makeDateParser(format) : parseIsoDate) : null;
    const decimalField = field === 'amount' || field === 'amount_local' || field === 'rate' ? field : null;
    const isAccount = field === 'account' || field === 'counterparty_account';
    plans.push({
      field,
      column,
      read,
      convert(cell) {
        if (date && cell instanceof Date) return isoOfDateCell(cell);
        if (decimalField && typeof cell === 'number')
          return decimalOf(decimalField, String(cell), plainDecimal, signed);
        let text = cellText(cell);
        if (text.includes('\uFFFD'))
          return { reason: 'contains characters that are not UTF-8 (save the export as UTF-8)' };
        if (words) {
          const code = words.get(text);
          if (code === undefined) return { reason: unknownWord(text, field, [...words.keys()]) };
          text = code;
        }
        if (date) {
          const parsed = date(text);
          return parsed.ok ? parsed.value : { reason: parsed.reason };
        }
        if (decimalField) return decimalOf(decimalField, text, decimal, signed);
        return isAccount ? normalizeAccount(text) : text;
      },
    });
  }

  const dirBlock = mapping.direction;
  const dirIndex = dirBlock ? indexOf(dirBlock.column, null) : -1;
  const dirWords = new Map<string, 'credit' | 'debit'>([
    ...(dirBlock?.credit ?? []).map((w) => [w.trim(), 'credit'] as const),
    ...(dirBlock?.debit ?? []).map((w) => [w.trim(), 'debit'] as const),
  ]);
  const dirColumn = dirBlock?.column.trim() ?? null;
  const constants = Object.entries(mapping.constants ?? {}) as [TransactionField, string][];
  if (errors.length) return errors;
  const width = headers.length;

  return {
    headers,
    valueColumns,
    apply({ row, cells }) {
      if (cells.length !== width)
        return {
          row,
          errors: [
            { row, column: null, field: null, reason: `the row has ${cells.length} cells, the header ${width}` },
          ],
        };
      const tx: Record<string, string> = {};
      const errors: RowError[] = [];
      const failed: string[] = [];
      signed = {};
      for (const plan of plans) {
        const cell = plan.read(cells);
        if (cell === '') continue;
        const out = plan.convert(cell);
        if (typeof out === 'string') tx[plan.field] = out;
        else {
          failed.push(plan.field);
          errors.push({ row, column: plan.column, field: plan.field, reason: out.reason, value: cellText(cell) });
        }
      }
      for (const [field, value] of constants) tx[field] = value;
      direction(row, cells, tx, errors, failed);
      if (errors.length === 0 && validator.Check(tx)) return { row, transaction: tx as TransactionInput };
      const all = errors.concat(schemaErrors(row, tx, failed));
      // What was read, with each refused field as the file had it: the values a user corrects.
      const values: Record<string, string> = { ...tx };
      for (const e of all) if (e.field && e.value !== undefined) values[e.field] = e.value;
      return { row, errors: all, values };
    },
  };

  /** The direction from direction.column, a constant, or the amount's sign; amounts stored unsigned. */
  function direction(
    row: number,
    cells: readonly Cell[],
    tx: Record<string, string>,
    errors: RowError[],
    failed: string[],
  ) {
    const amount = signed.amount;
    const local = signed.amount_local;
    const refuse = (field: TransactionField | null, column: string | null, reason: string, value?: string) => {
      failed.push(field ?? 'direction');
      errors.push({ row, column, field, reason, ...(value === undefined ? {} : { value }) });
    };
    const fromSign = !dirBlock && !tx.direction;
    if (!fromSign) {
      for (const [field, parsed] of [
        ['amount', amount],
        ['amount_local', local],
      ] as const)
        if (parsed?.negative)
          refuse(
            field,
            columnOf(field),
            `negative amount: the direction comes from ${dirBlock ? `"${dirColumn}"` : 'constants.direction'}, so amounts are unsigned here (no abs())`,
            `-${parsed.value}`,
          );
      if (!dirBlock) return;
      const word = cellText(cells[dirIndex]!);
      const dir = dirWords.get(word);
      if (dir) tx.direction = dir;
      else {
        const expected = `credit: ${dirBlock.credit.join(', ')}; debit: ${dirBlock.debit.join(', ')}`;
        refuse(
          'direction',
          dirColumn,
          word === '' ? `empty; expected ${expected}` : `"${word}" is neither a credit nor a debit word (${expected})`,
          word,
        );
      }
      return;
    }
    if (!amount) {
      failed.push('direction'); // the amount is empty or refused: that error is the row's reason
      return;
    }
    if (/^0*(\.0*)?$/.test(amount.value)) {
      refuse(
        'amount',
        columnOf('amount'),
        'a zero amount has no sign, so its direction cannot be told: map a direction column',
        amount.value,
      );
      return;
    }
    tx.direction = amount.negative ? 'debit' : 'credit';
    if (local && local.negative !== amount.negative)
      refuse(
        'amount_local',
        columnOf('amount_local'),
        "the sign of the local amount differs from the amount's",
        `${local.negative ? '-' : ''}${local.value}`,
      );
  }

  function columnOf(field: TransactionField): string | null {
    return plans.find((p) => p.field === field)?.column ?? null;
  }

  function schemaErrors(row: number, tx: Record<string, string>, failed: string[]): RowError[] {
    const out: RowError[] = [];
    const seen = new Set(failed);
    for (const e of validator.Errors(tx)) {
      const fields =
        e.keyword === 'required'
          ? (e.params as { requiredProperties: string[] }).requiredProperties
          : [e.instancePath.split('/')[1] ?? ''];
      for (const f of fields) {
        if (!f || seen.has(f)) continue;
        seen.add(f);
        const field = f as TransactionField;
        const value = tx[field];
        const column = field === 'direction' ? dirColumn : columnOf(field);
        out.push({
          row,
          column,
          field,
          reason: schemaReason(field, e.keyword, e.params, value, column),
          ...(value === undefined ? {} : { value }),
        });
      }
    }
    return out;
  }
}

/** A single column's cell, or the non-empty cells of a join. */
function reader(source: ColumnSource, indexOf: (header: string) => number): (cells: readonly Cell[]) => Cell {
  if (typeof source === 'string') {
    const i = indexOf(source);
    return (cells) => {
      const cell = cells[i]!;
      return typeof cell === 'string' ? cell.trim() : cell;
    };
  }
  const indexes = source.join.map(indexOf);
  const sep = source.with ?? ' ';
  return (cells) =>
    indexes
      .map((i) => cellText(cells[i]!))
      .filter((t) => t !== '')
      .join(sep);
}
