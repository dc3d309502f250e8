import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { isUtf8 } from 'node:buffer';
import { Readable, Transform } from 'node:stream';
import { FIU_MESSAGES as M } from '../shared/messages.ts';

/** One record of the export: its row number (the header is row 1) and its cells as text. */
export interface SourceRow {
  row: number;
  cells: string[];
}
export type SourceKind = 'csv' | 'xlsx';

export class SourceFormatError extends Error {}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** The delimiter of the header line: the candidate seen most often outside quotes (ties: comma). */
export function sniffDelimiter(head: string): string {
  const line = head.replace(/^\uFEFF/, '');
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

export function detectKind(filename: string, head: Buffer): SourceKind | null {
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])))
    return /\.xlsx$/i.test(filename) ? 'xlsx' : null;
  if (/\.(csv|txt|tsv)$/i.test(filename)) return 'csv';
  return null;
}

/** Bytes at the end of a chunk that may begin a UTF-8 sequence the next chunk completes (at most 3). */
function openSequence(chunk: Buffer): number {
  for (let back = 1; back <= Math.min(3, chunk.length); back++) {
    const b = chunk[chunk.length - back]!;
    if ((b & 0xc0) !== 0x80) {
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
      return need > back ? back : 0;
    }
  }
  return 0;
}

/** Where the first byte that does not belong to a well-formed UTF-8 sequence is (only on the error path). */
function firstNonUtf8(bytes: Buffer): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const need = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (!need) return i;
    if (!isUtf8(bytes.subarray(i, i + need)) || i + need > bytes.length) return i;
    i += need;
  }
  return 0;
}

/**
 * Passes the export through unchanged when it is UTF-8 text; otherwise fails with where the first
 * bad byte is. Decoding would silently turn a Windows-1252 "é" into "�" in the report, and a
 * NUL byte (UTF-16 or binary files) cannot be kept in Saved info: both are refused, never repaired.
 */
function utf8Only(): Transform {
  let carry: Buffer = Buffer.alloc(0);
  let offset = 0;
  const check = (bytes: Buffer): Error | null => {
    const nul = bytes.indexOf(0);
    if (nul !== -1) return new SourceFormatError(M.nulByte(offset + nul + 1));
    if (!isUtf8(bytes)) return new SourceFormatError(M.notUtf8(offset + firstNonUtf8(bytes) + 1));
    return null;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const open = openSequence(bytes);
      const whole = open ? bytes.subarray(0, bytes.length - open) : bytes;
      const error = check(whole);
      if (error) return done(error);
      offset += whole.length;
      carry = open ? Buffer.from(bytes.subarray(bytes.length - open)) : Buffer.alloc(0);
      done(null, whole);
    },
    flush(done) {
      const error = carry.length ? check(carry) : null;
      done(error, carry.length ? carry : undefined);
    },
  });
}

/** RFC 4180 CSV (any delimiter, quoted fields with delimiters, quotes and line breaks; CRLF or LF; BOM); UTF-8 only. */
export async function* csvRows(input: Readable, delimiter?: string): AsyncGenerator<SourceRow> {
  const first = await firstChunk(input);
  if (!first) return;
  input.unshift(first);
  const sep = delimiter ?? sniffDelimiter(first.subarray(0, 64 * 1024).toString('utf8'));
  const guard = utf8Only();
  const parser = input.pipe(guard).pipe(
    parse({
      delimiter: sep,
      bom: true,
      relax_column_count: true,
      // blank lines are skipped below but still counted: row numbers are the spreadsheet's, as in XLSX
      skip_empty_lines: false,
      record_delimiter: ['\r\n', '\n', '\r'],
    }),
  );
  input.once('error', (error) => parser.destroy(error));
  guard.once('error', (error) => parser.destroy(error));
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      if (cells.length === 1 && cells[0] === '') continue;
      yield { row, cells };
    }
  } catch (error) {
    if (error instanceof SourceFormatError) throw error; // the byte is named: rows are parsed a chunk behind
    throw new SourceFormatError(`CSV error after row ${row}: ${(error as Error).message}`);
  } finally {
    input.destroy();
  }
}

/** The first chunk of a stream, read without re-wrapping it (the caller puts it back with unshift). */
async function firstChunk(input: Readable): Promise<Buffer | null> {
  for (;;) {
    const chunk: unknown = input.read();
    if (chunk !== null) return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    if (input.readableEnded || input.destroyed) return null;
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        input.off('readable', done).off('end', done).off('error', fail);
        resolve();
      };
      const fail = (error: Error) => {
        input.off('readable', done).off('end', done);
        reject(error);
      };
      input.once('readable', done).once('end', done).once('error', fail);
    });
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/**
 * The first worksheet of an XLSX workbook, streamed; dates as ISO text, formulas as their results.
 * Later sheets are not converted; the names of those holding values go into `skippedSheets` so the
 * result can say so (they were dropped without a word).
 */
export async function* xlsxRows(input: Readable, skippedSheets?: string[]): AsyncGenerator<SourceRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // exceljs reads `model.sheets` when a worksheet entry comes before xl/workbook.xml in the zip
  // (entry order is not fixed, even for its own writer); start with an empty model instead of a crash.
  (reader as unknown as { model?: { sheets: unknown[] } }).model ??= { sheets: [] };
  let width = 0;
  let first = true;
  try {
    for await (const sheet of reader) {
      if (!first) {
        if (!skippedSheets) break;
        let values = false;
        for await (const r of sheet as AsyncIterable<ExcelJS.Row>)
          values ||= (r.values as ExcelJS.CellValue[]).some((v) => cellText(v) !== '');
        if (values) skippedSheets.push((sheet as unknown as { name: string }).name);
        continue;
      }
      first = false;
      for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = (r.values as ExcelJS.CellValue[]).slice(1);
        if (r.number === 1) width = values.length;
        const cells = Array.from({ length: Math.max(width, values.length) }, (_, i) => cellText(values[i]));
        if (cells.every((c) => c === '')) continue;
        yield { row: r.number, cells };
      }
    }
  } catch (error) {
    throw new SourceFormatError(`XLSX error: ${(error as Error).message}`);
  }
}

export const sourceRows = (kind: SourceKind, input: Readable, delimiter?: string, skippedSheets?: string[]) =>
  kind === 'csv' ? csvRows(input, delimiter) : xlsxRows(input, skippedSheets);

/** Header and the first data rows, for the mapping screen. */
export async function previewRows(
  kind: SourceKind,
  input: Readable,
  limit = 5,
): Promise<{ headers: string[]; rows: string[][] }> {
  const rows: string[][] = [];
  let headers: string[] | null = null;
  for await (const r of sourceRows(kind, input)) {
    if (!headers) headers = r.cells.map((c) => c.trim());
    else rows.push(r.cells);
    if (rows.length >= limit) break;
  }
  input.destroy();
  return { headers: headers ?? [], rows };
}
