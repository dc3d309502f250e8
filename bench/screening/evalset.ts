/**
 * Deterministic evaluation set (seeded PRNG) built from real list names and aliases, with
 * realistic perturbations, plus names that are on no list.
 */
import type { ListEntry, EntryName } from '../../plugins/screening/src/engine/model.ts';
import type { ScreeningQuery } from '../../plugins/screening/src/engine/index.ts';
import {
  foldText,
  phoneticKey,
  damerau,
  nameTokens,
  HONORIFICS,
  PARTICLES,
  LEGAL_FORMS,
} from '../../plugins/screening/src/engine/index.ts';

export type Category =
  | 'exact'
  | 'exact_alias'
  | 'typo1'
  | 'typo2'
  | 'swapped'
  | 'translit'
  | 'cyrillic'
  | 'dropped_middle'
  | 'dob_off_by_one'
  | 'dob_swapped'
  | 'negative';

export interface EvalCase {
  id: number;
  category: Category;
  query: ScreeningQuery;
  /** Expected entry id (undefined for negatives). */
  target?: string;
  /** Name the query was made from. */
  from?: string;
  /** True for exact-name queries that carry no contradiction (for the min-score figure). */
  exactNoContradiction?: boolean;
}

/** mulberry32 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const KEYBOARD: Record<string, string> = {
  a: 'qwsz',
  b: 'vghn',
  c: 'xdfv',
  d: 'serfcx',
  e: 'wsdr',
  f: 'drtgvc',
  g: 'ftyhbv',
  h: 'gyujnb',
  i: 'ujko',
  j: 'huikmn',
  k: 'jiolm',
  l: 'kop',
  m: 'njk',
  n: 'bhjm',
  o: 'iklp',
  p: 'ol',
  q: 'wa',
  r: 'edft',
  s: 'awedxz',
  t: 'rfgy',
  u: 'yhji',
  v: 'cfgb',
  w: 'qase',
  x: 'zsdc',
  y: 'tghu',
  z: 'asx',
};

/** Spelling-variant rewrite rules of the kind transliterations produce (independent of the engine's map). */
const TRANSLIT_RULES: [RegExp, string][] = [
  [/ey$/, 'ei'],
  [/ei$/, 'ey'],
  [/iy$/, 'y'],
  [/y$/, 'i'],
  [/ks/, 'x'],
  [/x/, 'ks'],
  [/ou/, 'u'],
  [/u/, 'ou'],
  [/ee/, 'i'],
  [/ph/, 'f'],
  [/kh/, 'h'],
  [/j/, 'dj'],
  [/mm/, 'm'],
  [/ss/, 's'],
  [/([bdfgklmnprst])\1/, '$1'],
  [/([aeiou])([lmnrs])([aeiou])/, '$1$2$2$3'],
  [/oo/, 'u'],
  [/w/, 'v'],
  [/v/, 'w'],
  [/yu/, 'iu'],
  [/ya/, 'ia'],
  [/ie/, 'ye'],
  [/e/, 'a'],
  [/q/, 'k'],
  [/k/, 'q'],
  [/ai/, 'ay'],
  [/ay/, 'ai'],
  [/c/, 'k'],
  [/z/, 's'],
  [/ts/, 'tz'],
  [/sh/, 'ch'],
  [/i/, 'ee'],
  [/o/, 'u'],
  [/a$/, 'ah'],
  [/ah$/, 'a'],
];

const VARIANT_SAMPLES: string[][] = [
  ['muhammad', 'mohammed', 'mohamed', 'mohammad', 'muhammed', 'mohamad'],
  ['ahmad', 'ahmed'],
  ['yusuf', 'yousef', 'youssef', 'yousif'],
  ['hussein', 'husain', 'hussain', 'husayn', 'hossein'],
  ['hassan', 'hasan'],
  ['sergey', 'sergei', 'serguei'],
  ['yuriy', 'yuri', 'yury'],
  ['aleksandr', 'alexander', 'alexandr'],
  ['abdullah', 'abdallah'],
  ['omar', 'umar'],
  ['osama', 'usama'],
  ['khalid', 'khaled'],
  ['dmitry', 'dmitriy', 'dmitri'],
  ['andrey', 'andrei'],
  ['mikhail', 'michail'],
  ['evgeny', 'yevgeny', 'evgeniy'],
  ['nikolay', 'nikolai'],
  ['mahmoud', 'mahmud', 'mahmood'],
  ['mustafa', 'mustapha'],
  ['ibrahim', 'ebrahim'],
  ['saeed', 'said', 'sayed'],
  ['alexey', 'aleksey', 'aleksei'],
];

