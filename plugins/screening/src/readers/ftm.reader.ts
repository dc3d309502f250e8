import {
  ListFormatError,
  type EntryIdentifier,
  type EntryKind,
  type EntryName,
  type ListEntry,
  type ParsedList,
  type SourceFile,
} from '../engine/model.ts';
import { countryFromIso, countryOrText } from './countries.ts';
import { parseIsoDob } from './dob.ts';
import { baseName, buildAddress, decodeText, isNonLatin, pushName, uniq } from './util.ts';

/**
 * OpenSanctions FollowTheMoney entities, JSON Lines (`entities.ftm.json`): one
 * `{id, caption, schema, properties, datasets, target, ...}` object per line, every property a list
 * of strings. Person/Organization/Company/LegalEntity/PublicBody/Vessel/Airplane become entries
 * (id as-is); Address, Sanction, Passport/Identification entities enrich them through references.
 * Entities marked `target: false` (context only, e.g. company-register records) are skipped.
 *
 * OpenSanctions data is CC BY-NC 4.0: business use needs a data licence.
 */

interface FtmEntity {
  id: string;
  caption?: string;
  schema: string;
  properties: Record<string, string[]>;
  datasets?: string[];
  target?: boolean;
  first_seen?: string;
  last_seen?: string;
  last_change?: string;
  referents?: string[];
}

const KINDS: Record<string, EntryKind> = {
  Person: 'person',
  Organization: 'entity',
  Company: 'entity',
  LegalEntity: 'entity',
  PublicBody: 'entity',
  Vessel: 'vessel',
  Airplane: 'aircraft',
};

/** Identifier properties copied to `identifiers`, with a readable type. */
const ID_PROPS: Record<string, string> = {
  idNumber: 'ID Number',
  passportNumber: 'Passport',
  taxNumber: 'Tax Number',
  innCode: 'INN',
  ogrnCode: 'OGRN',
  kppCode: 'KPP',
  registrationNumber: 'Registration Number',
  leiCode: 'LEI',
  vatCode: 'VAT',
  swiftBic: 'SWIFT/BIC',
  imoNumber: 'IMO',
  mmsi: 'MMSI',
  callSign: 'Call Sign',
  registrationNumberAircraft: 'Aircraft Registration',
  serialNumber: 'Serial Number',
  okpoCode: 'OKPO',
  dunsCode: 'DUNS',
  uniqueEntityId: 'UEI',
  permId: 'PermID',
  socialSecurityNumber: 'SSN',
  npiCode: 'NPI',
  icijId: 'ICIJ ID',
};

const p = (e: FtmEntity, prop: string): string[] =>
  (e.properties?.[prop] ?? []).filter((v) => typeof v === 'string' && v.trim() !== '');

function parseLines(file: SourceFile): FtmEntity[] {
  const text = decodeText(file);
  const out: FtmEntity[] = [];
  const trimmed = text.trimStart();
  if (trimmed.startsWith('[')) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (err) {
      throw new ListFormatError(`${file.name}: invalid JSON (${(err as Error).message}) — truncated file?`);
    }
    if (!Array.isArray(data)) throw new ListFormatError(`${file.name}: expected a JSON array of entities`);
    data.forEach((d, i) => out.push(check(d, file.name, i + 1)));
    return out;
  }
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    let d: unknown;
    try {
      d = JSON.parse(line);
    } catch (err) {
      throw new ListFormatError(
        `${file.name}: line ${i + 1} is not valid JSON (${(err as Error).message}) — truncated or not an FtM JSON-lines file?`,
      );
    }
    out.push(check(d, file.name, i + 1));
  }
  return out;
}

function check(d: unknown, label: string, line: number): FtmEntity {
  const e = d as FtmEntity;
  if (
    !e ||
    typeof e !== 'object' ||
    typeof e.id !== 'string' ||
    !e.id ||
    typeof e.schema !== 'string' ||
    typeof e.properties !== 'object' ||
    e.properties === null
  ) {
    throw new ListFormatError(`${label}: line ${line} is not an FtM entity (needs id, schema and properties)`);
  }
  for (const [k, v] of Object.entries(e.properties)) {
    if (!Array.isArray(v)) throw new ListFormatError(`${label}: line ${line}: property ${k} is not a list`);
  }
  return e;
}

