import {
  ListFormatError,
  type EntryDob,
  type EntryIdentifier,
  type EntryKind,
  type EntryName,
  type ListEntry,
  type ParsedList,
  type SourceFile,
} from '../engine/model.ts';
import { countryFromIso, countryOrText } from './countries.ts';
import { parseIsoDob } from './dob.ts';
import { arr, buildAddress, baseName, decodeText, isNonLatin, parseXml, pushName, uniq, xtext } from './util.ts';

/**
 * EU Financial Sanctions File (FSF) XML, namespace http://eu.europa.ec/fpi/fsd/export:
 * `export` (generationDate) > `sanctionEntity` (logicalId, euReferenceNumber, unitedNationId,
 * designationDate) with regulation, subjectType, nameAlias, birthdate, citizenship, address,
 * identification and remark children. Ids are `eu:<logicalId>`.
 */

const BODY = 'EU';
const NAMESPACE = 'http://eu.europa.ec/fpi/fsd/export';

const a = (node: any, name: string): string => xtext(node?.[`@_${name}`]);

function iso2(node: any): string | undefined {
  const code = a(node, 'countryIso2Code');
  if (code && code !== '00') {
    const c = countryFromIso(code);
    if (c) return c;
  }
  const desc = a(node, 'countryDescription');
  return desc && !/^unknown$/i.test(desc) ? countryOrText(desc) : undefined;
}

/** birthdate element -> EntryDob (full date, year, circa year, year range). */
export function euBirthdate(b: any): EntryDob | undefined {
  const circa = a(b, 'circa') === 'true';
  const from = Number(a(b, 'yearRangeFrom'));
  const to = Number(a(b, 'yearRangeTo'));
  if (from > 0 && to >= from) return { kind: 'range', from, to, text: `${circa ? 'circa ' : ''}${from} to ${to}` };
  const full = a(b, 'birthdate');
  const year = Number(a(b, 'year'));
  const month = Number(a(b, 'monthOfYear'));
  const day = Number(a(b, 'dayOfMonth'));
  let text = full;
  if (!text && year > 0) {
    text = String(year);
    if (month > 0) text += `-${String(month).padStart(2, '0')}`;
    if (month > 0 && day > 0) text += `-${String(day).padStart(2, '0')}`;
  }
  if (!text) return undefined;
  const d = parseIsoDob(text);
  if (!d) return undefined;
  if (circa) return { kind: 'circa', year: d.year, text: `circa ${text}` };
  return d;
}

function kindOf(st: any): EntryKind {
  const code = a(st, 'code').toLowerCase();
  const cls = a(st, 'classificationCode').toUpperCase();
  if (code === 'person' || cls === 'P') return 'person';
  if (code === 'enterprise' || cls === 'E') return 'entity';
  if (code.includes('vessel')) return 'vessel';
  return 'other';
}