const CYR: [string, string][] = [
  ['shch', 'щ'],
  ['kh', 'х'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['ye', 'е'],
  ['iy', 'ий'],
  ['yy', 'ый'],
  ['ey', 'ей'],
  ['ay', 'ай'],
  ['oy', 'ой'],
  ['uy', 'уй'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['y', 'ы'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['c', 'к'],
  ['h', 'х'],
  ['j', 'дж'],
  ['w', 'в'],
  ['x', 'кс'],
  ['q', 'к'],
];

/** Latin (BGN/PCGN-style) → Cyrillic, for Russian names. */
export function toCyrillic(latin: string): string {
  return latin
    .split(/(\s+)/)
    .map((w) => {
      if (/^\s+$/.test(w)) return w;
      let s = w.toLowerCase().replace(/[^a-z]/g, '');
      let out = '';
      while (s.length) {
        const hit = CYR.find(([l]) => s.startsWith(l));
        if (!hit) {
          s = s.slice(1);
          continue;
        }
        out += hit[1];
        s = s.slice(hit[0].length);
      }
      return out ? out[0].toUpperCase() + out.slice(1) : out;
    })
    .join('');
}

function pick<T>(rnd: () => number, a: T[]): T {
  return a[Math.floor(rnd() * a.length)];
}

function words(s: string): string[] {
  return foldText(s).split(' ').filter(Boolean);
}

function typo(rnd: () => number, w: string): string {
  if (w.length < 3) return w;
  const i = 1 + Math.floor(rnd() * (w.length - 1));
  const op = rnd();
  if (op < 0.3) {
    const near = KEYBOARD[w[i]] ?? LETTERS;
    return w.slice(0, i) + pick(rnd, [...near]) + w.slice(i + 1);
  }
  if (op < 0.55) return w.slice(0, i) + w.slice(i + 1);
  if (op < 0.8) return w.slice(0, i) + pick(rnd, [...LETTERS]) + w.slice(i);
  if (i < w.length - 1) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  return w.slice(0, i - 1) + w[i] + w[i - 1];
}

function applyTypos(rnd: () => number, name: string, edits: number): string {
  const ws = words(name);
  const candidates = ws.map((w, i) => ({ w, i })).filter((x) => x.w.length >= 4);
  if (candidates.length === 0) return name;
  for (let e = 0; e < edits; e++) {
    // longer words are more likely to carry the typo
    const total = candidates.reduce((a, c) => a + c.w.length, 0);
    let r = rnd() * total;
    let c = candidates[0];
    for (const x of candidates) {
      r -= x.w.length;
      if (r <= 0) {
        c = x;
        break;
      }
    }
    ws[c.i] = typo(rnd, ws[c.i]);
    c.w = ws[c.i];
  }
  return ws.join(' ');
}

function translitVariant(rnd: () => number, name: string): string | undefined {
  const ws = words(name);
  const order = ws.map((_, i) => i).sort(() => rnd() - 0.5);
  for (const i of order) {
    const w = ws[i];
    const cls = VARIANT_SAMPLES.find((c) => c.includes(w));
    if (cls && rnd() < 0.6) {
      const alt = cls.filter((x) => x !== w);
      ws[i] = pick(rnd, alt);
      return ws.join(' ');
    }
    if (w.length < 4 || LEGAL_FORMS.has(w) || HONORIFICS.has(w)) continue;
    const rules = TRANSLIT_RULES.filter(([re]) => re.test(w.slice(1))).sort(() => rnd() - 0.5);
    if (rules.length) {
      const [re, rep] = rules[0];
      ws[i] = w[0] + w.slice(1).replace(re, rep);
      if (ws[i] !== w) return ws.join(' ');
    }
  }
  return undefined;
}

function personParts(n: EntryName): { first?: string; last?: string } {
  if (n.first && n.last) return { first: [n.first, n.middle].filter(Boolean).join(' '), last: n.last };
  return {};
}

function isoDob(e: ListEntry): { date?: string; year?: number } {
  const ex = e.dobs.find((d) => d.kind === 'exact' && d.date);
  if (ex) return { date: ex.date, year: Number(ex.date!.slice(0, 4)) };
  const y = e.dobs.find((d) => d.kind === 'year' && d.year);
  if (y) return { year: y.year };
  return {};
}

function alpha2(e: ListEntry): string | undefined {
  return [...e.nationalities, ...e.citizenships].find((c) => /^[A-Z]{2}$/.test(c));
}

function usableName(n: EntryName): boolean {
  const ws = words(n.full).filter((w) => !HONORIFICS.has(w));
  return (
    n.script !== 'original' && ws.length >= 1 && ws.join('').length >= 5 && !/[^\x20-\x7e\u00c0-\u024f‘’]/.test(n.full)
  );
}

export interface EvalOptions {
  seed?: number;
  perCategory?: number;
  negatives?: number;
}

export function buildEvalSet(entries: ListEntry[], opts: EvalOptions = {}): EvalCase[] {
  const rnd = prng(opts.seed ?? 20240503);
  const per = opts.perCategory ?? 400;
  const cases: EvalCase[] = [];
  const pool = entries.filter(
    (e) =>
      (e.kind === 'person' || e.kind === 'entity') && e.names.some((n) => n.strength === 'primary' && usableName(n)),
  );
  const persons = pool.filter((e) => e.kind === 'person');
  const primary = (e: ListEntry): EntryName =>
    e.names.find((n) => n.strength === 'primary' && usableName(n)) ?? e.names[0];
  let id = 0;

  /** Query for a name; person names are given as firstname/surname when the parts are known (60 %). */
  const baseQuery = (e: ListEntry, n: EntryName, full = n.full, withContext = true): ScreeningQuery => {
    const q: ScreeningQuery = {};
    const parts = personParts(n);
    if (e.kind === 'person' && parts.first && parts.last && full === n.full && rnd() < 0.6) {
      q.firstname = parts.first;
      q.surname = parts.last;
    } else q.name = full;
    if (withContext && e.kind === 'person') {
      const d = isoDob(e);
      if (d.date && rnd() < 0.5) q.dob = rnd() < 0.7 ? d.date : String(d.year);
      else if (d.year && rnd() < 0.5) q.dob = String(d.year);
      const nat = alpha2(e);
      if (nat && rnd() < 0.4) q.nationality = nat;
    }
    return q;
  };
  const add = (c: Omit<EvalCase, 'id'>): void => {
    cases.push({ id: id++, ...c });
  };

  // exact primary names
  for (let k = 0; k < per; k++) {
    const e = pick(rnd, pool);
    const n = primary(e);
    add({ category: 'exact', query: baseQuery(e, n), target: e.id, from: n.full, exactNoContradiction: true });
  }
  // exact aliases (strong and weak)
  const withAlias = pool.filter((e) => e.names.some((n) => n.strength !== 'primary' && usableName(n)));
  for (let k = 0; k < per; k++) {
    const e = pick(rnd, withAlias);
    const n = pick(
      rnd,
      e.names.filter((x) => x.strength !== 'primary' && usableName(x)),
    );
    add({
      category: 'exact_alias',
      query: baseQuery(e, n),
      target: e.id,
      from: n.full,
      exactNoContradiction: n.strength !== 'weak',
    });
  }
  for (const [cat, edits] of [
    ['typo1', 1],
    ['typo2', 2],
  ] as const) {
    for (let k = 0; k < per; k++) {
      const e = pick(rnd, pool);
      const n = rnd() < 0.8 ? primary(e) : pick(rnd, e.names.filter(usableName));
      const t = applyTypos(rnd, n.full, edits);
      if (t === foldText(n.full)) {
        k--;
        continue;
      }
      add({ category: cat, query: baseQuery(e, n, t), target: e.id, from: n.full });
    }
  }
  // swapped first/last fields
  const withParts = persons.filter((e) =>
    e.names.some((n) => n.strength === 'primary' && n.first && n.last && usableName(n)),
  );
  for (let k = 0; k < per && withParts.length; k++) {
    const e = pick(rnd, withParts);
    const n = e.names.find((x) => x.strength === 'primary' && x.first && x.last)!;
    const p = personParts(n);
    const q = baseQuery(e, n);
    delete q.name;
    q.firstname = p.last;
    q.surname = p.first;
    add({ category: 'swapped', query: q, target: e.id, from: n.full });
  }
  // transliteration / spelling variants
  for (let k = 0, tries = 0; k < per && tries < per * 20; tries++) {
    const e = pick(rnd, pool);
    const n = rnd() < 0.8 ? primary(e) : pick(rnd, e.names.filter(usableName));
    const v = translitVariant(rnd, n.full);
    if (!v) continue;
    add({ category: 'translit', query: baseQuery(e, n, v), target: e.id, from: n.full });
    k++;
  }
  // Russian names written in Cyrillic
  const russians = persons.filter(
    (e) =>
      (e.nationalities.includes('RU') ||
        e.programs.some((p) => /RUSSIA|UKRAINE/.test(p)) ||
        e.id.startsWith('uk:RUS')) &&
      usableName(primary(e)),
  );
  for (let k = 0; k < Math.min(per / 2, russians.length); k++) {
    const e = pick(rnd, russians);
    const n = primary(e);
    add({ category: 'cyrillic', query: { name: toCyrillic(foldText(n.full)) }, target: e.id, from: n.full });
  }
  // dropped middle names
  const long = persons.filter((e) => words(primary(e).full).length >= 3);
  for (let k = 0; k < per; k++) {
    const e = pick(rnd, long);
    const n = primary(e);
    const ws = words(n.full);
    let drop = 1 + Math.floor(rnd() * (ws.length - 2));
    if (n.middle) {
      // parsed middle name(s): drop one of them, wherever the source writes them
      const mids = words(n.middle);
      const pos = ws.map((w, i) => (mids.includes(w) ? i : -1)).filter((i) => i >= 0);
      if (pos.length) drop = pick(rnd, pos);
    }
    const v = ws.filter((_, i) => i !== drop).join(' ');
    add({ category: 'dropped_middle', query: baseQuery(e, n, v), target: e.id, from: n.full });
  }
  // DOB off by one year / day and month swapped
  const withExactDob = persons.filter((e) => e.dobs.some((d) => d.kind === 'exact' && d.date));
  for (let k = 0; k < per; k++) {
    const e = pick(rnd, withExactDob);
    const n = primary(e);
    const d = e.dobs.find((x) => x.kind === 'exact' && x.date)!.date!;
    const y = Number(d.slice(0, 4)) + (rnd() < 0.5 ? -1 : 1);
    const q = baseQuery(e, n, n.full, false);
    q.dob = `${y}${d.slice(4)}`;
    add({ category: 'dob_off_by_one', query: q, target: e.id, from: n.full });
  }
  const swappable = withExactDob.filter((e) =>
    e.dobs.some(
      (d) =>
        d.kind === 'exact' && d.date && Number(d.date.slice(8, 10)) <= 12 && d.date.slice(5, 7) !== d.date.slice(8, 10),
    ),
  );
  for (let k = 0; k < per; k++) {
    const e = pick(rnd, swappable);
    const n = primary(e);
    const d = e.dobs.find(
      (x) =>
        x.kind === 'exact' && x.date && Number(x.date.slice(8, 10)) <= 12 && x.date.slice(5, 7) !== x.date.slice(8, 10),
    )!.date!;
    const q = baseQuery(e, n, n.full, false);
    q.dob = `${d.slice(0, 4)}-${d.slice(8, 10)}-${d.slice(5, 7)}`;
    add({ category: 'dob_swapped', query: q, target: e.id, from: n.full });
  }
  for (const c of buildNegatives(entries, rnd, opts.negatives ?? 1000)) add(c);
  return cases;
}

/**
 * Names on no list: common first names and surnames of listed persons, recombined so that no
 * listed name contains every token (allowing spelling variants and one-edit differences).
 */
function buildNegatives(entries: ListEntry[], rnd: () => number, count: number): Omit<EvalCase, 'id'>[] {
  const firstFreq = new Map<string, number>();
  const lastFreq = new Map<string, number>();
  const allNames: string[][] = [];
  for (const e of entries) {
    for (const n of e.names) {
      const ws = nameTokens(n.full);
      allNames.push(ws);
      if (e.kind !== 'person' || !n.first || !n.last) continue;
      const f = words(n.first)[0];
      const l = words(n.last);
      const isName = (w: string | undefined): boolean =>
        !!w && w.length >= 3 && !HONORIFICS.has(w) && !PARTICLES.has(w) && !LEGAL_FORMS.has(w);
      if (isName(f)) firstFreq.set(f, (firstFreq.get(f) ?? 0) + 1);
      if (l.length === 1 && isName(l[0])) lastFreq.set(l[0], (lastFreq.get(l[0]) ?? 0) + 1);
    }
  }
  const top = (m: Map<string, number>, k: number): string[] =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, k)
      .map(([w]) => w);
  const firsts = top(firstFreq, 200);
  const lasts = top(lastFreq, 300);
  // token → ids of listed names holding a token that is the same, a spelling variant, or one edit away
  const vocab = new Map<string, number[]>();
  allNames.forEach((ws, i) => {
    for (const w of new Set(ws)) {
      const a = vocab.get(w);
      if (a) a.push(i);
      else vocab.set(w, [i]);
    }
  });
  const vocabList = [...vocab.keys()];
  const similarCache = new Map<string, Set<number>>();
  const similarNames = (w: string): Set<number> => {
    const c = nameTokens(w).join('');
    const hit = similarCache.get(c);
    if (hit) return hit;
    const key = phoneticKey(c);
    const out = new Set<number>();
    for (const v of vocabList) {
      if (Math.abs(v.length - c.length) > 2) continue;
      if (v === c || (phoneticKey(v) === key && Math.abs(v.length - c.length) <= 2) || damerau(v, c, 1) <= 1)
        for (const i of vocab.get(v)!) out.add(i);
    }
    similarCache.set(c, out);
    return out;
  };
  const out: Omit<EvalCase, 'id'>[] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const parts = [pick(rnd, firsts)];
    if (rnd() < 0.3) parts.push(pick(rnd, firsts));
    parts.push(pick(rnd, lasts));
    if (new Set(parts.map((p) => nameTokens(p).join(''))).size !== parts.length) continue;
    const keyStr = parts.join(' ');
    if (seen.has(keyStr)) continue;
    let inter: Set<number> | undefined;
    for (const p of parts.flatMap((x) => nameTokens(x))) {
      const s = similarNames(p);
      inter = inter ? new Set([...inter].filter((x) => s.has(x))) : new Set(s);
      if (inter.size === 0) break;
    }
    if (inter && inter.size > 0) continue;
    seen.add(keyStr);
    const cap = (w: string): string => w[0].toUpperCase() + w.slice(1);
    const q: ScreeningQuery =
      rnd() < 0.5
        ? { firstname: parts.slice(0, -1).map(cap).join(' '), surname: cap(parts[parts.length - 1]) }
        : { name: parts.map(cap).join(' ') };
    if (rnd() < 0.4)
      q.dob = `${1950 + Math.floor(rnd() * 50)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
    out.push({ category: 'negative', query: q });
  }
  return out;
}
