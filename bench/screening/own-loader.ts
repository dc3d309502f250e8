/**
 * Minimal list loader used by the benchmark while (or if) the real readers are not available.
 * OFAC legacy CSV (sdn + alt + comments), UN consolidated XML, UK names-only tables, FtM samples.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { EntryDob, EntryKind, EntryName, ListEntry } from '../../plugins/screening/src/engine/model.ts';
import { toAlpha2 } from '../../plugins/screening/src/engine/country.ts';

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const val = (s: string | undefined): string => (s === undefined || s.trim() === '-0-' ? '' : s.trim());

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

export function parseDobText(text: string): EntryDob | undefined {
  const t = text.trim().replace(/\.$/, '');
  let m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m && MONTHS[m[2].toLowerCase()])
    return {
      kind: 'exact',
      date: `${m[3]}-${MONTHS[m[2].toLowerCase()]}-${m[1].padStart(2, '0')}`,
      year: Number(m[3]),
      text: t,
    };
  m = /^([A-Za-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m && MONTHS[m[1].toLowerCase()])
    return { kind: 'month', date: `${m[2]}-${MONTHS[m[1].toLowerCase()]}`, year: Number(m[2]), text: t };
  m = /^circa (\d{4})$/i.exec(t);
  if (m) return { kind: 'circa', year: Number(m[1]), text: t };
  m = /^(\d{4}) to (\d{4})$/.exec(t);
  if (m) return { kind: 'range', from: Number(m[1]), to: Number(m[2]), text: t };
  m = /^(\d{4})$/.exec(t);
  if (m) return { kind: 'year', year: Number(m[1]), text: t };
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return { kind: 'exact', date: t, year: Number(m[1]), text: t };
  return undefined;
}

function blank(id: string, source: ListEntry['source'], kind: EntryKind, body: string): ListEntry {
  return {
    id,
    source,
    kind,
    names: [],
    dobs: [],
    nationalities: [],
    citizenships: [],
    addresses: [],
    programs: [],
    body,
    remarks: [],
    placesOfBirth: [],
    identifiers: [],
  };
}

function ofacName(full: string, kind: EntryKind, strength: EntryName['strength']): EntryName {
  if (kind === 'person' && full.includes(',')) {
    const [last, rest] = full.split(/,(.*)/s);
    const given = rest.trim().split(/\s+/);
    return {
      full,
      last: last.trim(),
      first: given[0],
      middle: given.slice(1).join(' ') || undefined,
      strength,
      script: 'latin',
    };
  }
  return { full, strength, script: 'latin' };
}

export function loadOfac(dir: string): ListEntry[] {
  const sdn = parseCsv(readFileSync(join(dir, 'sdn.csv'), 'latin1'));
  const byId = new Map<string, ListEntry>();
  const remarks = new Map<string, string>();
  if (existsSync(join(dir, 'sdn_comments.csv')))
    for (const r of parseCsv(readFileSync(join(dir, 'sdn_comments.csv'), 'latin1'))) remarks.set(r[0], val(r[1]));
  const out: ListEntry[] = [];
  for (const r of sdn) {
    const type = val(r[2]).toLowerCase();
    const kind: EntryKind =
      type === 'individual' ? 'person' : type === 'vessel' ? 'vessel' : type === 'aircraft' ? 'aircraft' : 'entity';
    const e = blank(`ofac:${r[0]}`, 'ofac', kind, 'OFAC');
    e.names.push(ofacName(val(r[1]), kind, 'primary'));
    e.programs = val(r[3]).replace(/[[\]]/g, ' ').split(/\s+/).filter(Boolean);
    const rem = val(r[11]) + (remarks.get(r[0]) ?? '');
    if (rem) e.remarks.push(rem);
    for (const part of rem.split(/;\s*/)) {
      const dm = /^(?:alt\. )?DOB (.+)$/.exec(part.trim());
      if (dm) {
        const d = parseDobText(dm[1]);
        if (d) e.dobs.push(d);
      }
      const nm = /^(?:alt\. )?(nationality|citizen) (.+?)\.?$/.exec(part.trim());
      if (nm) {
        const c = toAlpha2(nm[2]) ?? nm[2];
        (nm[1] === 'nationality' ? e.nationalities : e.citizenships).push(c);
      }
    }
    for (const m of rem.matchAll(/a\.k\.a\. '([^']+)'/g))
      e.names.push({ full: m[1], strength: 'weak', script: 'latin' });
    byId.set(r[0], e);
    out.push(e);
  }
  for (const r of parseCsv(readFileSync(join(dir, 'alt.csv'), 'latin1'))) {
    const e = byId.get(r[0]);
    if (!e) continue;
    const name = val(r[3]);
    if (name) e.names.push(ofacName(name, e.kind, 'strong'));
  }
  return out;
}

function tag(xml: string, name: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g');
  for (const m of xml.matchAll(re)) out.push(m[1]);
  return out;
}

function txt(xml: string, name: string): string {
  const v = tag(xml, name)[0];
  return v ? decode(v.trim()) : '';
}

function decode(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, d) => String.fromCharCode(Number(d)));
}

