import {
  ListFormatError,
  type EntryAddress,
  type EntryDob,
  type EntryIdentifier,
  type EntryKind,
  type EntryName,
  type ListEntry,
  type ParsedList,
  type SourceFile,
} from '../engine/model.ts';
import { countryCode, countryOrText } from './countries.ts';
import { parseDob } from './dob.ts';
import { arr, baseName, clean, decodeText, parseCsv, parseXml, pushName, uniq, xtext, type CsvResult } from './util.ts';

/**
 * US Treasury OFAC SDN list.
 *
 * - Legacy CSV set (no header rows, '-0- ' = empty, CRLF, trailing \x1A): `sdn.csv` (required),
 *   `alt.csv` (aliases), `add.csv` (addresses), `sdn_comments.csv` (overflow of long Remarks).
 * - Legacy XML `sdn.xml` (sdnList/sdnEntry), used instead of the CSV set when given.
 *
 * Ids are `ofac:<ent_num>` / `ofac:<uid>`.
 */

const BODY = 'OFAC';

const SDN_COLUMNS = 12;
const ALT_COLUMNS = 5;
const ADD_COLUMNS = 6;
const COMMENTS_COLUMNS = 2;

const KINDS: Record<string, EntryKind> = { individual: 'person', '': 'entity', entity: 'entity', vessel: 'vessel', aircraft: 'aircraft' };

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
  const given = full.slice(comma + 1).trim().split(/\s+/).filter(Boolean);
  const out: Pick<EntryName, 'first' | 'middle' | 'last'> = {};
  if (last) out.last = last;
  if (given.length) out.first = given[0];
  if (given.length > 1) out.middle = given.slice(1).join(' ');
  return out;
}

/** Identifier labels found in SDN Remarks ('Passport A123 (Egypt) issued ...'). Longest first. */
const ID_LABELS = [
  'Passport', 'Diplomatic Passport', 'Passport Booklet:', 'National ID No.', 'Cedula No.', 'D.N.I.', 'Identification Number',
  'Tax ID No.', 'Registration Number', 'Registration ID', 'Business Registration Number', 'Business Registration Document #',
  'NIT #', 'RUC #', 'RIF #', 'C.U.R.P.', 'C.U.R.P. #', 'R.F.C.', 'R.F.C. #', 'RFC', 'SSN', "Driver's License No.", 'Personal ID Card',
  'National Foreign ID Number', 'Residency Number', 'Birth Certificate Number', "Citizen's Card Number", 'Electoral Registry No.',
  'C.U.I.T.', 'C.U.I.', 'C.U.I.P.', 'Credencial electoral', 'I.F.E.', 'Kenyan ID No.', 'Travel Document Number', 'Refugee ID Card',
  'Stateless Person ID Card', 'Turkish Identification Number', 'Numero de Identidad', 'Italian Fiscal Code',
  'Vessel Registration Identification', 'MMSI', 'Aircraft Tail Number', "Aircraft Manufacturer's Serial Number (MSN)",
  'Aircraft Mode S Transponder Code', 'Company Number', 'UK Company Number', 'Commercial Registry Number', 'Legal Entity Number',
  'Unified Social Credit Code (USCC)', 'United Social Credit Code Certificate (USCCC)', 'Government Gazette Number',
  'Chamber of Commerce Number', 'D-U-N-S Number', 'V.A.T. Number', 'Folio Mercantil No.', 'Matricula Mercantil No',
  'Trade License No.', 'Economic Register Number (CBLS)', 'C.R. No.', 'SWIFT/BIC', 'Central Registration System Number',
  'Certificate of Incorporation Number', 'Enterprise Number', 'Business Number', 'Public Registration Number', 'US FEIN',
  'LE Number', 'ISIN', 'BIK (RU)', 'Permit Number', 'Cartilla de Servicio Militar Nacional', 'Istanbul Chamber of Comm. No.',
  'Dubai Chamber of Commerce Membership No.', 'Registered Charity No.', 'File Number', 'RTN', 'VisaNumberID', 'SRE Permit No.',
  'Branch Unit Number', 'Romanian C.R.', 'Romanian Tax Registration', 'Chinese Commercial Code', 'Pasaporte', 'Immigration No.',
  'Social Security Number', 'Medical License Number', 'Military ID',
].sort((a, b) => b.length - a.length);

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ID_RE = new RegExp(`^(?:alt\\.\\s+)?(${ID_LABELS.map(escapeRe).join('|')}|Digital Currency Address - [A-Z0-9]+)\\s+(.+)$`);

