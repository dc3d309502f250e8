import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ListFormatError, type EntryAddress, type EntryName, type SourceFile } from '../engine/model.ts';

/** Helpers shared by the readers: text decoding, CSV, XML, small value utilities. */

/** UTF-8 text without BOM; rejects binary content (NUL bytes) early. */
export function decodeText(file: SourceFile, label = file.name): string {
  const buf = file.content;
  if (buf.length === 0) throw new ListFormatError(`${label}: file is empty`);
  if (buf.subarray(0, Math.min(buf.length, 4096)).includes(0))
    throw new ListFormatError(`${label}: binary content, not a text file`);
  let text = buf.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text;
}

export function baseName(name: string): string {
  const i = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
  return (i >= 0 ? name.slice(i + 1) : name).toLowerCase();
}

export interface CsvResult {
  rows: string[][];
  /** 1-based physical line number at which each row starts (for messages). */
  lines: number[];
  /** Whether the last row ended with a line break (or the DOS EOF marker \x1A). */
  terminated: boolean;
}

/**
 * RFC 4180 CSV: quoted fields with commas, doubled quotes and line breaks; CRLF or LF; a trailing
 * DOS end-of-file marker (\x1A, as in OFAC files) is ignored. Blank lines are skipped. An unclosed
 * quote is a format error (typical of a truncated file).
 */
export function parseCsv(text: string, label: string, delimiter = ','): CsvResult {
  const rows: string[][] = [];
  const lines: number[] = [];
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x1a) end--;
  const D = delimiter.charCodeAt(0);
  let i = 0;
  let line = 1;
  let row: string[] = [];
  let rowLine = 1;
  let terminated = true;
  while (i < end) {
    // start of a field
    let field: string;
    if (text.charCodeAt(i) === 34 /* " */) {
      const startLine = line;
      i++;
      let buf = '';
      let from = i;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0 || q >= end)
          throw new ListFormatError(`${label}: unclosed quoted field starting on line ${startLine} (truncated file?)`);
        if (q + 1 < end && text.charCodeAt(q + 1) === 34) {
          buf += text.slice(from, q + 1);
          i = q + 2;
          from = i;
          continue;
        }
        buf += text.slice(from, q);
        i = q + 1;
        break;
      }
      for (let k = buf.indexOf('\n'); k >= 0; k = buf.indexOf('\n', k + 1)) line++;
      field = buf;
      // tolerate spaces between closing quote and delimiter
      while (i < end && text.charCodeAt(i) === 32) i++;
      if (i < end) {
        const c = text.charCodeAt(i);
        if (c !== D && c !== 10 && c !== 13)
          throw new ListFormatError(`${label}: unexpected character after quoted field on line ${line}`);
      }
    } else {
      let j = i;
      while (j < end) {
        const c = text.charCodeAt(j);
        if (c === D || c === 10 || c === 13) break;
        j++;
      }
      field = text.slice(i, j);
      i = j;
    }
    if (row.length === 0) rowLine = line;
    row.push(field);
    if (i >= end) {
      terminated = false;
      break;
    }
    const c = text.charCodeAt(i);
    if (c === D) {
      i++;
      if (i >= end) {
        row.push('');
        terminated = false;
        break;
      }
      continue;
    }
    // line break
    if (c === 13 && text.charCodeAt(i + 1) === 10) i += 2;
    else i++;
    line++;
    if (!(row.length === 1 && row[0] === '')) {
      rows.push(row);
      lines.push(rowLine);
    }
    row = [];
    // skip blank lines
    while (i < end && (text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13)) {
      if (text.charCodeAt(i) === 10) line++;
      i++;
    }
  }
  if (row.length > 0 && !(row.length === 1 && row[0] === '')) {
    rows.push(row);
    lines.push(rowLine);
  } else if (row.length === 0) terminated = true;
  return { rows, lines, terminated };
}

/** Text of an XML node produced by fast-xml-parser (string, number, or object with '#text'). */
export function xtext(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node.trim();
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.length ? xtext(node[0]) : '';
  if (typeof node === 'object' && '#text' in (node as Record<string, unknown>))
    return xtext((node as Record<string, unknown>)['#text']);
  return '';
}

/** Always an array (fast-xml-parser gives a single child as a value, several as an array). */
export function arr<T = any>(node: T | T[] | undefined | null): T[] {
  if (node === undefined || node === null || (node as unknown) === '') return [];
  return Array.isArray(node) ? node : [node];
}

/** Parses XML after validating it fully: truncated or malformed XML is a ListFormatError. */
export function parseXml(text: string, label: string, options: { removeNSPrefix?: boolean } = {}): Record<string, any> {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('<')) throw new ListFormatError(`${label}: not an XML document`);
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (valid !== true) {
    const e = valid.err;
    throw new ListFormatError(
      `${label}: invalid XML (${e.msg} at line ${e.line}, column ${e.col}) — truncated or corrupt file?`,
    );
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    removeNSPrefix: options.removeNSPrefix ?? false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: true,
    htmlEntities: false,
  });
  try {
    return parser.parse(text) as Record<string, any>;
  } catch (err) {
    throw new ListFormatError(`${label}: cannot parse XML: ${(err as Error).message}`);
  }
}

/** Trims and drops the OFAC '-0-' placeholder. */
export function clean(value: string | undefined): string {
  if (value === undefined) return '';
  const v = value.trim();
  return v === '-0-' ? '' : v;
}

export function uniq<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Adds a name unless the same full text with the same or stronger strength is already there. */
export function pushName(names: EntryName[], name: EntryName): void {
  const full = name.full.replace(/\s+/g, ' ').trim();
  if (!full) return;
  const rank = { primary: 0, strong: 1, weak: 2 } as const;
  const key = full.toLowerCase();
  const existing = names.find(
    (n) => n.full.toLowerCase() === key && (n.script ?? 'latin') === (name.script ?? 'latin'),
  );
  if (existing) {
    if (rank[name.strength] < rank[existing.strength]) existing.strength = name.strength;
    return;
  }
  names.push({ ...name, full });
}

/** True when the text contains letters outside Latin scripts (Cyrillic, Arabic, CJK ...). */
export function isNonLatin(text: string): boolean {
  return /[\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u0590-\u05ff\u0600-\u06ff\u0700-\u08ff\u0900-\u0dff\u0e00-\u0fff\u1000-\u109f\u10a0-\u10ff\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/.test(
    text,
  );
}

/** 'dd/mm/yyyy' -> 'yyyy-mm-dd' (undefined when not a valid date). */
export function dmyToIso(value: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return undefined;
  const d = Number(m[1]);
  const mo = Number(m[2]);
  const y = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return undefined;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export interface AddressParts {
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  countryText?: string;
  country?: string;
  text?: string;
}

/** An address from its parts (blank ones left out); `text` joins them unless given. Undefined when nothing is left. */
export function buildAddress(parts: AddressParts): EntryAddress | undefined {
  const { street, city, region, postalCode, countryText, country } = parts;
  const text = parts.text || [street, city, region, postalCode, countryText].filter(Boolean).join(', ');
  if (!text) return undefined;
  return {
    text,
    ...(street ? { street } : {}),
    ...(city ? { city } : {}),
    ...(region ? { region } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(country ? { country } : {}),
  };
}