function country(code: string): string | undefined {
  return countryFromIso(code) ?? countryOrText(code);
}

const tokens = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

function containsTokens(hay: string[], needle: string[]): boolean {
  if (!needle.length || needle.length > hay.length) return false;
  for (let i = 0; i + needle.length <= hay.length; i++) if (needle.every((t, k) => hay[i + k] === t)) return true;
  return false;
}

/** Attaches firstName/lastName/middleName to the names that contain them (whole words, shortest match). */
function nameParts(name: EntryName, e: FtmEntity): void {
  const hay = tokens(name.full);
  const find = (prop: string): string | undefined =>
    p(e, prop)
      .filter((v) => containsTokens(hay, tokens(v)))
      .sort((x, y) => tokens(x).length - tokens(y).length)[0];
  const first = find('firstName');
  const last = find('lastName');
  const middle = find('middleName') ?? find('fatherName');
  if (first) name.first = first;
  if (last) name.last = last;
  if (
    middle &&
    !(first && containsTokens(tokens(first), tokens(middle))) &&
    !(last && containsTokens(tokens(last), tokens(middle)))
  )
    name.middle = middle;
}

function addressOf(a: FtmEntity): ReturnType<typeof buildAddress> {
  const full = p(a, 'full')[0];
  const street = p(a, 'street')[0];
  const city = p(a, 'city')[0];
  const region = p(a, 'region')[0];
  const postalCode = p(a, 'postalCode')[0];
  const c = p(a, 'country')[0];
  return buildAddress({
    text: full,
    street,
    city,
    region,
    postalCode,
    countryText: c?.toUpperCase(),
    country: c ? country(c) : undefined,
  });
}

