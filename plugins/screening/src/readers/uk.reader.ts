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
import { countryCode, countryOrText } from './countries.ts';
import { parseDob } from './dob.ts';
import {
  baseName,
  buildAddress,
  decodeText,
  dmyToIso,
  isNonLatin,
  parseCsv,
  pushName,
  uniq,
  type CsvResult,
} from './util.ts';

/**
 * UK Sanctions List (FCDO).
 *
 * - `subjects.csv` + `subject_names.csv` (names-only restructuring, with header rows);
 * - the official `UK-Sanctions-List.csv` (one row per name, optional 'Report Date' line before the
 *   header), read by header names, best effort.
 *
 * Ids are `uk:<Unique ID>`; the programme is the regime prefix of the id ('RUS0251' -> 'RUS').
 */

const BODY = 'UK FCDO';

const SUBJECT_COLUMNS = [
  'unique_id',
  'subject_type',
  'un_reference_number',
  'ofsi_group_id',
  'date_designated',
  'last_updated',
];
const NAME_COLUMNS = [
  'name_id',
  'unique_id',
  'name_type',
  'alias_strength',
  'full_name',
  'name_6',
  'name_1',
  'name_2',
  'name_3',
  'name_4',
  'name_5',
];

const KINDS: Record<string, EntryKind> = { individual: 'person', entity: 'entity', ship: 'vessel', vessel: 'vessel' };

function regime(uniqueId: string): string | undefined {
  return /^([A-Z]{2,4})\d/.exec(uniqueId)?.[1];
}

