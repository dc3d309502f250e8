import { badRequest } from '@app/core/server';
import type { Readable } from 'node:stream';
import { readCamt, readCsv, readMt940, readXlsx, type CsvDelimiter } from '../readers/index.ts';
import {
  IMPORT_FORMATS,
  IMPORT_MESSAGES as M,
  MAPPED_FORMATS,
  type ImportFormat,
  type Mapping,
  type ReadResult,
} from '../shared/index.ts';
import type { ImportOptions } from './import.entities.ts';

/** How far into a file sniffing looks (a camt message names itself in its root's namespace). */
export const SNIFF_BYTES = 64 * 1024;

/**
 * The format a file's first bytes show: a ZIP is an XLSX workbook, XML a camt message (its namespace
 * says which), a SWIFT block or `:20:` an MT940 statement; anything else is read as CSV. `null` for
 * XML that is not camt.
 */
export function sniffFormat(head: Buffer): ImportFormat | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  const text = head
    .subarray(0, SNIFF_BYTES)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  const start = text.trimStart();
  if (start.startsWith('<')) {
    const camt = /camt\.05([234])\.001\.\d{2}/.exec(text);
    return camt ? (`camt05${camt[1]}` as ImportFormat) : null;
  }
  if (/^(\{1:|:20:)/.test(start) || (/^:20:/m.test(text) && /^:25:/m.test(text) && /^:61:/m.test(text))) return 'mt940';
  return 'csv';
}

const FOUND: Record<ImportFormat, string> = {
  csv: 'a CSV (text) file',
  xlsx: 'an XLSX workbook',
  camt052: 'a camt.052 message',
  camt053: 'a camt.053 message',
  camt054: 'a camt.054 message',
  mt940: 'an MT940 statement',
};

/** The format given (checked against the file) or sniffed; a contradiction is a 400 naming both. */
export function resolveFormat(given: string | undefined, head: Buffer): ImportFormat {
  const sniffed = sniffFormat(head);
  if (sniffed === null && (given === undefined || given.startsWith('camt'))) throw badRequest(M.xmlNotCamt, 'file');
  if (given === undefined) return sniffed!;
  if (!(IMPORT_FORMATS as readonly string[]).includes(given)) throw badRequest(M.unknownFormat(given), 'format');
  const format = given as ImportFormat;
  // CSV is what any other text sniffs as: a bank's odd text export declared csv is its user's call.
  const contradicts =
    sniffed !== format && !(format === 'csv' && sniffed === 'mt940') && !(format === 'mt940' && sniffed === 'csv');
  if (contradicts) throw badRequest(M.formatMismatch(format, sniffed ? FOUND[sniffed] : 'XML'), 'format');
  return format;
}

const DELIMITERS: Record<string, CsvDelimiter> = { ',': ',', ';': ';', '|': '|', tab: '\t', '\t': '\t' };

/** The reader options of the form's `sheet` and `delimiter`, checked against the format. */
export function readerOptions(format: ImportFormat, fields: { sheet?: string; delimiter?: string }): ImportOptions {
  const options: ImportOptions = {};
  if (fields.delimiter !== undefined && fields.delimiter !== '') {
    if (format !== 'csv') throw badRequest(M.csvOnly('delimiter'), 'delimiter');
    if (!DELIMITERS[fields.delimiter]) throw badRequest(M.badDelimiter, 'delimiter');
    options.delimiter = DELIMITERS[fields.delimiter];
  }
  if (fields.sheet !== undefined && fields.sheet.trim() !== '') {
    if (format !== 'xlsx') throw badRequest(M.xlsxOnly('sheet'), 'sheet');
    options.sheet = fields.sheet.trim();
  }
  return options;
}

export const isMapped = (format: ImportFormat) => MAPPED_FORMATS.includes(format);

/** The reader of a format over a stream of the file. */
export function readerOf(
  format: ImportFormat,
  input: Readable,
  mapping: Mapping | null,
  options: ImportOptions,
): AsyncGenerator<ReadResult> {
  switch (format) {
    case 'csv':
      return readCsv(input, mapping!, { delimiter: options.delimiter as CsvDelimiter | undefined });
    case 'xlsx':
      return readXlsx(input, mapping!, { sheet: options.sheet });
    case 'mt940':
      return readMt940(input);
    default:
      return readCamt(input);
  }
}