export function readFtm(files: SourceFile[]): ParsedList {
  const json = files.filter((f) => /\.(?:json|jsonl|ndjson)$/.test(baseName(f.name)));
  if (json.length === 0)
    throw new ListFormatError('FtM: no JSON file given (expected FollowTheMoney JSON lines, e.g. entities.ftm.json)');
  const warnings = files.filter((f) => !json.includes(f)).map((f) => `ignored file ${f.name}`);
  const all = new Map<string, FtmEntity>();
  for (const f of json) for (const e of parseLines(f)) all.set(e.id, e);
  // Entities are referenced by id or by one of their merged source ids ('referents').
  const byRef = new Map<string, FtmEntity>();
  for (const e of all.values())
    for (const r of e.referents ?? []) if (typeof r === 'string' && !all.has(r)) byRef.set(r, e);
  const resolve = (ref: string): FtmEntity | undefined => all.get(ref) ?? byRef.get(ref);

  const entries = new Map<string, ListEntry>();
  const topicsById = new Map<string, string[]>();
  let skippedNonTargets = 0;
  let missingAddresses = 0;
  for (const e of all.values()) {
    const kind = KINDS[e.schema];
    if (!kind) continue;
    if (e.target === false) {
      skippedNonTargets++;
      continue;
    }
    const entry: ListEntry = {
      id: e.id,
      source: 'ftm',
      kind,
      names: [],
      dobs: [],
      nationalities: [],
      citizenships: [],
      addresses: [],
      programs: [],
      body: (e.datasets ?? []).join(', '),
      remarks: [],
      placesOfBirth: [],
      identifiers: [],
    };
    const caption = e.caption?.trim() || p(e, 'name')[0];
    if (!caption) {
      warnings.push(`${e.id}: no name, skipped`);
      continue;
    }
    const add = (full: string, strength: EntryName['strength']): void => {
      const n: EntryName = { full, strength };
      if (kind === 'person') nameParts(n, e);
      if (isNonLatin(full)) n.script = 'original';
      pushName(entry.names, n);
    };
    add(caption, 'primary');
    for (const v of p(e, 'name')) add(v, 'strong');
    for (const v of p(e, 'alias')) add(v, 'strong');
    for (const v of p(e, 'previousName')) add(v, 'strong');
    for (const v of p(e, 'abbreviation')) add(v, 'strong');
    for (const v of p(e, 'weakAlias')) add(v, 'weak');
    for (const v of p(e, 'birthDate')) {
      const d = parseIsoDob(v.slice(0, 10));
      if (d) entry.dobs.push(d);
    }
    for (const v of p(e, 'birthPlace')) entry.placesOfBirth.push(v);
    const nat = [...p(e, 'nationality'), ...p(e, 'country'), ...p(e, 'jurisdiction')]
      .map(country)
      .filter((x): x is string => !!x);
    entry.nationalities = uniq(nat);
    entry.citizenships = uniq(
      p(e, 'citizenship')
        .map(country)
        .filter((x): x is string => !!x),
    );
    const gender = p(e, 'gender')[0];
    if (gender) entry.gender = gender[0].toUpperCase() + gender.slice(1);
    for (const [prop, type] of Object.entries(ID_PROPS)) {
      for (const v of p(e, prop))
        if (!entry.identifiers.some((i) => i.number === v && i.type === type))
          entry.identifiers.push({ type, number: v });
    }
    for (const v of p(e, 'address')) entry.addresses.push({ text: v });
    for (const ref of p(e, 'addressEntity')) {
      const a = resolve(ref);
      if (!a) missingAddresses++;
      const addr = a && addressOf(a);
      if (addr && !entry.addresses.some((x) => x.text === addr.text)) entry.addresses.push(addr);
    }
    for (const v of p(e, 'position')) entry.remarks.push(`Position: ${v}`);
    for (const v of p(e, 'notes')) entry.remarks.push(v);
    for (const v of p(e, 'summary')) entry.remarks.push(v);
    const topics = p(e, 'topics');
    if (topics.length) {
      entry.remarks.push(`Topics: ${topics.join(', ')}`);
      topicsById.set(e.id, topics);
    }
    for (const v of p(e, 'programId')) entry.programs.push(v);
    entries.set(e.id, entry);
  }

  // Related entities: sanctions, passports / identifications.
  const authorities = new Map<string, string[]>();
  let orphanSanctions = 0;
  for (const s of all.values()) {
    if (s.schema === 'Sanction') {
      for (const ref of p(s, 'entity')) {
        const target = resolve(ref)?.id ?? ref;
        const entry = entries.get(target);
        if (!entry) {
          orphanSanctions++;
          continue;
        }
        entry.programs.push(...p(s, 'programId'), ...p(s, 'program'));
        const auth = authorities.get(target) ?? [];
        auth.push(...p(s, 'authority'));
        authorities.set(target, auth);
        const dates = [...p(s, 'listingDate'), ...p(s, 'startDate')]
          .map((d) => d.slice(0, 10))
          .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
        for (const d of dates) if (!entry.listedOn || d < entry.listedOn) entry.listedOn = d;
        for (const r of p(s, 'reason')) if (!entry.remarks.includes(r)) entry.remarks.push(r);
      }
    } else if (s.schema === 'Passport' || s.schema === 'Identification') {
      for (const ref of p(s, 'holder')) {
        const entry = entries.get(resolve(ref)?.id ?? ref);
        if (!entry) continue;
        for (const num of [...p(s, 'number'), ...p(s, 'passportNumber')]) {
          const id: EntryIdentifier = {
            type: s.schema === 'Passport' ? 'Passport' : (p(s, 'type')[0] ?? 'Identification'),
            number: num,
          };
          const c = p(s, 'country')[0];
          const code = c ? countryFromIso(c) : undefined;
          if (code) id.country = code;
          entry.identifiers.push(id);
        }
      }
    }
  }
  for (const [id, entry] of entries) {
    entry.programs = uniq(entry.programs.map((x) => x.trim()).filter(Boolean));
    if (entry.programs.length === 0) entry.programs = topicsById.get(id) ?? [];
    const auth = uniq(authorities.get(id) ?? []);
    if (auth.length) entry.body = auth.join('; ');
  }
  if (skippedNonTargets) warnings.push(`skipped ${skippedNonTargets} non-target entities (target: false)`);
  if (missingAddresses) warnings.push(`${missingAddresses} addressEntity references point to entities not in the file`);
  if (orphanSanctions) warnings.push(`${orphanSanctions} Sanction records point to entities not in the file`);
  const list = [...entries.values()];
  if (list.length === 0)
    throw new ListFormatError('FtM: no Person/Organization/Company/LegalEntity/Vessel/Airplane entities found');
  return { source: 'ftm', entries: list, warnings };
}