function newEntry(uniqueId: string, kind: EntryKind): ListEntry {
  const e: ListEntry = {
    id: `uk:${uniqueId}`,
    source: 'uk',
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
  const r = regime(uniqueId);
  if (r) e.programs.push(r);
  return e;
}

/** name_6 is the family name (or whole entity name); name_1..name_5 are given/middle names. */
export function ukName(
  full: string,
  kind: EntryKind,
  parts: string[],
  name6: string,
  strength: EntryName['strength'],
): EntryName {
  const given = parts.map((p) => p.trim()).filter(Boolean);
  const last = name6.trim();
  const text = full.trim() || [...given, last].filter(Boolean).join(' ');
  const name: EntryName = { full: text, strength };
  if (kind === 'person') {
    if (last) name.last = last;
    if (given.length) name.first = given[0];
    if (given.length > 1) name.middle = given.slice(1).join(' ');
  }
  if (isNonLatin(text)) name.script = 'original';
  return name;
}

export function ukStrength(nameType: string, aliasStrength: string): EntryName['strength'] {
  const t = nameType
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const s = aliasStrength
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (t === 'primary' || t === 'primary_name') return 'primary';
  if (s.startsWith('low') || s === 'weak') return 'weak';
  return 'strong'; // primary_variation, good_quality_aka, blank alias strength (entities, ships)
}

function header(res: CsvResult, label: string, expected: string[]): Map<string, number> {
  const head = res.rows[0]?.map((h) => h.trim().toLowerCase());
  if (!head) throw new ListFormatError(`${label}: empty file`);
  const missing = expected.filter((c) => !head.includes(c));
  if (missing.length)
    throw new ListFormatError(
      `${label}: unknown columns: expected ${expected.join(', ')}; missing ${missing.join(', ')}`,
    );
  for (let i = 1; i < res.rows.length; i++) {
    if (res.rows[i].length !== head.length)
      throw new ListFormatError(
        `${label}: line ${res.lines[i]} has ${res.rows[i].length} columns, expected ${head.length} (truncated or corrupt file?)`,
      );
  }
  return new Map(head.map((h, i) => [h, i]));
}

function csv(file: SourceFile): CsvResult {
  const res = parseCsv(decodeText(file), file.name);
  if (!res.terminated)
    throw new ListFormatError(`${file.name}: the last line is incomplete (no line break at the end): truncated file?`);
  return res;
}

function firstLine(file: SourceFile): string {
  const text = file.content
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return text.split(/\r?\n/, 1)[0].toLowerCase();
}

/** The names-only tables `subjects.csv` + `subject_names.csv`. */
export function readUkTables(subjectsFile: SourceFile, namesFile: SourceFile): ParsedList {
  const warnings: string[] = [];
  const s = csv(subjectsFile);
  const sc = header(s, subjectsFile.name, SUBJECT_COLUMNS);
  const entries = new Map<string, ListEntry>();
  for (let i = 1; i < s.rows.length; i++) {
    const r = s.rows[i];
    const uid = r[sc.get('unique_id')!].trim();
    if (!uid) throw new ListFormatError(`${subjectsFile.name}: line ${s.lines[i]}: empty unique_id`);
    if (entries.has(`uk:${uid}`))
      throw new ListFormatError(`${subjectsFile.name}: line ${s.lines[i]}: duplicate unique_id ${uid}`);
    const type = r[sc.get('subject_type')!].trim().toLowerCase();
    const kind = KINDS[type];
    if (!kind) throw new ListFormatError(`${subjectsFile.name}: line ${s.lines[i]}: unknown subject_type '${type}'`);
    const e = newEntry(uid, kind);
    const designated = dmyToIso(r[sc.get('date_designated')!]);
    if (designated) e.listedOn = designated;
    const un = r[sc.get('un_reference_number')!].trim();
    if (un) e.remarks.push(`UN reference number ${un}`);
    const ofsi = r[sc.get('ofsi_group_id')!].trim();
    if (ofsi) e.remarks.push(`OFSI group ID ${ofsi}`);
    entries.set(e.id, e);
  }
  if (entries.size === 0) throw new ListFormatError(`${subjectsFile.name}: no subjects`);

  const n = csv(namesFile);
  const nc = header(n, namesFile.name, NAME_COLUMNS);
  let skipped = 0;
  for (let i = 1; i < n.rows.length; i++) {
    const r = n.rows[i];
    const e = entries.get(`uk:${r[nc.get('unique_id')!].trim()}`);
    if (!e) {
      skipped++;
      continue;
    }
    const strength = ukStrength(r[nc.get('name_type')!], r[nc.get('alias_strength')!]);
    const given = ['name_1', 'name_2', 'name_3', 'name_4', 'name_5'].map((c) => r[nc.get(c)!]);
    pushName(e.names, ukName(r[nc.get('full_name')!], e.kind, given, r[nc.get('name_6')!], strength));
  }
  // Both tables come from one export: names of unknown subjects mean a truncated or mismatched subjects.csv.
  if (skipped)
    throw new ListFormatError(
      `${namesFile.name}: ${skipped} names belong to subjects missing from ${subjectsFile.name} (truncated or mismatched file?)`,
    );
  const list = [...entries.values()];
  const nameless = list.filter((e) => e.names.length === 0);
  if (nameless.length) {
    throw new ListFormatError(
      `${namesFile.name}: ${nameless.length} subjects have no name (e.g. ${nameless[0].id.slice(3)}): truncated or mismatched subject_names.csv?`,
    );
  }
  for (const e of list) {
    if (!e.names.some((x) => x.strength === 'primary')) e.names[0].strength = 'primary';
    // primary name first
    e.names.sort((a, b) => Number(b.strength === 'primary') - Number(a.strength === 'primary'));
  }
  return { source: 'uk', entries: list, warnings };
}

/** Normalised header: lower case, letters and digits only ('D.O.B' -> 'dob', 'Name 6' -> 'name6'). */
const norm = (h: string): string => h.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** UK DOB 'dd/mm/yyyy' where unknown parts are '00' or 'xx': '00/00/1964' -> year 1964. */
export function parseUkDob(text: string): EntryDob | undefined {
  const t = text.trim();
  const m = /^(\d{2}|[xX]{2})\/(\d{2}|[xX]{2})\/(\d{4})$/.exec(t);
  if (m) {
    const year = Number(m[3]);
    const month = /\d/.test(m[2]) ? Number(m[2]) : 0;
    const day = /\d/.test(m[1]) ? Number(m[1]) : 0;
    if (month >= 1 && month <= 12 && day >= 1) {
      const iso = dmyToIso(`${day}/${month}/${year}`);
      if (iso) return { kind: 'exact', date: iso, year, text: t };
    }
    if (month >= 1 && month <= 12)
      return { kind: 'month', date: `${year}-${String(month).padStart(2, '0')}`, year, text: t };
    return { kind: 'year', year, text: t };
  }
  return parseDob(t);
}

/** Splits multi-valued cells: '(1) Russia (2) Ukraine', 'Russia, Ukraine', 'Russia; Ukraine'. */
function multi(value: string): string[] {
  const v = value.trim();
  if (!v) return [];
  if (/\(\d+\)/.test(v))
    return v
      .split(/\(\d+\)/)
      .map((x) => x.trim().replace(/[,;]$/, '').trim())
      .filter(Boolean);
  return v.split(/\s*[;|]\s*/).filter(Boolean);
}

function countries(value: string): string[] {
  const out: string[] = [];
  for (const part of multi(value)) {
    const whole = countryCode(part);
    if (whole) {
      out.push(whole);
      continue;
    }
    // 'Russia, Ukraine' (but keep 'Korea, North' style names, resolved above)
    for (const p of part.split(/\s*,\s*/)) {
      const c = countryOrText(p);
      if (c) out.push(c);
    }
  }
  return uniq(out);
}

/** The official FCDO `UK-Sanctions-List.csv` (one row per name), header-driven, best effort. */
export function readUkOfficialCsv(file: SourceFile): ParsedList {
  const res = csv(file);
  const warnings: string[] = [];
  let publishedAt: string | undefined;
  // Optional first line 'Report Date: 29-Apr-2026' (or similar) before the header row.
  const h = res.rows.findIndex((r) => r.some((c) => norm(c) === 'uniqueid'));
  if (h < 0 || h > 5) throw new ListFormatError(`${file.name}: unknown columns: no 'Unique ID' column found`);
  for (let i = 0; i < h; i++) {
    const m = /(\d{1,2})[-/ ]([A-Za-z]{3}|\d{1,2})[-/ ](\d{4})/.exec(res.rows[i].join(' '));
    if (m) {
      const d =
        parseDob(`${m[1]} ${m[2]} ${m[3]}`) ??
        (dmyToIso(`${m[1]}/${m[2]}/${m[3]}`) ? { date: dmyToIso(`${m[1]}/${m[2]}/${m[3]}`) } : undefined);
      if (d?.date) publishedAt = d.date;
    }
  }
  const head = res.rows[h].map(norm);
  const col = (...names: string[]): number => {
    for (const n of names) {
      const i = head.indexOf(n);
      if (i >= 0) return i;
    }
    return -1;
  };
  const c = {
    id: col('uniqueid'),
    name6: col('name6', 'lastname', 'familyname'),
    names: [1, 2, 3, 4, 5].map((i) => col(`name${i}`)),
    nameType: col('nametype'),
    aliasStrength: col('aliasstrength', 'aliasquality'),
    nonLatin: col('namenonlatinscript', 'nonlatinscriptname'),
    type: col('designationtype', 'subjecttype', 'entitytype', 'grouptype'),
    regime: col('regimename', 'regime'),
    dob: col('dob', 'dateofbirth', 'dobs'),
    nationality: col('nationalityies', 'nationality', 'nationalities'),
    pobTown: col('townofbirth', 'cityofbirth'),
    pobCountry: col('countryofbirth'),
    gender: col('gender'),
    designated: col('datedesignated', 'dateoriginallydesignated', 'listedon'),
    other: col('otherinformation'),
    un: col('unreferencenumber', 'unref'),
    ofsi: col('ofsigroupid', 'groupid'),
    passport: col('passportnumber', 'passportnumbers'),
    nationalId: col('nationalidentifiernumber', 'nationalidentificationnumber', 'nationalidnumber'),
    imo: col('imonumber'),
    address: [1, 2, 3, 4, 5, 6].map((i) => col(`addressline${i}`)),
    postal: col('addresspostalcode', 'postalcode', 'postcode'),
    addrCountry: col('addresscountry'),
  };
  if (c.name6 < 0) throw new ListFormatError(`${file.name}: unknown columns: no 'Name 6' column found`);
  const width = res.rows[h].length;
  const entries = new Map<string, ListEntry>();
  const get = (r: string[], i: number): string => (i >= 0 && i < r.length ? r[i].trim() : '');
  for (let i = h + 1; i < res.rows.length; i++) {
    const r = res.rows[i];
    if (r.length !== width)
      throw new ListFormatError(
        `${file.name}: line ${res.lines[i]} has ${r.length} columns, expected ${width} (truncated or corrupt file?)`,
      );
    const uid = get(r, c.id);
    if (!uid) continue;
    let e = entries.get(`uk:${uid}`);
    if (!e) {
      const t = get(r, c.type).toLowerCase();
      const kind: EntryKind =
        KINDS[t] ?? (t.includes('individual') ? 'person' : t.includes('ship') ? 'vessel' : t ? 'entity' : 'other');
      e = newEntry(uid, kind);
      entries.set(e.id, e);
      const designated = dmyToIso(get(r, c.designated));
      if (designated) e.listedOn = designated;
      const rg = get(r, c.regime);
      if (rg) e.remarks.push(`Regime: ${rg}`);
      const un = get(r, c.un);
      if (un) e.remarks.push(`UN reference number ${un}`);
      const ofsi = get(r, c.ofsi);
      if (ofsi) e.remarks.push(`OFSI group ID ${ofsi}`);
    }
    const name = ukName(
      '',
      e.kind,
      c.names.map((k) => get(r, k)),
      get(r, c.name6),
      ukStrength(get(r, c.nameType), get(r, c.aliasStrength)),
    );
    if (name.full) pushName(e.names, name);
    const nonLatin = get(r, c.nonLatin);
    if (nonLatin) pushName(e.names, { full: nonLatin, strength: 'strong', script: 'original' });
    for (const d of multi(get(r, c.dob))) {
      const dob = parseUkDob(d);
      if (dob && !e.dobs.some((x) => x.text === dob.text)) e.dobs.push(dob);
    }
    e.nationalities = uniq([...e.nationalities, ...countries(get(r, c.nationality))]);
    const pob = [get(r, c.pobTown), get(r, c.pobCountry)].filter(Boolean).join(', ');
    if (pob && !e.placesOfBirth.includes(pob)) e.placesOfBirth.push(pob);
    const gender = get(r, c.gender);
    if (gender && !e.gender) e.gender = gender;
    const other = get(r, c.other);
    if (other && !e.remarks.includes(other)) e.remarks.push(other);
    const ids: [string, number][] = [
      ['Passport', c.passport],
      ['National ID', c.nationalId],
      ['IMO', c.imo],
    ];
    for (const [type, k] of ids) {
      for (const num of multi(get(r, k))) {
        const id: EntryIdentifier = { type, number: num };
        if (!e.identifiers.some((x) => x.type === type && x.number === num)) e.identifiers.push(id);
      }
    }
    const lines = c.address.map((k) => get(r, k)).filter(Boolean);
    const postal = get(r, c.postal);
    const ac = get(r, c.addrCountry);
    const addr = buildAddress({
      street: lines.join(', '),
      postalCode: postal,
      countryText: ac,
      country: countryOrText(ac),
    });
    if (addr && !e.addresses.some((a) => a.text === addr.text)) e.addresses.push(addr);
  }
  const list = [...entries.values()];
  if (list.length === 0) throw new ListFormatError(`${file.name}: no entries`);
  const nameless = list.filter((e) => e.names.length === 0);
  if (nameless.length) warnings.push(`${nameless.length} subjects without a name (e.g. ${nameless[0].id})`);
  for (const e of list) {
    if (e.names.length && !e.names.some((x) => x.strength === 'primary')) e.names[0].strength = 'primary';
    e.names.sort((a, b) => Number(b.strength === 'primary') - Number(a.strength === 'primary'));
  }
  return {
    source: 'uk',
    ...(publishedAt ? { publishedAt } : {}),
    entries: list.filter((e) => e.names.length),
    warnings,
  };
}

export function readUk(files: SourceFile[]): ParsedList {
  const csvFiles = files.filter((f) => baseName(f.name).endsWith('.csv'));
  const subjects = csvFiles.find(
    (f) => baseName(f.name) === 'subjects.csv' || firstLine(f).startsWith('unique_id,subject_type'),
  );
  const names = csvFiles.find(
    (f) => baseName(f.name) === 'subject_names.csv' || firstLine(f).startsWith('name_id,unique_id'),
  );
  if (subjects || names) {
    if (!subjects) throw new ListFormatError('UK: subject_names.csv given without subjects.csv');
    if (!names) throw new ListFormatError('UK: subjects.csv given without subject_names.csv');
    const list = readUkTables(subjects, names);
    for (const f of files) if (f !== subjects && f !== names) list.warnings.push(`ignored file ${f.name}`);
    return list;
  }
  const official = csvFiles.find((f) => /unique\s*id/i.test(f.content.subarray(0, 8192).toString('utf8')));
  if (!official) {
    throw new ListFormatError(
      `UK: no recognised file (expected subjects.csv + subject_names.csv or the FCDO UK-Sanctions-List.csv); got ${files.map((f) => f.name).join(', ') || 'nothing'}`,
    );
  }
  const list = readUkOfficialCsv(official);
  for (const f of files) if (f !== official) list.warnings.push(`ignored file ${f.name}`);
  return list;
}
