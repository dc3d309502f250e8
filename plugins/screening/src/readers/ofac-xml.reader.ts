import {
  ListFormatError,
  type EntryIdentifier,
  type EntryKind,
  type EntryName,
  type ListEntry,
  type ParsedList,
  type SourceFile,
} from '../engine/model.ts';
import { countryCode, countryOrText } from './countries.ts';
import { parseDob } from './dob.ts';
import { arr, buildAddress, decodeText, parseXml, pushName, uniq, xtext } from './util.ts';
import { KINDS, newEntry, parseRemarks, splitOfacPersonName } from './ofac.common.ts';

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
  if (!root || typeof root !== 'object')
    throw new ListFormatError(`${file.name}: not an OFAC sdnList XML (root element sdnList missing)`);
  const warnings: string[] = [];
  const list = arr<any>(root.sdnEntry);
  if (list.length === 0) throw new ListFormatError(`${file.name}: no sdnEntry elements`);
  const publish = xtext(root.publshInformation?.Publish_Date);
  const declared = Number(xtext(root.publshInformation?.Record_Count));
  if (declared && declared !== list.length)
    throw new ListFormatError(`${file.name}: Record_Count says ${declared} entries but the file has ${list.length}`);
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
    const primary: EntryName = {
      full: kind === 'person' && first ? (last ? `${last}, ${first}` : first) : [first, last].filter(Boolean).join(' '),
      strength: 'primary',
    };
    if (kind === 'person')
      Object.assign(primary, splitOfacPersonName(primary.full.includes(',') ? primary.full : `${last}, ${first}`));
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
      const addr = buildAddress({
        street,
        city,
        region,
        postalCode,
        countryText,
        country: countryText ? countryOrText(countryText) : undefined,
      });
      if (addr) e.addresses.push(addr);
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
        ['Call Sign', xtext(vi.callSign)],
        ['Vessel Type', xtext(vi.vesselType)],
        ['Flag', xtext(vi.vesselFlag)],
        ['Vessel Owner', xtext(vi.vesselOwner)],
        ['Tonnage', xtext(vi.tonnage)],
        ['GRT', xtext(vi.grossRegisteredTonnage)],
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
      for (const a of facts.weakAliases)
        pushName(e.names, { full: a, strength: 'weak', ...(kind === 'person' ? splitOfacPersonName(a) : {}) });
    }
    e.nationalities = uniq(e.nationalities);
    e.citizenships = uniq(e.citizenships);
    entries.push(e);
  }
  const publishedAt = usDateToIso(publish);
  return { source: 'ofac', ...(publishedAt ? { publishedAt } : {}), entries, warnings };
}
