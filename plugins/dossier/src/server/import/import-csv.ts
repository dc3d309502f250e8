import { badRequest } from '@app/core/server';
import { parse } from 'csv-parse/sync';
import {
  importFieldOf,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES as M,
  IMPORT_OPTIONS,
  type ImportField,
} from '../../shared/index.ts';

/** One client row: its spreadsheet row number (the header is row 1) and its non-empty cells by field. */
export interface ImportRow {
  row: number;
  values: Partial<Record<ImportField, string>>;
}
export interface ParsedImport {
  delimiter: ',' | ';';
  columns: { header: string; field: ImportField | null }[];
  /** The header a field was read from (messages name the user's column). */
  headerOf: Partial<Record<ImportField, string>>;
  rows: ImportRow[];
}

/** Comma or semicolon: whichever the header line has more of outside quotes (ties: comma). */
export function sniffDelimiter(text: string): ',' | ';' {
  let quoted = false;
  let comma = 0;
  let semi = 0;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') comma++;
    else if (!quoted && ch === ';') semi++;
  }
  return semi > comma ? ';' : ',';
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Reads the uploaded CSV: UTF-8 with or without BOM, comma or semicolon, quoted cells (a cell with
 * account numbers separated by semicolons must be quoted in a semicolon file). Problems of the
 * file as a whole are a 400; problems of a row are left to validation.
 */
export function parseImportCsv(content: Buffer): ParsedImport {
  let text: string;
  try {
    text = decoder.decode(content).replace(/^\uFEFF/, '');
  } catch {
    throw badRequest(M.notUtf8, 'file');
  }
  if (text.includes('\u0000')) throw badRequest(M.notUtf8, 'file');
  if (!text.trim()) throw badRequest(M.empty, 'file');
  const delimiter = sniffDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    const e = error as { lines?: number; message?: string };
    throw badRequest(
      M.malformed(
        e.lines ?? 0,
        String(e.message ?? '')
          .replace(/^Invalid [^:]*: /, '')
          .slice(0, 200),
      ),
      'file',
    );
  }
  const [header, ...data] = records.filter((r) => r.some((c) => c.trim() !== ''));
  if (!header) throw badRequest(M.empty, 'file');
  if (data.length > IMPORT_MAX_ROWS) throw badRequest(M.tooManyRows(IMPORT_MAX_ROWS), 'file');
  if (!data.length) throw badRequest(M.noRows, 'file');
  const columns = header.map((h) => ({ header: h.trim(), field: importFieldOf(h) }));
  const headerOf: Partial<Record<ImportField, string>> = {};
  for (const c of columns) {
    if (!c.field) continue;
    if (headerOf[c.field] !== undefined)
      throw badRequest(M.duplicateColumn(c.field, headerOf[c.field]!, c.header), 'file');
    headerOf[c.field] = c.header;
  }
  if (!headerOf.company_type) throw badRequest(M.companyTypeColumn, 'file');
  const rows = data.map((cells, i): ImportRow => {
    const values: ImportRow['values'] = {};
    columns.forEach((c, k) => {
      const cell = (cells[k] ?? '').trim();
      if (!c.field || cell === '') return;
      values[c.field] = IMPORT_OPTIONS[c.field]?.(cell) ?? cell;
    });
    return { row: i + 2, values };
  });
  return { delimiter, columns, headerOf, rows };
}

/** The account numbers of a cell: semicolon-separated, blanks dropped. */
export const splitAccounts = (cell: string | undefined) =>
  (cell ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
