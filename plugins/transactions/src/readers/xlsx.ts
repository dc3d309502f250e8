import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import type { Mapping } from '../shared/mapping.ts';
import type { ReadResult } from '../shared/model.ts';
import { mapRecords, SourceError } from './mapping-records.ts';
import type { Cell, SourceRecord } from './mapping.ts';

export interface XlsxOptions {
  /** The worksheet to read, by its tab name; by default the workbook's first sheet. */
  sheet?: string;
  /** The sheet row of the header (1-based), when title rows stand above it; by default the first non-empty row. */
  headerRow?: number;
}

/** A cell as the mapping engine reads it: text, a number (amounts) or a date (the sheet's wall clock). */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result !== null && typeof result === 'object' && 'error' in result) return String(result.error);
    return result === undefined ? '' : cellOf(result as ExcelJS.CellValue);
  }
  if ('text' in value) return String(value.text); // hyperlink
  if ('error' in value) return String(value.error); // #N/A etc.: refused by the field that reads it
  return '';
}

interface SheetReader extends AsyncIterable<ExcelJS.Row> {
  id: string | number;
  name?: string;
}

/**
 * The rows of one worksheet, streamed (exceljs WorkbookReader, shared strings cached): the first
 * non-empty row (or `headerRow`) is the header (row 0), rows above it are skipped, data rows are numbered from it (sheet row − header row), so
 * an error's row plus the header's sheet row is the row the user sees. Empty rows are skipped.
 * Rows are padded to the header's width; cells beyond it that hold a value are kept, so the
 * engine reports the row's width.
 */
export async function* xlsxRecords(input: Readable, options: XlsxOptions = {}): AsyncGenerator<SourceRecord[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // dates are told from numbers by their number format
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // exceljs reads `model.sheets` when a worksheet entry comes before xl/workbook.xml in the zip
  // (entry order is not fixed): start from an empty model instead of a crash; names are then unknown.
  const model = reader as unknown as { model?: { sheets?: { name: string; id: number }[] } };
  model.model ??= { sheets: [] };
  let headerRow = 0;
  let lastRow = 0; // the data row reading stopped at, for a broken file
  let found = false;
  const names: string[] = [];
  try {
    for await (const sheet of reader as unknown as AsyncIterable<SheetReader>) {
      const first = model.model.sheets?.[0];
      if (sheet.name) names.push(sheet.name);
      const wanted = options.sheet
        ? sheet.name === options.sheet
        : first
          ? sheet.name === first.name
          : String(sheet.id) === '1';
      if (found || !wanted) {
        for await (const _ of sheet); // drain: the zip is one stream
        continue;
      }
      found = true;
      let width = 0;
      for await (const r of sheet) {
        lastRow = headerRow ? r.number - headerRow : 0;
        const raw = r.values as ExcelJS.CellValue[]; // 1-based and sparse: empty cells are holes
        const values = Array.from({ length: Math.max(raw.length - 1, 0) }, (_, i) => cellOf(raw[i + 1]));
        if (values.every((c) => c === '')) continue;
        if (!headerRow && options.headerRow && r.number < options.headerRow) continue;
        if (!headerRow) {
          headerRow = r.number;
          width = values.length;
          yield [{ row: 0, cells: values }];
          continue;
        }
        while (values.length > width && values[values.length - 1] === '') values.pop();
        while (values.length < width) values.push('');
        yield [{ row: r.number - headerRow, cells: values }];
      }
    }
  } catch (error) {
    throw new SourceError(`XLSX: ${(error as Error).message}`, lastRow);
  }
  if (!found) {
    const which = options.sheet ? `no sheet named "${options.sheet}"` : 'no worksheet';
    throw new SourceError(`XLSX: ${which} in the workbook${names.length ? ` (sheets: ${names.join(', ')})` : ''}`, 0);
  }
}

/** A bank's XLSX export read through a mapping: one ReadResult per data row, in order. */
export function readXlsx(input: Readable, mapping: Mapping, options: XlsxOptions = {}): AsyncGenerator<ReadResult> {
  return mapRecords(xlsxRecords(input, options), mapping);
}