export function loadUn(file: string): ListEntry[] {
  const xml = readFileSync(file, 'utf8');
  const out: ListEntry[] = [];
  for (const [block, kind] of [
    ...tag(xml, 'INDIVIDUAL').map((b) => [b, 'person'] as const),
    ...tag(xml, 'ENTITY').map((b) => [b, 'entity'] as const),
  ]) {
    const e = blank(`un:${txt(block, 'REFERENCE_NUMBER')}`, 'un', kind, 'UN Security Council');
    const parts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((t) => txt(block, t)).filter(Boolean);
    e.names.push({
      full: parts.join(' '),
      first: kind === 'person' ? parts[0] : undefined,
      strength: 'primary',
      script: 'latin',
    });
    const orig = txt(block, 'NAME_ORIGINAL_SCRIPT');
    if (orig) e.names.push({ full: orig, strength: 'strong', script: 'original' });
    for (const a of [...tag(block, 'INDIVIDUAL_ALIAS'), ...tag(block, 'ENTITY_ALIAS')]) {
      const n = txt(a, 'ALIAS_NAME');
      if (!n) continue;
      e.names.push({ full: n, strength: /low/i.test(txt(a, 'QUALITY')) ? 'weak' : 'strong', script: 'latin' });
    }
    for (const d of tag(block, 'INDIVIDUAL_DATE_OF_BIRTH')) {
      const date = txt(d, 'DATE');
      const year = txt(d, 'YEAR');
      const from = txt(d, 'FROM_YEAR');
      const to = txt(d, 'TO_YEAR');
      const approx = /APPROX/i.test(txt(d, 'TYPE_OF_DATE'));
      if (date)
        e.dobs.push({
          kind: 'exact',
          date: date.slice(0, 10),
          year: Number(date.slice(0, 4)),
          text: date.slice(0, 10),
        });
      else if (year) e.dobs.push({ kind: approx ? 'circa' : 'year', year: Number(year), text: year });
      else if (from && to) e.dobs.push({ kind: 'range', from: Number(from), to: Number(to), text: `${from} to ${to}` });
    }
    for (const n of tag(block, 'NATIONALITY'))
      for (const v of tag(n, 'VALUE')) e.nationalities.push(toAlpha2(decode(v)) ?? decode(v));
    out.push(e);
  }
  return out;
}

export function loadUk(dir: string): ListEntry[] {
  const subjects = parseCsv(readFileSync(join(dir, 'subjects.csv'), 'utf8')).slice(1);
  const byId = new Map<string, ListEntry>();
  const out: ListEntry[] = [];
  for (const r of subjects) {
    const kind: EntryKind = r[1] === 'individual' ? 'person' : r[1] === 'ship' ? 'vessel' : 'entity';
    const e = blank(`uk:${r[0]}`, 'uk', kind, 'UK FCDO');
    byId.set(r[0], e);
    out.push(e);
  }
  for (const r of parseCsv(readFileSync(join(dir, 'subject_names.csv'), 'utf8')).slice(1)) {
    const e = byId.get(r[1]);
    if (!e || !r[4]) continue;
    const strength: EntryName['strength'] =
      r[2] === 'primary' ? 'primary' : r[3] === 'low_quality_aka' ? 'weak' : 'strong';
    e.names.push({
      full: r[4],
      last: r[5] || undefined,
      first: r[6] || undefined,
      strength,
      script: /[^\p{Script=Latin}\p{P}\p{N}\s]/u.test(r[4]) ? 'original' : 'latin',
    });
  }
  for (const e of out) {
    const p = e.names.findIndex((n) => n.strength === 'primary');
    if (p > 0) e.names.unshift(...e.names.splice(p, 1));
  }
  return out.filter((e) => e.names.length > 0);
}

export function loadFtm(file: string): ListEntry[] {
  const out: ListEntry[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const o = JSON.parse(line) as { id: string; schema: string; properties: Record<string, string[]> };
    const kind: EntryKind | undefined =
      o.schema === 'Person'
        ? 'person'
        : ['Organization', 'Company', 'LegalEntity'].includes(o.schema)
          ? 'entity'
          : o.schema === 'Vessel'
            ? 'vessel'
            : o.schema === 'Airplane'
              ? 'aircraft'
              : undefined;
    if (!kind) continue;
    const e = blank(o.id, 'ftm', kind, 'OpenSanctions');
    const p = o.properties;
    (p.name ?? []).forEach((n, i) => e.names.push({ full: n, strength: i === 0 ? 'primary' : 'strong' }));
    for (const n of p.alias ?? []) e.names.push({ full: n, strength: 'strong' });
    for (const n of p.weakAlias ?? []) e.names.push({ full: n, strength: 'weak' });
    for (const d of p.birthDate ?? []) {
      const dob = parseDobText(d);
      if (dob) e.dobs.push(dob);
    }
    e.nationalities = (p.nationality ?? []).map((c) => c.toUpperCase());
    if (e.names.length) out.push(e);
  }
  return out;
}

export function loadAllOwn(root: string): { source: string; entries: ListEntry[] }[] {
  return [
    { source: 'ofac', entries: loadOfac(join(root, 'ofac')) },
    { source: 'un', entries: loadUn(join(root, 'un', 'consolidated.xml')) },
    { source: 'uk', entries: loadUk(join(root, 'uk_fcdo')) },
    {
      source: 'ftm',
      entries: [
        ...loadFtm(join(root, 'opensanctions_ftm_samples', 'yente_t1_entities.ftm.json')),
        ...loadFtm(join(root, 'opensanctions_ftm_samples', 'yente_zala_entities.ftm.json')),
      ],
    },
  ];
}