/** 'A10472263 (Malaysia) issued 01 Jan 2000 expires 2005' -> number 'A10472263', country 'MY'. */
function parseIdValue(type: string, value: string): EntryIdentifier | undefined {
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

interface RemarkFacts {
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
  const facts: RemarkFacts = { dobs: [], placesOfBirth: [], nationalities: [], citizenships: [], weakAliases: [], identifiers: [] };
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

function checkCsv(res: CsvResult, label: string, columns: number): void {
  if (!res.terminated) throw new ListFormatError(`${label}: the last line is incomplete (no line break at the end): truncated file?`);
  for (let i = 0; i < res.rows.length; i++) {
    if (res.rows[i].length !== columns) {
      throw new ListFormatError(`${label}: line ${res.lines[i]} has ${res.rows[i].length} columns, expected ${columns} (wrong file or truncated?)`);
    }
  }
}

function entNum(value: string, label: string, line: number): string {
  const v = value.trim();
  if (!/^\d+$/.test(v)) throw new ListFormatError(`${label}: line ${line}: ent_num '${v.slice(0, 40)}' is not a number (is this a headerless OFAC file?)`);
  return String(Number(v));
}

function newEntry(id: string, kind: EntryKind): ListEntry {
  return { id, source: 'ofac', kind, names: [], dobs: [], nationalities: [], citizenships: [], addresses: [], programs: [], body: BODY, remarks: [], placesOfBirth: [], identifiers: [] };
}

function applyFacts(e: ListEntry, facts: RemarkFacts): void {
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

/** Reads the legacy CSV set. */
export function readOfacCsv(files: SourceFile[]): ParsedList {
  const byName = new Map(files.map((f) => [baseName(f.name), f]));
  const sdn = byName.get('sdn.csv');
  if (!sdn) throw new ListFormatError('OFAC: the required file sdn.csv is missing');
  const warnings: string[] = [];
  for (const f of files) {
    if (!['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv'].includes(baseName(f.name))) warnings.push(`ignored file ${f.name}`);
  }

  const sdnText = decodeText(sdn, 'sdn.csv');
  // OFAC ends its files with a DOS end-of-file marker; without it completeness cannot be confirmed.
  if (!sdnText.trimEnd().endsWith('\x1a')) warnings.push('sdn.csv has no end-of-file marker (\\x1A): cannot confirm that the file is complete');
  const sdnCsv = parseCsv(sdnText, 'sdn.csv');
  checkCsv(sdnCsv, 'sdn.csv', SDN_COLUMNS);
  if (sdnCsv.rows.length === 0) throw new ListFormatError('sdn.csv: no entries');

  // Comments first: they continue the Remarks text.
  const extraRemarks = new Map<string, string>();
  const comments = byName.get('sdn_comments.csv');
  const entNums = new Set(sdnCsv.rows.map((r, i) => entNum(r[0], 'sdn.csv', sdnCsv.lines[i])));
  let skippedComments = 0;
  if (comments) {
    const c = parseCsv(decodeText(comments, 'sdn_comments.csv'), 'sdn_comments.csv');
    checkCsv(c, 'sdn_comments.csv', COMMENTS_COLUMNS);
    c.rows.forEach((r, i) => {
      const id = entNum(r[0], 'sdn_comments.csv', c.lines[i]);
      if (!entNums.has(id)) {
        skippedComments++;
        return;
      }
      extraRemarks.set(id, (extraRemarks.get(id) ?? '') + clean(r[1]));
    });
  } else warnings.push('sdn_comments.csv not given: long Remarks may be cut');

  const entries = new Map<string, ListEntry>();
  sdnCsv.rows.forEach((r, i) => {
    const num = entNum(r[0], 'sdn.csv', sdnCsv.lines[i]);
    const id = `ofac:${num}`;
    if (entries.has(id)) throw new ListFormatError(`sdn.csv: line ${sdnCsv.lines[i]}: duplicate ent_num ${num}`);
    const type = clean(r[2]).toLowerCase();
    let kind = KINDS[type];
    if (!kind) {
      kind = 'other';
      warnings.push(`ofac:${num}: unknown SDN_Type '${type}'`);
    }
    const name = clean(r[1]);
    if (!name) throw new ListFormatError(`sdn.csv: line ${sdnCsv.lines[i]}: empty SDN_Name`);
    const e = newEntry(id, kind);
    e.names.push({ full: name, strength: 'primary', ...(kind === 'person' ? splitOfacPersonName(name) : {}) });
    e.programs = splitPrograms(clean(r[3]));
    const title = clean(r[4]);
    if (title) e.remarks.push(`Title: ${title}`);
    const vessel: string[] = [];
    const callSign = clean(r[5]);
    if (callSign) {
      vessel.push(`Call Sign ${callSign}`);
      e.identifiers.push({ type: 'Call Sign', number: callSign });
    }
    if (clean(r[6])) vessel.push(`Vessel Type ${clean(r[6])}`);
    if (clean(r[7])) vessel.push(`Tonnage ${clean(r[7])}`);
    if (clean(r[8])) vessel.push(`GRT ${clean(r[8])}`);
    if (clean(r[9])) vessel.push(`Flag ${clean(r[9])}`);
    if (clean(r[10])) vessel.push(`Vessel Owner ${clean(r[10])}`);
    if (vessel.length) e.remarks.push(vessel.join('; '));
    const remarks = clean(r[11]) + (extraRemarks.get(num) ?? '');
    if (remarks) {
      e.remarks.push(remarks);
      applyFacts(e, parseRemarks(remarks));
    }
    entries.set(id, e);
  });

  const alt = byName.get('alt.csv');
  if (alt) {
    const a = parseCsv(decodeText(alt, 'alt.csv'), 'alt.csv');
    checkCsv(a, 'alt.csv', ALT_COLUMNS);
    let skipped = 0;
    a.rows.forEach((r, i) => {
      const e = entries.get(`ofac:${entNum(r[0], 'alt.csv', a.lines[i])}`);
      if (!e) {
        skipped++;
        return;
      }
      const name = clean(r[3]);
      if (!name) return;
      const type = clean(r[2]).toLowerCase();
      if (type && !['aka', 'fka', 'nka'].includes(type)) warnings.push(`alt.csv line ${a.lines[i]}: unknown alt_type '${type}'`);
      pushName(e.names, { full: name, strength: 'strong', ...(e.kind === 'person' ? splitOfacPersonName(name) : {}) });
    });
    if (skipped) warnings.push(`skipped ${skipped} alt.csv rows of unknown ent_num`);
  } else warnings.push('alt.csv not given: no strong aliases');

  const add = byName.get('add.csv');
  if (add) {
    const a = parseCsv(decodeText(add, 'add.csv'), 'add.csv');
    checkCsv(a, 'add.csv', ADD_COLUMNS);
    let skipped = 0;
    a.rows.forEach((r, i) => {
      const e = entries.get(`ofac:${entNum(r[0], 'add.csv', a.lines[i])}`);
      if (!e) {
        skipped++;
        return;
      }
      const street = clean(r[2]);
      const city = clean(r[3]);
      const countryText = clean(r[4]);
      const remarks = clean(r[5]);
      const text = [street, city, countryText].filter(Boolean).join(', ');
      if (!text) return;
      const addr: EntryAddress = { text };
      if (street) addr.street = street;
      if (city) addr.city = city;
      if (countryText) addr.country = countryOrText(countryText);
      if (remarks) addr.text = `${text} (${remarks})`;
      e.addresses.push(addr);
    });
    if (skipped) warnings.push(`skipped ${skipped} add.csv rows of unknown ent_num`);
  } else warnings.push('add.csv not given: no addresses');
  if (skippedComments) warnings.push(`skipped ${skippedComments} sdn_comments.csv rows of unknown ent_num`);

  return { source: 'ofac', entries: [...entries.values()], warnings };
}

/** 'MM/DD/YYYY' (OFAC Publish_Date) -> ISO date. */
function usDateToIso(value: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return undefined;
  return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
}

/** Reads the legacy `sdn.xml` (sdnList / sdnEntry). */
export function readOfacXml(file: SourceFile): ParsedList {
  const doc = parseXml(decodeText(file), file.name, { removeNSPrefix: true });
  const root = doc.sdnList;
  if (!root || typeof root !== 'object') throw new ListFormatError(`${file.name}: not an OFAC sdnList XML (root element sdnList missing)`);
  const warnings: string[] = [];
  const list = arr<any>(root.sdnEntry);
  if (list.length === 0) throw new ListFormatError(`${file.name}: no sdnEntry elements`);
  const publish = xtext(root.publshInformation?.Publish_Date);
  const declared = Number(xtext(root.publshInformation?.Record_Count));
  if (declared && declared !== list.length) throw new ListFormatError(`${file.name}: Record_Count says ${declared} entries but the file has ${list.length}`);
  const entries: ListEntry[] = [];
  const seen = new Set<string>();
  for (const s of list) {
    const uid = xtext(s.uid);
    if (!/^\d+$/.test(uid)) throw new ListFormatError(`${file.name}: sdnEntry without a numeric uid`);
    const id = `ofac:${Number(uid)}`;
    if (seen.has(id)) throw new ListFormatError(`${file.name}: duplicate uid ${uid}`);
    seen.add(id);
    const type = xtext(s.sdnType).toLowerCase();
    const kind: EntryKind = KINDS[type] ?? 'other';
    if (!KINDS[type]) warnings.push(`${id}: unknown sdnType '${type}'`);
    const e = newEntry(id, kind);
    const first = xtext(s.firstName);
    const last = xtext(s.lastName);
    if (!first && !last) throw new ListFormatError(`${file.name}: sdnEntry ${uid} has no name`);
    const primary: EntryName = { full: kind === 'person' && first ? (last ? `${last}, ${first}` : first) : [first, last].filter(Boolean).join(' '), strength: 'primary' };
    if (kind === 'person') Object.assign(primary, splitOfacPersonName(primary.full.includes(',') ? primary.full : `${last}, ${first}`));
    e.names.push(primary);
    e.programs = uniq(arr(s.programList?.program).map(xtext).filter(Boolean));
    const title = xtext(s.title);
    if (title) e.remarks.push(`Title: ${title}`);
    for (const a of arr<any>(s.akaList?.aka)) {
      const af = xtext(a.firstName);
      const al = xtext(a.lastName);
      if (!af && !al) continue;
      const full = kind === 'person' && af && al ? `${al}, ${af}` : [af, al].filter(Boolean).join(' ');
      const strength = xtext(a.category).toLowerCase() === 'weak' ? 'weak' : 'strong';
      pushName(e.names, { full, strength, ...(kind === 'person' ? splitOfacPersonName(full) : {}) });
    }
    for (const a of arr<any>(s.addressList?.address)) {
      const street = [xtext(a.address1), xtext(a.address2), xtext(a.address3)].filter(Boolean).join(', ');
      const city = xtext(a.city);
      const region = xtext(a.stateOrProvince);
      const postalCode = xtext(a.postalCode);
      const countryText = xtext(a.country);
      const text = [street, city, region, postalCode, countryText].filter(Boolean).join(', ');
      if (!text) continue;
      const addr: EntryAddress = { text };
      if (street) addr.street = street;
      if (city) addr.city = city;
      if (region) addr.region = region;
      if (postalCode) addr.postalCode = postalCode;
      if (countryText) addr.country = countryOrText(countryText);
      e.addresses.push(addr);
    }
    for (const d of arr<any>(s.dateOfBirthList?.dateOfBirthItem)) {
      const dob = parseDob(xtext(d.dateOfBirth));
      if (dob) e.dobs.push(dob);
    }
    for (const p of arr<any>(s.placeOfBirthList?.placeOfBirthItem)) {
      const pob = xtext(p.placeOfBirth);
      if (pob) e.placesOfBirth.push(pob);
    }
    for (const n of arr<any>(s.nationalityList?.nationality)) {
      const c = countryOrText(xtext(n.country));
      if (c) e.nationalities.push(c);
    }
    for (const n of arr<any>(s.citizenshipList?.citizenship)) {
      const c = countryOrText(xtext(n.country));
      if (c) e.citizenships.push(c);
    }
    for (const i of arr<any>(s.idList?.id)) {
      const t = xtext(i.idType);
      const num = xtext(i.idNumber);
      if (!t || !num) continue;
      if (/^gender$/i.test(t)) {
        e.gender = num;
        continue;
      }
      const ident: EntryIdentifier = { type: t, number: num };
      const c = countryCode(xtext(i.idCountry));
      if (c) ident.country = c;
      e.identifiers.push(ident);
    }
    const vi = s.vesselInfo;
    if (vi && typeof vi === 'object') {
      const parts = [
        ['Call Sign', xtext(vi.callSign)], ['Vessel Type', xtext(vi.vesselType)], ['Flag', xtext(vi.vesselFlag)],
        ['Vessel Owner', xtext(vi.vesselOwner)], ['Tonnage', xtext(vi.tonnage)], ['GRT', xtext(vi.grossRegisteredTonnage)],
      ].filter(([, v]) => v);
      if (parts.length) e.remarks.push(parts.map(([k, v]) => `${k} ${v}`).join('; '));
      if (xtext(vi.callSign)) e.identifiers.push({ type: 'Call Sign', number: xtext(vi.callSign) });
    }
    const remarks = xtext(s.remarks);
    if (remarks) {
      e.remarks.push(remarks);
      const facts = parseRemarks(remarks);
      // Structured lists are authoritative in the XML; Remarks only add the weak a.k.a.s and gender.
      if (!e.gender && facts.gender) e.gender = facts.gender;
      for (const a of facts.weakAliases) pushName(e.names, { full: a, strength: 'weak', ...(kind === 'person' ? splitOfacPersonName(a) : {}) });
    }
    e.nationalities = uniq(e.nationalities);
    e.citizenships = uniq(e.citizenships);
    entries.push(e);
  }
  const publishedAt = usDateToIso(publish);
  return { source: 'ofac', ...(publishedAt ? { publishedAt } : {}), entries, warnings };
}

/** OFAC: `sdn.xml` when given, else the CSV set (sdn.csv required). */
export function readOfac(files: SourceFile[]): ParsedList {
  const xml = files.find((f) => baseName(f.name).endsWith('.xml'));
  if (xml && !files.some((f) => baseName(f.name) === 'sdn.csv')) {
    const list = readOfacXml(xml);
    for (const f of files) if (f !== xml) list.warnings.push(`ignored file ${f.name}`);
    return list;
  }
  return readOfacCsv(files);
}
