import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { Mapping } from '../shared/mapping.ts';
import type { ReadResult } from '../shared/model.ts';
import { CsvSplitter, CsvSyntaxError } from './csv-split.ts';
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
 * A syntax error (e.g. an unclosed quote) stops reading with a SourceError naming the row, after the
 * rows before it. Records come in batches (those complete in each chunk read): one await per chunk.
 */
export async function* csvRecords(input: Readable, options: CsvOptions = {}): AsyncGenerator<SourceRecord[]> {
  const decoder = new StringDecoder('utf8');
  let splitter: CsvSplitter | null = null;
  let head = ''; // text before the header line is complete (the delimiter is sniffed from it)
  let row = -1;
  const out: string[][] = [];
  const numbered = () => out.splice(0).map((cells) => ({ row: ++row, cells }));
  // Splits `text`; records complete before a syntax error are handed out before it is thrown.
  function* split(text: string, final: boolean): Generator<SourceRecord[]> {
    if (!splitter) {
      head += text;
      if (!final && !/[\r\n]/.test(head) && head.length < 64 * 1024) return;
      splitter = new CsvSplitter(options.delimiter ?? sniffDelimiter(head.slice(0, 64 * 1024)));
      [text, head] = [head, ''];
    }
    let failure: unknown = null;
    try {
      splitter.push(text, final, out);
    } catch (error) {
      failure = error;
    }
    if (out.length) yield numbered();
    if (failure instanceof CsvSyntaxError) throw new SourceError(`CSV syntax: ${failure.message}`, row + 1);
    if (failure) throw failure;
  }
  try {
    for await (const chunk of input)
      yield* split(typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer), false);
    yield* split(decoder.end(), true);
  } finally {
    input.destroy();
  }
}

/** A bank's CSV export read through a mapping: one ReadResult per data row, in order. */
export function readCsv(input: Readable, mapping: Mapping, options: CsvOptions = {}): AsyncGenerator<ReadResult> {
  return mapRecords(csvRecords(input, options), mapping);
}
