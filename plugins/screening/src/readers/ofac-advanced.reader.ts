import {
  ListFormatError,
  type EntryAddress,
  type EntryDob,
  type EntryKind,
  type EntryName,
  type ListEntry,
  type ParsedList,
  type SourceFile,
} from '../engine/model.ts';
import { countryCode, countryFromIso, countryName, countryOrText } from './countries.ts';
import { parseDob } from './dob.ts';
import { arr, decodeText, isNonLatin, parseXml, pushName, uniq, xtext } from './util.ts';
import { KINDS, newEntry } from './ofac.common.ts';

/**
 * OFAC "SDN Advanced" XML (`sdn_advanced.xml`, root `Sanctions`): reference value sets, locations,
 * ID documents, distinct parties (profiles, identities, aliases, features) and sanctions entries,
 * all linked by numeric IDs. Ids are `ofac:<DistinctParty FixedRef>` (the ent_num).
 */

const NAMESPACES = [
  'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/ADVANCED_XML',
  'http://www.un.org/sanctions/1.0',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Table = Map<string, any>;

/** An attribute of a parsed element ('' when absent). */
const attr = (node: unknown, name: string): string =>
  node && typeof node === 'object' ? String((node as Record<string, unknown>)[`@_${name}`] ?? '').trim() : '';

/** ID -> element of a `<Group><Item ID="..">` list. */
function table(parent: any, group: string, item: string): Table {
  return new Map(arr<any>(parent?.[group]?.[item]).map((n) => [attr(n, 'ID'), n]));
}

/** Local name of the first element of an XML file ('' when none is found near the start). */
export function xmlRootName(file: SourceFile): string {
  const head = file.content
    .subarray(0, 65536)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const stripped = head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, '').trimStart();
  const m = /^<(?:[\w.-]+:)?([\w.-]+)/.exec(stripped);
  return m ? m[1] : '';
}

interface Point {
  y: number;
  m?: number;
  d?: number;
}

function point(node: any): Point | undefined {
  const y = Number(xtext(node?.Year));
  if (!node || !Number.isInteger(y) || y <= 0) return undefined;
  const m = Number(xtext(node.Month)) || undefined;
  const d = m ? Number(xtext(node.Day)) || undefined : undefined;
  return { y, m, d };
}

const fmt = (p: Point): string =>
  p.m && p.d
    ? `${String(p.d).padStart(2, '0')} ${MONTHS[p.m - 1]} ${p.y}`
    : p.m
      ? `${MONTHS[p.m - 1]} ${p.y}`
      : `${p.y}`;
const lastDay = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();
const isoOf = (p: Point | undefined): string | undefined =>
  p && p.m && p.d ? `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}` : undefined;

/** A DatePeriod (Start/End, each From/To) -> EntryDob: exact, month, year, range or circa. */
export function datePeriodDob(dp: any): EntryDob | undefined {
  const a = point(dp?.Start?.From) ?? point(dp?.Start?.To);
  const b = point(dp?.End?.To) ?? point(dp?.End?.From) ?? point(dp?.Start?.To) ?? a;
  if (!a || !b) return undefined;
  const approx = attr(dp.Start, 'Approximate') === 'true' || attr(dp.End, 'Approximate') === 'true';
  const wholeYears = (!a.m || (a.m === 1 && (a.d ?? 1) === 1)) && (!b.m || (b.m === 12 && (b.d ?? 31) === 31));
  let text: string;
  if (a.y === b.y && a.m === b.m && a.d === b.d) text = fmt(a);
  else if (a.y === b.y && a.m && a.m === b.m && a.d === 1 && b.d === lastDay(b.y, b.m ?? 1))
    text = `${MONTHS[a.m - 1]} ${a.y}`;
  else if (wholeYears) text = a.y === b.y ? `${a.y}` : `${a.y} to ${b.y}`;
  else text = `${fmt(a)} to ${fmt(b)}`;
  if (approx && !text.includes(' to ')) text = `circa ${text}`;
  return parseDob(text);
}

const PERSON_GIVEN = ['first name', 'middle name', 'patronymic', 'matronymic'];

