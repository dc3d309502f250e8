import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import type { Mapping } from '../shared/mapping.ts';
import type { ReadResult } from '../shared/model.ts';
import { mapRecords, SourceError } from './mapping-records.ts';
import type { SourceRecord } from './mapping.ts';

/** Delimiters a bank's CSV export uses; the header line tells which one. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export interface CsvOptions {
  /** The delimiter; by default the one seen most often (outside quotes) in the header line. */
  delimiter?: CsvDelimiter;
}

/**
 * The delimiter of a header line: the candidate seen most often outside quotes. Ties and a header
 * without any candidate give a comma (a one-column file).
 */
export function sniffDelimiter(head: string): CsvDelimiter {
  const counts = new Map<string, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of head.replace(/^\uFEFF/, '')) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best: CsvDelimiter = ',';
  for (const d of CSV_DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

/**
 * The records of an RFC 4180 CSV (UTF-8, BOM dropped, CRLF/LF, quoted fields with delimiters, quotes
 * and line breaks), streamed: the header as row 0, then data rows 1, 2, … Empty lines are skipped.
 * A syntax error (e.g. an unclosed quote) stops reading with a SourceError naming the row.
 * Records come in batches (what the parser holds after each chunk): one await per chunk, not per row.
 */
export async function* csvRecords(input: Readable, options: CsvOptions = {}): AsyncGenerator<SourceRecord[]> {
  const head = await firstChunk(input);
  if (!head) return;
  input.unshift(head);
  const delimiter = options.delimiter ?? sniffDelimiter(head.subarray(0, 64 * 1024).toString('utf8'));
  const parser = input.pipe(parse({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: true }));
  input.once('error', (error) => parser.destroy(error));
  parser.on('error', () => {}); // kept in parser.errored and thrown below, even between awaits
  let row = -1;
  try {
    for (;;) {
      const batch: SourceRecord[] = [];
      let cells: string[] | null;
      while ((cells = parser.read() as string[] | null) !== null) batch.push({ row: ++row, cells });
      if (batch.length) yield batch;
      else if (parser.errored) throw parser.errored;
      else if (parser.readableEnded) return;
      else await readableOrEnd(parser);
    }
  } catch (error) {
    throw new SourceError(`CSV syntax: ${(error as Error).message}`, row + 1);
  } finally {
    input.destroy();
  }
}

/** A bank's CSV export read through a mapping: one ReadResult per data row, in order. */
export function readCsv(input: Readable, mapping: Mapping, options: CsvOptions = {}): AsyncGenerator<ReadResult> {
  return mapRecords(csvRecords(input, options), mapping);
}

/**
 * The start of a stream up to the end of its first line (or 64 KiB), read without re-wrapping the
 * stream: the caller puts it back with unshift, then pipes the whole stream to the parser.
 */
async function firstChunk(input: Readable): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const chunk: unknown = input.read();
    if (chunk !== null) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      chunks.push(buffer);
      size += buffer.length;
      if (buffer.includes(10) || buffer.includes(13) || size >= 64 * 1024) return Buffer.concat(chunks);
      continue;
    }
    if (input.readableEnded || input.destroyed) return chunks.length ? Buffer.concat(chunks) : null;
    await readableOrEnd(input);
  }
}

/** Resolves when a stream has data to read or has ended; rejects on its error. */
function readableOrEnd(stream: Readable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      stream.off('readable', done).off('end', done).off('error', fail);
      resolve();
    };
    const fail = (error: Error) => {
      stream.off('readable', done).off('end', done);
      reject(error);
    };
    stream.once('readable', done).once('end', done).once('error', fail);
  });
}
