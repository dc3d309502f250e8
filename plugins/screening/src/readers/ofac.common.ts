import {
  ListFormatError,
  type EntryDob,
  type EntryIdentifier,
  type EntryKind,
  type EntryName,
  type ListEntry,
} from '../engine/model.ts';
import { countryCode, countryOrText } from './countries.ts';
import { parseDob } from './dob.ts';
import { pushName, uniq, type CsvResult } from './util.ts';

/** OFAC SDN shared parts: programme and name splitting, Remarks facts (DOB, nationality, ids, weak a.k.a.s). */

export const BODY = 'OFAC';

export const SDN_COLUMNS = 12;
export const ALT_COLUMNS = 5;
export const ADD_COLUMNS = 6;
export const COMMENTS_COLUMNS = 2;

export const KINDS: Record<string, EntryKind> = {
  individual: 'person',
  '': 'entity',
  entity: 'entity',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

/** Programme list 'VENEZUELA] [IRAN-CON-ARMS-EO' / '[SDGT] [IRGC]' -> ['VENEZUELA', 'IRAN-CON-ARMS-EO']. */
export function splitPrograms(text: string): string[] {
  return uniq(
    text
      .split(/\]\s*\[|\]\s*|\s*\[/)
      .map((p) => p.replace(/[[\]]/g, '').trim())
      .filter((p) => p && p !== '-0-'),
  );
}

/** 'MADURO MOROS, Nicolas' -> last 'MADURO MOROS', first 'Nicolas'; more given names go to middle. */
export function splitOfacPersonName(full: string): Pick<EntryName, 'first' | 'middle' | 'last'> {
  const comma = full.indexOf(',');
  if (comma < 0) return {};
  const last = full.slice(0, comma).trim();
  const given = full
    .slice(comma + 1)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const out: Pick<EntryName, 'first' | 'middle' | 'last'> = {};
  if (last) out.last = last;
  if (given.length) out.first = given[0];
  if (given.length > 1) out.middle = given.slice(1).join(' ');
  return out;
}

/** Identifier labels found in SDN Remarks ('Passport A123 (Egypt) issued ...'). Longest first. */
const ID_LABELS = [
  'Passport',
  'Diplomatic Passport',
  'Passport Booklet:',
  'National ID No.',
  'Cedula No.',
  'D.N.I.',
  'Identification Number',
  'Tax ID No.',
  'Registration Number',
  'Registration ID',
  'Business Registration Number',
  'Business Registration Document #',
  'NIT #',
  'RUC #',
  'RIF #',
  'C.U.R.P.',
  'C.U.R.P. #',
  'R.F.C.',
  'R.F.C. #',
  'RFC',
  'SSN',
  "Driver's License No.",
  'Personal ID Card',
  'National Foreign ID Number',
  'Residency Number',
  'Birth Certificate Number',
  "Citizen's Card Number",
  'Electoral Registry No.',
  'C.U.I.T.',
  'C.U.I.',
  'C.U.I.P.',
  'Credencial electoral',
  'I.F.E.',
  'Kenyan ID No.',
  'Travel Document Number',
  'Refugee ID Card',
  'Stateless Person ID Card',
  'Turkish Identification Number',
  'Numero de Identidad',
  'Italian Fiscal Code',
  'Vessel Registration Identification',
  'MMSI',
  'Aircraft Tail Number',
  "Aircraft Manufacturer's Serial Number (MSN)",
  'Aircraft Mode S Transponder Code',
  'Company Number',
  'UK Company Number',
  'Commercial Registry Number',
  'Legal Entity Number',
  'Unified Social Credit Code (USCC)',
  'United Social Credit Code Certificate (USCCC)',
  'Government Gazette Number',
  'Chamber of Commerce Number',
  'D-U-N-S Number',
  'V.A.T. Number',
  'Folio Mercantil No.',
  'Matricula Mercantil No',
  'Trade License No.',
  'Economic Register Number (CBLS)',
  'C.R. No.',
  'SWIFT/BIC',
  'Central Registration System Number',
  'Certificate of Incorporation Number',
  'Enterprise Number',
  'Business Number',
  'Public Registration Number',
  'US FEIN',
  'LE Number',
  'ISIN',
  'BIK (RU)',
  'Permit Number',
  'Cartilla de Servicio Militar Nacional',
  'Istanbul Chamber of Comm. No.',
  'Dubai Chamber of Commerce Membership No.',
  'Registered Charity No.',
  'File Number',
  'RTN',
  'VisaNumberID',
  'SRE Permit No.',
  'Branch Unit Number',
  'Romanian C.R.',
  'Romanian Tax Registration',
  'Chinese Commercial Code',
  'Pasaporte',
  'Immigration No.',
  'Social Security Number',
  'Medical License Number',
  'Military ID',
].sort((a, b) => b.length - a.length);

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ID_RE = new RegExp(
  `^(?:alt\\.\\s+)?(${ID_LABELS.map(escapeRe).join('|')}|Digital Currency Address - [A-Z0-9]+)\\s+(.+)$`,
);

/** 'A10472263 (Malaysia) issued 01 Jan 2000 expires 2005' -> number 'A10472263', country 'MY'. */
export function parseIdValue(type: string, value: string): EntryIdentifier | undefined {
  let v = value.replace(/\.$/, '').trim();
  v = v.replace(/\s+(?:issued|expires|expired)\b.*$/i, '').trim();
  let country: string | undefined;
  for (;;) {
    const m = /\s*\(([^()]*)\)\s*$/.exec(v);
    if (!m) break;
    const code = countryCode(m[1]);
    if (!code) break;
    country ??= code;
    v = v.slice(0, m.index).trim();
  }
  v = v.replace(/\s*\([^()]*\)\s*$/, (p) => (/\d/.test(p) ? p : '')).trim();
  if (!v || !/[0-9A-Za-z]/.test(v)) return undefined;
  const id: EntryIdentifier = { type: type.replace(/:$/, '').trim(), number: v };
  if (country) id.country = country;
  return id;
}

export interface RemarkFacts {
  dobs: EntryDob[];
  placesOfBirth: string[];
  nationalities: string[];
  citizenships: string[];
  gender?: string;
  weakAliases: string[];
  identifiers: EntryIdentifier[];
}

/** Structured facts from the `; `-separated SDN Remarks text. */
export function parseRemarks(remarks: string): RemarkFacts {
  const facts: RemarkFacts = {
    dobs: [],
    placesOfBirth: [],
    nationalities: [],
    citizenships: [],
    weakAliases: [],
    identifiers: [],
  };
  if (!remarks) return facts;
  for (const rawSeg of remarks.split(/;\s*/)) {
    const seg = rawSeg.trim();
    if (!seg) continue;
    let m: RegExpExecArray | null;
    if ((m = /^(?:alt\.\s+)?DOB\s+(.+)$/.exec(seg))) {
      const d = parseDob(m[1]);
      if (d) facts.dobs.push(d);
    } else if ((m = /^(?:alt\.\s+)?POB\s+(.+)$/.exec(seg))) {
      facts.placesOfBirth.push(m[1].replace(/\.$/, '').trim());
    } else if ((m = /^(?:alt\.\s+)?nationality\s+(?!of\b)(.+)$/.exec(seg))) {
      const c = countryOrText(m[1]);
      if (c) facts.nationalities.push(c);
    } else if ((m = /^(?:alt\.\s+)?citizen\s+(.+)$/.exec(seg))) {
      const c = countryOrText(m[1]);
      if (c) facts.citizenships.push(c);
    } else if ((m = /^Gender\s+(Male|Female)\b/i.exec(seg))) {
      facts.gender = m[1][0].toUpperCase() + m[1].slice(1).toLowerCase();
    } else if ((m = /^(?:a\.k\.a\.|f\.k\.a\.|n\.k\.a\.)\s*(.+)$/.exec(seg))) {
      let name = m[1].trim().replace(/\.$/, '').trim();
      if (name.startsWith("'")) name = name.slice(1);
      if (name.endsWith("'")) name = name.slice(0, -1);
      name = name.trim();
      if (name) facts.weakAliases.push(name);
    } else if ((m = ID_RE.exec(seg))) {
      const id = parseIdValue(m[1], m[2]);
      if (id) facts.identifiers.push(id);
    }
  }
  return facts;
}

export function checkCsv(res: CsvResult, label: string, columns: number): void {
  if (!res.terminated)
    throw new ListFormatError(`${label}: the last line is incomplete (no line break at the end): truncated file?`);
  for (let i = 0; i < res.rows.length; i++) {
    if (res.rows[i].length !== columns) {
      throw new ListFormatError(
        `${label}: line ${res.lines[i]} has ${res.rows[i].length} columns, expected ${columns} (wrong file or truncated?)`,
      );
    }
  }
}

export function entNum(value: string, label: string, line: number): string {
  const v = value.trim();
  if (!/^\d+$/.test(v))
    throw new ListFormatError(
      `${label}: line ${line}: ent_num '${v.slice(0, 40)}' is not a number (is this a headerless OFAC file?)`,
    );
  return String(Number(v));
}

export function newEntry(id: string, kind: EntryKind): ListEntry {
  return {
    id,
    source: 'ofac',
    kind,
    names: [],
    dobs: [],
    nationalities: [],
    citizenships: [],
    addresses: [],
    programs: [],
    body: BODY,
    remarks: [],
    placesOfBirth: [],
    identifiers: [],
  };
}

export function applyFacts(e: ListEntry, facts: RemarkFacts): void {
  e.dobs.push(...facts.dobs);
  e.placesOfBirth.push(...facts.placesOfBirth);
  e.nationalities = uniq([...e.nationalities, ...facts.nationalities]);
  e.citizenships = uniq([...e.citizenships, ...facts.citizenships]);
  if (facts.gender) e.gender = facts.gender;
  e.identifiers.push(...facts.identifiers);
  for (const a of facts.weakAliases) {
    pushName(e.names, { full: a, strength: 'weak', ...(e.kind === 'person' ? splitOfacPersonName(a) : {}) });
  }
}