/** Name parts (type, value) in document order -> EntryName; persons as OFAC 'LAST, First Middle'. */
function buildName(
  kind: EntryKind,
  parts: { type: string; value: string }[],
  strength: EntryName['strength'],
): EntryName | undefined {
  const values = parts.map((p) => p.value).filter(Boolean);
  if (!values.length) return undefined;
  const join = (types: string[]): string =>
    parts
      .filter((p) => types.includes(p.type) && p.value)
      .map((p) => p.value)
      .join(' ');
  if (kind !== 'person') return { full: values.join(' '), strength };
  const last = join(['last name']);
  const first = join(['first name']);
  const middle = join(['middle name', 'patronymic', 'matronymic']);
  const other = parts
    .filter((p) => p.value && p.type !== 'last name' && !PERSON_GIVEN.includes(p.type))
    .map((p) => p.value)
    .join(' ');
  const given = [first, middle, other].filter(Boolean).join(' ');
  const name: EntryName = { full: last && given ? `${last}, ${given}` : last || given, strength };
  if (first) name.first = first;
  if (middle) name.middle = middle;
  if (last) name.last = last;
  return name;
}

/** Reads `sdn_advanced.xml`. */
export function readOfacAdvanced(file: SourceFile): ParsedList {
  const label = file.name;
  const fail = (msg: string): ListFormatError => new ListFormatError(`${label}: ${msg}`);
  const doc = parseXml(decodeText(file), label, { removeNSPrefix: true });
  const root = doc.Sanctions;
  if (!root || typeof root !== 'object') throw fail('not an OFAC SDN Advanced XML (root element Sanctions missing)');
  const warnings: string[] = [];
  const ns = attr(root, 'xmlns');
  if (ns && !NAMESPACES.includes(ns)) warnings.push(`${label}: unexpected namespace '${ns}'`);
  const sets = root.ReferenceValueSets;
  if (!sets || typeof sets !== 'object')
    throw fail('ReferenceValueSets missing (not an SDN Advanced file, or truncated)');
  const R = {
    aliasType: table(sets, 'AliasTypeValues', 'AliasType'),
    subType: table(sets, 'PartySubTypeValues', 'PartySubType'),
    partyType: table(sets, 'PartyTypeValues', 'PartyType'),
    featureType: table(sets, 'FeatureTypeValues', 'FeatureType'),
    areaCode: table(sets, 'AreaCodeValues', 'AreaCode'),
    country: table(sets, 'CountryValues', 'Country'),
    namePartType: table(sets, 'NamePartTypeValues', 'NamePartType'),
    program: table(sets, 'SanctionsProgramValues', 'SanctionsProgram'),
    docType: table(sets, 'IDRegDocTypeValues', 'IDRegDocType'),
    detail: table(sets, 'DetailReferenceValues', 'DetailReference'),
    locPartType: table(sets, 'LocPartTypeValues', 'LocPartType'),
    sanctionsType: table(sets, 'SanctionsTypeValues', 'SanctionsType'),
  };
  for (const [k, group] of [
    ['subType', 'PartySubTypeValues'],
    ['namePartType', 'NamePartTypeValues'],
    ['featureType', 'FeatureTypeValues'],
  ] as const) {
    if (!R[k].size) throw fail(`ReferenceValueSets has no ${group}`);
  }
  const text = (t: Table, id: string): string => xtext(t.get(id));
  const parties = arr<any>(root.DistinctParties?.DistinctParty);
  if (!parties.length) throw fail('no DistinctParties/DistinctParty elements');
  const locations = table(root, 'Locations', 'Location');
  const areaByCountry = new Map([...R.areaCode.values()].reverse().map((a) => [attr(a, 'CountryID'), attr(a, 'ID')]));

  /** ISO code (or the published text) of a CountryValues / AreaCode id. */
  const byCountryId = (id: string): string | undefined => {
    if (!id) return undefined;
    const c = R.country.get(id);
    if (c) return countryFromIso(attr(c, 'ISO2')) ?? countryOrText(xtext(c));
    const area = areaByCountry.get(id);
    return area ? byArea(area) : undefined;
  };
  const byArea = (id: string): string | undefined => {
    const a = R.areaCode.get(id);
    if (!a) return undefined;
    const desc = attr(a, 'Description');
    return (
      countryCode(desc) ??
      (R.country.has(attr(a, 'CountryID')) ? byCountryId(attr(a, 'CountryID')) : undefined) ??
      countryFromIso(xtext(a)) ??
      countryOrText(desc)
    );
  };
  const locCountry = (loc: any): string | undefined =>
    byArea(attr(loc?.LocationAreaCode, 'AreaCodeID')) ?? byCountryId(attr(loc?.LocationCountry, 'CountryID'));
  const locAddress = (loc: any): EntryAddress | undefined => {
    const street: string[] = [];
    const a: Omit<EntryAddress, 'text'> = {};
    for (const part of arr<any>(loc?.LocationPart)) {
      const values = arr<any>(part.LocationPartValue ?? part.LocPartValue);
      const v = xtext((values.find((x) => attr(x, 'Primary') === 'true') ?? values[0])?.Value) || xtext(part.Value);
      const type = text(R.locPartType, attr(part, 'LocPartTypeID')).toLowerCase();
      if (!v) continue;
      if (/city/.test(type)) a.city = v;
      else if (/state|province|region/.test(type)) a.region = a.region ? `${a.region}, ${v}` : v;
      else if (/postal/.test(type)) a.postalCode = v;
      else street.push(v);
    }
    if (street.length) a.street = street.join(', ');
    const country = locCountry(loc);
    if (country) a.country = country;
    const t = [a.street, a.city, a.region, a.postalCode, country && (countryName(country) ?? country)]
      .filter(Boolean)
      .join(', ');
    return t ? { ...a, text: t } : undefined;
  };

  const entries: ListEntry[] = [];
  const seen = new Set<string>();
  const byProfile = new Map<string, ListEntry>();
  const byIdentity = new Map<string, ListEntry>();
  for (const party of parties) {
    const ref = attr(party, 'FixedRef');
    if (!/^\d+$/.test(ref)) throw fail(`DistinctParty without a numeric FixedRef ('${ref.slice(0, 40)}')`);
    const id = `ofac:${Number(ref)}`;
    if (seen.has(id)) throw fail(`duplicate DistinctParty FixedRef ${ref}`);
    seen.add(id);
    const profiles = arr<any>(party.Profile);
    if (!profiles.length) throw fail(`DistinctParty ${ref} has no Profile`);
    if (profiles.length > 1) warnings.push(`${id}: ${profiles.length} profiles, only the first is read`);
    const profile = profiles[0];
    const sub = R.subType.get(attr(profile, 'PartySubTypeID'));
    if (!sub) throw fail(`DistinctParty ${ref}: unknown PartySubTypeID '${attr(profile, 'PartySubTypeID')}'`);
    const kindOf = (t: string): EntryKind | undefined => (t ? KINDS[t.toLowerCase()] : undefined);
    let kind = kindOf(xtext(sub)) ?? kindOf(text(R.partyType, attr(sub, 'PartyTypeID')));
    if (!kind) {
      kind = 'other';
      warnings.push(`${id}: unknown party type '${xtext(sub)}'`);
    }
    const e = newEntry(id, kind);
    byProfile.set(attr(profile, 'ID'), e);
    const identities = arr<any>(profile.Identity).sort(
      (x, y) => Number(attr(y, 'Primary') === 'true') - Number(attr(x, 'Primary') === 'true'),
    );
    identities.forEach((identity, idx) => {
      byIdentity.set(attr(identity, 'ID'), e);
      const groups = new Map<string, string>();
      for (const mg of arr<any>(identity.NamePartGroups?.MasterNamePartGroup)) {
        for (const g of arr<any>(mg.NamePartGroup))
          groups.set(attr(g, 'ID'), text(R.namePartType, attr(g, 'NamePartTypeID')).toLowerCase());
      }
      const aliases = arr<any>(identity.Alias).sort(
        (x, y) => Number(attr(y, 'Primary') === 'true') - Number(attr(x, 'Primary') === 'true'),
      );
      for (const alias of aliases) {
        const typeId = attr(alias, 'AliasTypeID');
        if (typeId && R.aliasType.size && !R.aliasType.has(typeId))
          throw fail(`${id}: unknown AliasTypeID '${typeId}'`);
        const primary = idx === 0 && attr(alias, 'Primary') === 'true';
        const low = attr(alias, 'LowQuality') === 'true';
        for (const dn of arr<any>(alias.DocumentedName)) {
          const parts = arr<any>(dn.DocumentedNamePart)
            .flatMap((p) => arr<any>(p.NamePartValue))
            .map((v) => {
              const type = groups.get(attr(v, 'NamePartGroupID'));
              if (type === undefined)
                throw fail(`${id}: name part refers to unknown NamePartGroupID '${attr(v, 'NamePartGroupID')}'`);
              return { type, value: xtext(v).replace(/\s+/g, ' ') };
            });
          const name = buildName(kind, parts, low ? 'weak' : 'strong');
          if (!name) continue;
          if (isNonLatin(name.full)) name.script = 'original';
          else if (primary && !e.names.some((n) => n.strength === 'primary')) name.strength = 'primary';
          pushName(e.names, name);
        }
      }
    });
    e.names.sort((x, y) => Number(y.strength === 'primary') - Number(x.strength === 'primary'));
    if (e.names[0]?.strength !== 'primary')
      throw fail(`DistinctParty ${ref} has no primary name (Alias Primary="true")`);

    for (const f of arr<any>(profile.Feature)) {
      const typeText = text(R.featureType, attr(f, 'FeatureTypeID'));
      if (!typeText) throw fail(`${id}: unknown FeatureTypeID '${attr(f, 'FeatureTypeID')}'`);
      const type = typeText.toLowerCase();
      for (const v of arr<any>(f.FeatureVersion)) {
        const details = arr<any>(v.VersionDetail)
          .map((d) => (attr(d, 'DetailReferenceID') ? text(R.detail, attr(d, 'DetailReferenceID')) : xtext(d)))
          .filter(Boolean);
        const locs = arr<any>(v.VersionLocation)
          .map((l) => locations.get(attr(l, 'LocationID')))
          .filter(Boolean);
        const countries = [...details.map((d) => countryOrText(d)), ...locs.map(locCountry)].filter(
          (c): c is string => !!c,
        );
        if (/^(birthdate|date of birth)$/.test(type)) {
          for (const dp of arr<any>(v.DatePeriod)) {
            const dob = datePeriodDob(dp);
            if (dob) e.dobs.push(dob);
            else warnings.push(`${id}: unreadable Birthdate DatePeriod`);
          }
        } else if (type === 'place of birth') {
          e.placesOfBirth.push(...details, ...locs.map((l) => locAddress(l)?.text).filter((t): t is string => !!t));
        } else if (/^nationality( country)?$/.test(type)) e.nationalities.push(...countries);
        else if (/^citizenship( country)?$/.test(type)) e.citizenships.push(...countries);
        else if (type === 'gender' && details[0]) e.gender = details[0];
        else if (type === 'address' || type === 'location') {
          for (const l of locs) {
            const a = locAddress(l);
            if (a) e.addresses.push(a);
          }
        } else if (type === 'vessel call sign' && details[0]) {
          e.identifiers.push({ type: 'Call Sign', number: details[0] });
        } else {
          const values = [...details, ...locs.map((l) => locAddress(l)?.text ?? '')].filter(Boolean);
          if (values.length) e.remarks.push(`${typeText}: ${values.join('; ')}`);
        }
      }
    }
    e.nationalities = uniq(e.nationalities);
    e.citizenships = uniq(e.citizenships);
    entries.push(e);
  }

  let orphanDocs = 0;
  for (const d of arr<any>(root.IDRegDocuments?.IDRegDocument)) {
    const e = byIdentity.get(attr(d, 'IdentityID'));
    if (!e) {
      orphanDocs++;
      continue;
    }
    const number = xtext(d.IDRegistrationNo);
    if (!number) continue;
    const country = byCountryId(attr(d, 'IssuedBy-CountryID'));
    e.identifiers.push({
      type: text(R.docType, attr(d, 'IDRegDocTypeID')) || 'ID',
      number,
      ...(country && /^[A-Z]{2}$/.test(country) ? { country } : {}),
    });
  }
  if (orphanDocs) warnings.push(`skipped ${orphanDocs} IDRegDocument(s) of unknown IdentityID`);

  let orphanSanctions = 0;
  for (const s of arr<any>(root.SanctionsEntries?.SanctionsEntry)) {
    const e = byProfile.get(attr(s, 'ProfileID'));
    if (!e) {
      orphanSanctions++;
      continue;
    }
    const events = arr<any>(s.EntryEvent);
    const programId = (n: any): string => attr(n, 'SanctionsProgramID') || xtext(n?.SanctionsProgramID);
    // Programme: a SanctionsProgramID reference when given, else the Comment of a 'Program' measure (the programme code).
    for (const n of [...events, ...arr<any>(s.SanctionsMeasure)]) {
      const pid = programId(n);
      const measureType = text(R.sanctionsType, attr(n, 'SanctionsTypeID'));
      const program = pid ? text(R.program, pid) : !measureType || /program/i.test(measureType) ? xtext(n.Comment) : '';
      if (pid && !program) throw fail(`${e.id}: unknown SanctionsProgramID '${pid}'`);
      if (program) e.programs.push(program);
    }
    const listed = isoOf(events.map((ev) => point(ev.Date)).find(Boolean));
    if (listed && (!e.listedOn || listed < e.listedOn)) e.listedOn = listed;
  }
  if (orphanSanctions) warnings.push(`skipped ${orphanSanctions} SanctionsEntry(ies) of unknown ProfileID`);
  for (const e of entries) {
    e.programs = uniq(e.programs);
    if (!e.programs.length) warnings.push(`${e.id}: no sanctions programme`);
  }
  const publishedAt = isoOf(point(root.DateOfIssue));
  if (!publishedAt) warnings.push(`${label}: no DateOfIssue`);
  return { source: 'ofac', ...(publishedAt ? { publishedAt } : {}), entries, warnings };
}
