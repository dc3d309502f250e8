import type { Readable } from 'node:stream';
import type { Mapping } from '../shared/mapping.ts';
import type { ReadResult, RowError, TransactionField } from '../shared/model.ts';
import { csvRecords, type CsvDelimiter } from './csv.ts';
import { SourceError } from './mapping-records.ts';
import { compileMapping, headerText, type SourceRecord } from './mapping.ts';
import { xlsxRecords } from './xlsx.ts';

/**
 * The mapping editor's preview (issue 26 §2): the first rows as they will be read, and every word
 * of a value-table column that its table does not cover — each of which would be a row error.
 */
export interface PreviewOptions {
  format?: 'csv' | 'xlsx';
  delimiter?: CsvDelimiter;
  sheet?: string;
  /** How many data rows to scan for uncovered words (at least `n`); default 10,000. */
  scan?: number;
}

export interface UncoveredValue {
  field: TransactionField;
  column: string;
  value: string;
  /** Rows (within the scan) holding it, and the first of them. */
  count: number;
  firstRow: number;
}

export interface Preview {
  /** The file's header as matched (trimmed, no BOM); empty when the file has none. */
  headers: string[];
  /** File-level errors (a mapped header missing, an unreadable file); then `rows` is empty. */
  fileErrors: RowError[];
  /** The first `n` rows as the reader will yield them. */
  rows: ReadResult[];
  uncovered: UncoveredValue[];
  /** Data rows scanned for uncovered words. */
  scanned: number;
}

export async function preview(
  input: Readable,
  mapping: Mapping,
  n: number,
  options: PreviewOptions = {},
): Promise<Preview> {
  const batches: AsyncGenerator<SourceRecord[]> =
    options.format === 'xlsx' ? xlsxRecords(input, { sheet: options.sheet }) : csvRecords(input, options);
  const limit = Math.max(n, options.scan ?? 10_000);
  const result: Preview = { headers: [], fileErrors: [], rows: [], uncovered: [], scanned: 0 };
  const uncovered = new Map<string, UncoveredValue>();
  let compiled: ReturnType<typeof compileMapping> | null = null;
  try {
    scan: for await (const batch of batches)
      for (const record of batch) {
        if (!compiled) {
          result.headers = record.cells.map(headerText);
          compiled = compileMapping(mapping, record.cells);
          if (Array.isArray(compiled)) {
            result.fileErrors = compiled;
            break scan;
          }
          continue;
        }
        if (Array.isArray(compiled)) break scan;
        if (result.rows.length < n) result.rows.push(compiled.apply(record));
        const whole = record.cells.length === result.headers.length; // a short row is an error of its own
        for (const column of whole ? compiled.valueColumns : []) {
          const word = column.read(record.cells);
          if (word === '' || column.covers(word)) continue;
          const key = `${column.field}\u0000${word}`;
          const seen = uncovered.get(key);
          if (seen) seen.count++;
          else
            uncovered.set(key, {
              field: column.field,
              column: column.column,
              value: word,
              count: 1,
              firstRow: record.row,
            });
        }
        if (++result.scanned >= limit) break scan;
      }
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    result.fileErrors.push({ row: error.row, column: null, field: null, reason: error.message });
  } finally {
    input.destroy();
  }
  if (!compiled && result.fileErrors.length === 0)
    result.fileErrors.push({ row: 0, column: null, field: null, reason: 'the file is empty (no header row)' });
  result.uncovered = [...uncovered.values()];
  return result;
}
