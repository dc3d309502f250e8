import {
  ListFormatError,
  type EntryAddress,
  type EntryIdentifier,
  type EntryName,
  type ListEntry,
  type ParsedList,
  type SourceFile,
} from '../engine/model.ts';
import { countryCode, countryOrText } from './countries.ts';
import { parseDob, parseUnDob } from './dob.ts';
import { arr, baseName, decodeText, parseXml, pushName, uniq, xtext } from './util.ts';

/**
 * UN Security Council Consolidated List XML (CONSOLIDATED_LIST > INDIVIDUALS/INDIVIDUAL and
 * ENTITIES/ENTITY). Ids are `un:<REFERENCE_NUMBER>` (e.g. `un:TAi.002`).
 */

const BODY = 'UN Security Council';

/** Name parts the UN uses for 'not available'. */
const EMPTY_PART = /^(?:na|n\/a|-)$/i;

function part(node: unknown): string {
  const v = xtext(node).replace(/\s+/g, ' ').trim();
  return EMPTY_PART.test(v) ? '' : v;
}

/** FIRST..FOURTH_NAME -> full, first = FIRST_NAME, last = last non-empty part, middle = between. */
export function unPersonName(parts: string[]): EntryName {
  const p = parts.filter(Boolean);
  const name: EntryName = { full: p.join(' '), strength: 'primary' };
  if (p.length) name.first = p[0];
  if (p.length > 1) name.last = p[p.length - 1];
  if (p.length > 2) name.middle = p.slice(1, -1).join(' ');
  return name;
}

function aliasStrength(quality: string): 'strong' | 'weak' {
  return /^low$/i.test(quality.trim()) ? 'weak' : 'strong';
}

function address(a: any): EntryAddress | undefined {
  const street = xtext(a.STREET);
  const city = xtext(a.CITY);
  const region = xtext(a.STATE_PROVINCE);
  const postalCode = xtext(a.ZIP_CODE);
  const countryText = xtext(a.COUNTRY);
  const note = xtext(a.NOTE);
  const text = [street, city, region, postalCode, countryText].filter(Boolean).join(', ');
  if (!text && !note) return undefined;
  const out: EntryAddress = { text: note ? (text ? `${text} (${note})` : note) : text };
  if (street) out.street = street;
  if (city) out.city = city;
  if (region) out.region = region;
  if (postalCode) out.postalCode = postalCode;
  if (countryText) {
    const c = countryOrText(countryText);
    if (c) out.country = c;
  }
  return out;
}

function values(node: any): string[] {
  if (!node) return [];
  return arr<any>(node)
    .flatMap((n) => arr<any>(typeof n === 'object' && n !== null && 'VALUE' in n ? n.VALUE : n))
    .map(xtext)
    .filter(Boolean);
}