function entry(s: any, label: string): ListEntry {
  const logicalId = a(s, 'logicalId');
  if (!logicalId) throw new ListFormatError(`${label}: sanctionEntity without logicalId`);
  const subjectType = arr<any>(s.subjectType)[0];
  const kind = kindOf(subjectType);
  const e: ListEntry = {
    id: `eu:${logicalId}`,
    source: 'eu',
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
  const euRef = a(s, 'euReferenceNumber');
  if (euRef) e.remarks.push(`EU reference number ${euRef}`);
  const unId = a(s, 'unitedNationId');
  if (unId) e.remarks.push(`UN reference number ${unId}`);

  const regulations = arr<any>(s.regulation);
  e.programs = uniq(regulations.map((r) => a(r, 'programme')).filter(Boolean));
  const designated = a(s, 'designationDate');
  const published = regulations
    .map((r) => a(r, 'publicationDate'))
    .filter((d) => /^\d{4}-\d{2}-\d{2}/.test(d))
    .sort();
  const listed = /^\d{4}-\d{2}-\d{2}/.test(designated) ? designated : published[0];
  if (listed) e.listedOn = listed.slice(0, 10);

  let primaryDone = false;
  for (const n of arr<any>(s.nameAlias)) {
    const first = a(n, 'firstName');
    const middle = a(n, 'middleName');
    const last = a(n, 'lastName');
    const whole = a(n, 'wholeName') || [first, middle, last].filter(Boolean).join(' ');
    if (!whole) continue;
    const original = isNonLatin(whole);
    const strong = a(n, 'strong') !== 'false';
    let strength: EntryName['strength'] = strong ? 'strong' : 'weak';
    if (strong && !original && !primaryDone) {
      strength = 'primary';
      primaryDone = true;
    }
    const name: EntryName = { full: whole, strength };
    if (kind === 'person') {
      if (first) name.first = first;
      if (middle) name.middle = middle;
      if (last) name.last = last;
    }
    if (original) name.script = 'original';
    pushName(e.names, name);
    const gender = a(n, 'gender');
    if (gender && !e.gender) e.gender = gender === 'M' ? 'Male' : gender === 'F' ? 'Female' : gender;
    const fn = a(n, 'function');
    if (fn && !e.remarks.includes(`Function: ${fn}`)) e.remarks.push(`Function: ${fn}`);
    const title = a(n, 'title');
    if (title && !e.remarks.includes(`Title: ${title}`)) e.remarks.push(`Title: ${title}`);
  }
  if (e.names.length === 0) throw new ListFormatError(`${label}: sanctionEntity ${logicalId} has no nameAlias`);
  if (!e.names.some((n) => n.strength === 'primary')) e.names[0].strength = 'primary';

  for (const c of arr<any>(s.citizenship)) {
    const code = iso2(c);
    if (code) e.citizenships.push(code);
  }
  e.citizenships = uniq(e.citizenships);
  // The EU list has no separate nationality: citizenship is what it publishes.
  e.nationalities = [...e.citizenships];

  for (const b of arr<any>(s.birthdate)) {
    const d = euBirthdate(b);
    if (d) e.dobs.push(d);
    const country = a(b, 'countryIso2Code') !== '00' ? a(b, 'countryDescription') : '';
    const pob = [a(b, 'place'), a(b, 'city'), a(b, 'region'), country].filter(Boolean).join(', ');
    if (pob && !e.placesOfBirth.includes(pob)) e.placesOfBirth.push(pob);
  }
  for (const ad of arr<any>(s.address)) {
    const street = [a(ad, 'street'), a(ad, 'poBox') ? `PO Box ${a(ad, 'poBox')}` : ''].filter(Boolean).join(', ');
    const city = a(ad, 'city');
    const region = [a(ad, 'place'), a(ad, 'region')].filter(Boolean).join(', ');
    const postalCode = a(ad, 'zipCode');
    const countryDesc = a(ad, 'countryIso2Code') !== '00' ? a(ad, 'countryDescription') : '';
    const addr = buildAddress({ street, city, region, postalCode, countryText: countryDesc, country: iso2(ad) });
    if (addr) e.addresses.push(addr);
  }
  for (const i of arr<any>(s.identification)) {
    const number = a(i, 'number') || a(i, 'latinNumber');
    if (!number) continue;
    const id: EntryIdentifier = {
      type: a(i, 'identificationTypeDescription') || a(i, 'identificationTypeCode') || 'Identification',
      number,
    };
    const country = iso2(i);
    if (country) id.country = country;
    e.identifiers.push(id);
  }
  for (const r of arr<any>(s.remark)) {
    const t = xtext(r);
    if (t) e.remarks.push(t);
  }
  return e;
}

export function readEu(files: SourceFile[]): ParsedList {
  const xmlFiles = files.filter((f) => baseName(f.name).endsWith('.xml'));
  if (xmlFiles.length === 0)
    throw new ListFormatError('EU: no XML file given (expected the Financial Sanctions File XML export)');
  if (xmlFiles.length > 1)
    throw new ListFormatError(`EU: expected one XML file, got ${xmlFiles.map((f) => f.name).join(', ')}`);
  const file = xmlFiles[0];
  const warnings = files.filter((f) => f !== file).map((f) => `ignored file ${f.name}`);
  const doc = parseXml(decodeText(file), file.name, { removeNSPrefix: true });
  const root = doc.export;
  if (!root || typeof root !== 'object')
    throw new ListFormatError(`${file.name}: not an EU Financial Sanctions File (root element export missing)`);
  const ns = xtext(root['@_xmlns']);
  if (ns && ns !== NAMESPACE) warnings.push(`unexpected namespace ${ns}`);
  const list = arr<any>(root.sanctionEntity);
  if (list.length === 0) throw new ListFormatError(`${file.name}: no sanctionEntity elements`);
  const entries: ListEntry[] = [];
  const seen = new Set<string>();
  for (const s of list) {
    const e = entry(s, file.name);
    if (seen.has(e.id)) throw new ListFormatError(`${file.name}: duplicate logicalId ${e.id.slice(3)}`);
    seen.add(e.id);
    entries.push(e);
  }
  const generated = xtext(root['@_generationDate']);
  return { source: 'eu', ...(generated ? { publishedAt: generated } : {}), entries, warnings };
}