function baseEntry(node: any, kind: 'person' | 'entity', label: string): ListEntry {
  const ref = xtext(node.REFERENCE_NUMBER);
  if (!ref)
    throw new ListFormatError(
      `${label}: ${kind === 'person' ? 'INDIVIDUAL' : 'ENTITY'} DATAID ${xtext(node.DATAID)} has no REFERENCE_NUMBER`,
    );
  const e: ListEntry = {
    id: `un:${ref}`,
    source: 'un',
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
  const program = xtext(node.UN_LIST_TYPE);
  if (program) e.programs.push(program);
  const listed = xtext(node.LISTED_ON);
  if (/^\d{4}-\d{2}-\d{2}/.test(listed)) e.listedOn = listed.slice(0, 10);
  const comments = xtext(node.COMMENTS1);
  if (comments) e.remarks.push(comments);
  const original = xtext(node.NAME_ORIGINAL_SCRIPT);
  if (original) e.names.push({ full: original, strength: 'primary', script: 'original' });
  return e;
}

function individual(node: any, label: string): ListEntry {
  const e = baseEntry(node, 'person', label);
  const name = unPersonName([
    part(node.FIRST_NAME),
    part(node.SECOND_NAME),
    part(node.THIRD_NAME),
    part(node.FOURTH_NAME),
  ]);
  if (!name.full) throw new ListFormatError(`${label}: ${e.id} has no name`);
  e.names.unshift(name);
  const gender = xtext(node.GENDER);
  if (gender) e.gender = gender;
  for (const t of values(node.TITLE)) e.remarks.push(`Title: ${t}`);
  for (const d of values(node.DESIGNATION)) e.remarks.push(`Designation: ${d}`);
  for (const n of values(node.NATIONALITY)) {
    const c = countryOrText(n);
    if (c) e.nationalities.push(c);
  }
  e.nationalities = uniq(e.nationalities);
  for (const a of arr<any>(node.INDIVIDUAL_ALIAS)) {
    const alias = xtext(a.ALIAS_NAME);
    if (alias) pushName(e.names, { full: alias, strength: aliasStrength(xtext(a.QUALITY)) });
    const dobText = xtext(a.DATE_OF_BIRTH);
    if (dobText) {
      const d = parseDob(dobText);
      if (d && !e.dobs.some((x) => x.text === d.text)) e.dobs.push(d);
    }
    const pob = [xtext(a.CITY_OF_BIRTH), xtext(a.COUNTRY_OF_BIRTH)].filter(Boolean).join(', ');
    if (pob && !e.placesOfBirth.includes(pob)) e.placesOfBirth.push(pob);
  }
  for (const d of arr<any>(node.INDIVIDUAL_DATE_OF_BIRTH)) {
    if (typeof d !== 'object') continue;
    const dob = parseUnDob({
      TYPE_OF_DATE: xtext(d.TYPE_OF_DATE),
      DATE: xtext(d.DATE),
      YEAR: xtext(d.YEAR),
      FROM_YEAR: xtext(d.FROM_YEAR),
      TO_YEAR: xtext(d.TO_YEAR),
      NOTE: xtext(d.NOTE),
    });
    if (dob) e.dobs.push(dob);
  }
  for (const p of arr<any>(node.INDIVIDUAL_PLACE_OF_BIRTH)) {
    if (typeof p !== 'object') continue;
    const pob = [xtext(p.STREET), xtext(p.CITY), xtext(p.STATE_PROVINCE), xtext(p.COUNTRY)].filter(Boolean).join(', ');
    if (pob && !e.placesOfBirth.includes(pob)) e.placesOfBirth.push(pob);
  }
  for (const a of arr<any>(node.INDIVIDUAL_ADDRESS)) {
    if (typeof a !== 'object') continue;
    const addr = address(a);
    if (addr) e.addresses.push(addr);
  }
  for (const d of arr<any>(node.INDIVIDUAL_DOCUMENT)) {
    if (typeof d !== 'object') continue;
    const type = [xtext(d.TYPE_OF_DOCUMENT), xtext(d.TYPE_OF_DOCUMENT2)].filter(Boolean).join(' / ') || 'Document';
    const num = xtext(d.NUMBER).replace(/\s+/g, ' ');
    const note = xtext(d.NOTE);
    if (num) {
      const id: EntryIdentifier = { type, number: num };
      const c = countryCode(xtext(d.ISSUING_COUNTRY)) ?? countryCode(xtext(d.COUNTRY_OF_ISSUE));
      if (c) id.country = c;
      e.identifiers.push(id);
    } else if (note) e.remarks.push(`${type}: ${note}`);
  }
  return e;
}

function entity(node: any, label: string): ListEntry {
  const e = baseEntry(node, 'entity', label);
  const full = part(node.FIRST_NAME) || [part(node.SECOND_NAME), part(node.THIRD_NAME)].filter(Boolean).join(' ');
  if (!full) throw new ListFormatError(`${label}: ${e.id} has no name`);
  e.names.unshift({ full, strength: 'primary' });
  for (const a of arr<any>(node.ENTITY_ALIAS)) {
    const alias = xtext(a.ALIAS_NAME);
    if (alias) pushName(e.names, { full: alias, strength: aliasStrength(xtext(a.QUALITY)) });
  }
  for (const a of arr<any>(node.ENTITY_ADDRESS)) {
    if (typeof a !== 'object') continue;
    const addr = address(a);
    if (addr) e.addresses.push(addr);
  }
  return e;
}

export function readUn(files: SourceFile[]): ParsedList {
  const xmlFiles = files.filter((f) => baseName(f.name).endsWith('.xml'));
  if (xmlFiles.length === 0)
    throw new ListFormatError('UN: no XML file given (expected the consolidated list, e.g. consolidated.xml)');
  if (xmlFiles.length > 1)
    throw new ListFormatError(`UN: expected one XML file, got ${xmlFiles.map((f) => f.name).join(', ')}`);
  const file = xmlFiles[0];
  const warnings = files.filter((f) => f !== file).map((f) => `ignored file ${f.name}`);
  const doc = parseXml(decodeText(file), file.name);
  const root = doc.CONSOLIDATED_LIST;
  if (!root || typeof root !== 'object')
    throw new ListFormatError(`${file.name}: not a UN consolidated list (root element CONSOLIDATED_LIST missing)`);
  const entries: ListEntry[] = [];
  const seen = new Set<string>();
  const add = (e: ListEntry): void => {
    if (seen.has(e.id)) throw new ListFormatError(`${file.name}: duplicate REFERENCE_NUMBER ${e.id.slice(3)}`);
    seen.add(e.id);
    entries.push(e);
  };
  for (const n of arr<any>(root.INDIVIDUALS?.INDIVIDUAL)) add(individual(n, file.name));
  for (const n of arr<any>(root.ENTITIES?.ENTITY)) add(entity(n, file.name));
  if (entries.length === 0) throw new ListFormatError(`${file.name}: no INDIVIDUAL or ENTITY records`);
  const generated = xtext(root['@_dateGenerated']);
  return { source: 'un', ...(generated ? { publishedAt: generated } : {}), entries, warnings };
}
