import type { ListEntry } from './model.ts';
import { explainHit } from './explain.ts';
import {
  DEFAULT_THRESHOLD,
  WEIGHTS,
  type BuildOptions,
  type Hit,
  type ScreeningQuery,
  type SearchOptions,
} from './search-types.ts';
import { PARTICLES, isHonorificLike, isLegalForm, nameTokens, phoneticKey, variantSpellings } from './text.ts';
import { damerau, tokenSimilarity } from './similarity.ts';
import { parseQueryDob } from './dob.ts';
import { toAlpha2 } from './country.ts';

export * from './search-types.ts';

/** Candidate names fully scored per query. */
const MAX_CANDIDATES = 200;
/** Query bounds: work per query stays linear and small whatever the input (issue 6, finding 2). */
export const MAX_QUERY_TOKENS = 16;
export const MAX_TOKEN_LENGTH = 40;
/** A candidate must share at least this fraction of the query's token weight at retrieval. */
const MIN_RETRIEVAL_FRACTION = 0.25;

interface IndexedName {
  entry: number;
  nameIdx: number;
  strength: 'primary' | 'strong' | 'weak';
  tokens: number[];
  weightSum: number;
}

interface QueryToken {
  text: string;
  key: string;
  weight: number;
  /** vocab id → similarity, for every vocabulary token similar enough to count. */
  sims: Map<number, number>;
}

function deletions(t: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < t.length; i++) {
    const d = t.slice(0, i) + t.slice(i + 1);
    if (i === 0 || d !== out[out.length - 1]) out.push(d);
  }
  return out;
}

function push<K>(m: Map<K, number[]>, k: K, v: number): void {
  const a = m.get(k);
  if (a) {
    if (a[a.length - 1] !== v) a.push(v);
  } else m.set(k, [v]);
}

/** In-memory screening index over list entries: token / phonetic / deletion-neighbourhood postings. */
export class ScreeningIndex {
  private readonly entries: ListEntry[];
  private readonly names: IndexedName[] = [];
  private readonly vocab = new Map<string, number>();
  private readonly vocabText: string[] = [];
  private readonly vocabKey: string[] = [];
  /** Known spellings of each vocabulary token (variant class members) with their phonetic keys. */
  private readonly vocabSpell: { text: string; key: string }[][] = [];
  private readonly spellIndex = new Map<string, number>();
  private vocabWeight: Float64Array = new Float64Array(0);
  private postings: Int32Array[] = [];
  private readonly keyIndex = new Map<string, number[]>();
  private readonly delIndex = new Map<string, number[]>();
  private readonly concatIndex = new Map<string, number[]>();
  private readonly entryNats: string[][] = [];
  private unknownWeight = 1;
  // scratch buffers for retrieval
  private acc: Float64Array = new Float64Array(0);
  private accStamp: Int32Array = new Int32Array(0);
  private tokStamp: Int32Array = new Int32Array(0);
  private stamp = 0;

  private constructor(entries: ListEntry[]) {
    this.entries = entries;
  }

  /** Number of indexed (distinct, normalised) names. */
  get size(): number {
    return this.names.length;
  }

  /** Number of list entries. */
  get entryCount(): number {
    return this.entries.length;
  }

  static build(entries: ListEntry[], opts: BuildOptions = {}): ScreeningIndex {
    const idx = new ScreeningIndex(entries);
    idx.load(opts);
    return idx;
  }

  private vocabId(t: string): number {
    let id = this.vocab.get(t);
    if (id === undefined) {
      id = this.vocabText.length;
      this.vocab.set(t, id);
      this.vocabText.push(t);
      const key = phoneticKey(t);
      this.vocabKey.push(key);
      const spells = variantSpellings(t).map((s) => ({ text: s, key: phoneticKey(s) }));
      this.vocabSpell.push(spells);
      for (const s of spells) {
        if (!this.spellIndex.has(s.text)) this.spellIndex.set(s.text, id);
        push(this.keyIndex, s.key, id);
        if (s.text.length >= 4) for (const d of deletions(s.text)) push(this.delIndex, d, id);
      }
    }
    return id;
  }

  private load(opts: BuildOptions): void {
    const includeOriginal = opts.includeOriginalScript ?? true;
    const post: number[][] = [];
    const rank = { primary: 0, strong: 1, weak: 2 } as const;
    for (let e = 0; e < this.entries.length; e++) {
      const entry = this.entries[e];
      const dropLegal = entry.kind !== 'person';
      const seen = new Map<string, number>();
      entry.names.forEach((n, nameIdx) => {
        if (!includeOriginal && n.script === 'original') return;
        const toks = nameTokens(n.full, { dropLegalForms: dropLegal });
        if (toks.length === 0) return;
        const sig = toks.join(' ');
        const prev = seen.get(sig);
        if (prev !== undefined) {
          const pn = this.names[prev];
          if (rank[n.strength] < rank[pn.strength]) {
            pn.strength = n.strength;
            pn.nameIdx = nameIdx;
          }
          return;
        }
        const id = this.names.length;
        seen.set(sig, id);
        const tokens = toks.map((t) => this.vocabId(t));
        this.names.push({ entry: e, nameIdx, strength: n.strength, tokens, weightSum: 0 });
        for (const v of tokens) {
          let p = post[v];
          if (!p) post[v] = p = [];
          if (p[p.length - 1] !== id) p.push(id);
        }
        for (let i = 0; i + 1 < toks.length; i++) push(this.concatIndex, toks[i] + toks[i + 1], id);
      });
      const nats = new Set<string>();
      for (const c of [...entry.nationalities, ...entry.citizenships]) {
        const a2 = toAlpha2(c);
        if (a2) nats.add(a2);
      }
      this.entryNats.push([...nats]);
    }
    const n = this.names.length;
    this.postings = post.map((p) => Int32Array.from(p ?? []));
    this.vocabWeight = new Float64Array(this.vocabText.length);
    for (let v = 0; v < this.vocabText.length; v++)
      this.vocabWeight[v] = this.tokenWeight(this.vocabText[v], this.postings[v].length, n);
    this.unknownWeight = Math.log(1 + n);
    for (const nm of this.names) {
      let s = 0;
      for (const v of nm.tokens) s += this.vocabWeight[v];
      nm.weightSum = s;
    }
    this.acc = new Float64Array(n);
    this.accStamp = new Int32Array(n);
    this.tokStamp = new Int32Array(n);
  }

  private tokenWeight(t: string, df: number, n: number): number {
    let w = Math.log(1 + n / Math.max(1, df));
    if (PARTICLES.has(t)) w *= 0.25;
    else if (t.length === 1) w *= 0.3;
    return w;
  }

  private queryTokens(text: string, personQuery: boolean): QueryToken[] {
    const toks = nameTokens(text, { dropLegalForms: false })
      .slice(0, MAX_QUERY_TOKENS)
      .map((t) => t.slice(0, MAX_TOKEN_LENGTH));
    return toks.map((t) => {
      const v = this.vocab.get(t);
      const sims = this.similarVocab(t);
      let weight: number;
      if (v !== undefined) weight = this.vocabWeight[v];
      else if (sims.size > 0) {
        // a misspelt or variant token weighs what the tokens it resembles weigh
        weight = 0;
        for (const u of sims.keys()) weight = Math.max(weight, this.vocabWeight[u]);
      } else weight = this.tokenWeight(t, 0, this.names.length);
      if (!personQuery && isLegalForm(t)) weight = 0.05;
      else if (v === undefined && isHonorificLike(t)) weight = 0.05;
      return { text: t, key: phoneticKey(t), weight, sims };
    });
  }

  /** Vocabulary tokens similar to t (exact, same phonetic key, within the deletion neighbourhood). */
  private similarVocab(t: string): Map<number, number> {
    const out = new Map<number, number>();
    const key = phoneticKey(t);
    const consider = (v: number): void => {
      if (out.has(v)) return;
      let best = 0;
      for (const sp of this.vocabSpell[v]) {
        const s = tokenSimilarity(t, sp.text, key, sp.key);
        if (s > best) best = s;
      }
      if (best > 0) out.set(v, best);
    };
    const lookup = (s: string): number | undefined => this.spellIndex.get(s);
    const exact = this.vocab.get(t);
    if (exact !== undefined) out.set(exact, 1);
    for (const v of this.keyIndex.get(key) ?? []) consider(v);
    if (t.length >= 3) {
      for (const v of this.delIndex.get(t) ?? []) consider(v);
      const d1 = deletions(t);
      for (const d of d1) {
        const v = lookup(d);
        if (v !== undefined) consider(v);
        for (const w of this.delIndex.get(d) ?? []) consider(w);
      }
      if (t.length >= 5) {
        // adjacent transposition plus up to one more edit
        for (let i = 0; i + 1 < t.length; i++) {
          if (t[i] === t[i + 1]) continue;
          const sw = t.slice(0, i) + t[i + 1] + t[i] + t.slice(i + 2);
          const v = lookup(sw);
          if (v !== undefined) consider(v);
          for (const w of this.delIndex.get(sw) ?? []) consider(w);
          for (const d of deletions(sw)) {
            const u = lookup(d);
            if (u !== undefined) consider(u);
            for (const w of this.delIndex.get(d) ?? []) consider(w);
          }
        }
      }
      if (t.length >= 6) {
        const seen = new Set<string>();
        for (const d of d1) {
          for (const dd of deletions(d)) {
            if (seen.has(dd)) continue;
            seen.add(dd);
            const v = lookup(dd);
            if (v !== undefined) consider(v);
            for (const w of this.delIndex.get(dd) ?? []) consider(w);
          }
        }
      }
    }
    return out;
  }

  private touch(nameId: number): void {
    if (this.accStamp[nameId] !== this.stamp) {
      this.accStamp[nameId] = this.stamp;
      this.acc[nameId] = 0;
      this.tokStamp[nameId] = -1;
    }
  }

  /** Candidate name ids sharing enough token weight with the query, best first. */
  private retrieve(q: QueryToken[]): number[] {
    this.stamp++;
    if (this.stamp > 2_000_000_000) {
      this.stamp = 1;
      this.accStamp.fill(0);
    }
    const touched: number[] = [];
    let total = 0;
    for (const t of q) total += t.weight;
    for (let i = 0; i < q.length; i++) {
      const t = q[i];
      const sims = [...t.sims.entries()].sort((a, b) => b[1] - a[1]);
      for (const [v, s] of sims) {
        const p = this.postings[v];
        const add = t.weight * s;
        for (let k = 0; k < p.length; k++) {
          const id = p[k];
          if (this.accStamp[id] !== this.stamp) {
            this.touch(id);
            touched.push(id);
          }
          if (this.tokStamp[id] === i) continue;
          this.tokStamp[id] = i;
          this.acc[id] += add;
        }
      }
      // query token = two adjacent name tokens written together ('jongun' / 'jong un')
      for (const id of this.concatIndex.get(t.text) ?? []) {
        if (this.accStamp[id] !== this.stamp) {
          this.touch(id);
          touched.push(id);
        }
        if (this.tokStamp[id] === i) continue;
        this.tokStamp[id] = i;
        this.acc[id] += t.weight;
      }
    }
    // two adjacent query tokens = one name token
    for (let i = 0; i + 1 < q.length; i++) {
      const v = this.vocab.get(q[i].text + q[i + 1].text);
      if (v === undefined) continue;
      const add = (q[i].weight + q[i + 1].weight) * 0.95;
      for (const id of this.postings[v]) {
        if (this.accStamp[id] !== this.stamp) {
          this.touch(id);
          touched.push(id);
        }
        this.acc[id] += add;
      }
    }
    const min = total * MIN_RETRIEVAL_FRACTION;
    const scored: { id: number; pre: number }[] = [];
    for (const id of touched) {
      const a = this.acc[id];
      if (a < min) continue;
      const qc = Math.min(1, a / total);
      const cc = Math.min(1, a / this.names[id].weightSum);
      scored.push({ id, pre: qc * (0.75 + 0.25 * cc) });
    }
    scored.sort((x, y) => y.pre - x.pre);
    return scored.slice(0, MAX_CANDIDATES).map((s) => s.id);
  }

  /** Align query tokens with a name's tokens; returns the name score and match statistics. */
  private scoreName(
    q: QueryToken[],
    name: IndexedName,
  ): { score: number; matched: number; fuzzy: number; extraQuery: number; extraName: number } {
    const m = q.length;
    const n = name.tokens.length;
    const qUsed = new Array<boolean>(m).fill(false);
    const nUsed = new Array<boolean>(n).fill(false);
    const pairs: { i: number; j: number; s: number }[] = [];
    for (let i = 0; i < m; i++) {
      const sims = q[i].sims;
      if (sims.size === 0) continue;
      for (let j = 0; j < n; j++) {
        const s = sims.get(name.tokens[j]);
        if (s !== undefined) pairs.push({ i, j, s });
      }
    }
    pairs.sort((a, b) => b.s - a.s || Math.abs(a.i - a.j) - Math.abs(b.i - b.j));
    let qGot = 0;
    let nGot = 0;
    let matched = 0;
    let fuzzy = 0;
    for (const p of pairs) {
      if (qUsed[p.i] || nUsed[p.j]) continue;
      qUsed[p.i] = true;
      nUsed[p.j] = true;
      qGot += q[p.i].weight * p.s;
      nGot += this.vocabWeight[name.tokens[p.j]] * p.s;
      matched++;
      if (p.s < 1) fuzzy++;
    }
    // merged / split tokens: 'abubakar' ~ 'abu bakar'
    if (matched < m && matched < n) {
      for (let i = 0; i < m; i++) {
        if (qUsed[i]) continue;
        for (let j = 0; j + 1 < n; j++) {
          if (nUsed[j] || nUsed[j + 1]) continue;
          const a = this.vocabText[name.tokens[j]];
          const b = this.vocabText[name.tokens[j + 1]];
          const s = Math.max(this.concatSim(q[i].text, a + b), this.concatSim(q[i].text, b + a));
          if (s > 0) {
            qUsed[i] = nUsed[j] = nUsed[j + 1] = true;
            qGot += q[i].weight * s;
            nGot += (this.vocabWeight[name.tokens[j]] + this.vocabWeight[name.tokens[j + 1]]) * s;
            matched++;
            break;
          }
        }
      }
      for (let j = 0; j < n; j++) {
        if (nUsed[j]) continue;
        for (let i = 0; i + 1 < m; i++) {
          if (qUsed[i] || qUsed[i + 1]) continue;
          const t = this.vocabText[name.tokens[j]];
          const s = Math.max(
            this.concatSim(t, q[i].text + q[i + 1].text),
            this.concatSim(t, q[i + 1].text + q[i].text),
          );
          if (s > 0) {
            qUsed[i] = qUsed[i + 1] = nUsed[j] = true;
            qGot += (q[i].weight + q[i + 1].weight) * s;
            nGot += this.vocabWeight[name.tokens[j]] * s;
            matched++;
            break;
          }
        }
      }
    }
    let qTotal = 0;
    for (const t of q) qTotal += t.weight;
    const qCov = qTotal > 0 ? Math.min(1, qGot / qTotal) : 0;
    const nCov = name.weightSum > 0 ? Math.min(1, nGot / name.weightSum) : 0;
    return {
      score: qCov * (0.75 + 0.25 * nCov),
      matched,
      fuzzy,
      extraQuery: qUsed.filter((u) => !u).length,
      extraName: nUsed.filter((u) => !u).length,
    };
  }

  private concatSim(a: string, b: string): number {
    if (a === b) return 0.98;
    if (Math.abs(a.length - b.length) > 1 || a.length < 6) return 0;
    return damerau(a, b, 1) <= 1 ? 0.85 : 0;
  }

  /** Search one query. Hits are sorted by score (then name score), at most `limit`, at least `threshold`. */
  search(query: ScreeningQuery, opts: SearchOptions = {}): Hit[] {
    const limit = opts.limit ?? 10;
    const threshold = opts.threshold ?? DEFAULT_THRESHOLD;
    const personQuery =
      !!(query.firstname || query.surname) ||
      (!!query.kinds && query.kinds.length > 0 && query.kinds.every((k) => k === 'person'));
    const queryName =
      query.firstname || query.surname
        ? [query.firstname, query.surname].filter((s) => s && s.trim()).join(' ')
        : (query.name ?? '');
    if (!queryName.trim()) return [];
    const q = this.queryTokens(queryName, personQuery);
    if (q.length === 0) return [];
    const cands = this.retrieve(q);
    const dobQ = parseQueryDob(query.dob);
    const natQ = query.nationality ? toAlpha2(query.nationality) : undefined;
    const kinds = query.kinds && query.kinds.length > 0 ? new Set(query.kinds) : undefined;
    const best = new Map<number, { hit: Hit; eff: number }>();
    for (const id of cands) {
      const nm = this.names[id];
      const entry = this.entries[nm.entry];
      if (kinds && !kinds.has(entry.kind)) continue;
      const r = this.scoreName(q, nm);
      if (r.score <= 0) continue;
      const eff = r.score + (nm.strength === 'weak' ? WEIGHTS.weakAlias : 0);
      const prev = best.get(nm.entry);
      if (prev && prev.eff >= eff) continue;
      const hit = explainHit(this.entryNats, queryName, entry, nm, r, dobQ, natQ, personQuery, query.dob);
      best.set(nm.entry, { hit, eff });
    }
    const hits = [...best.values()].map((b) => b.hit).filter((h) => h.score >= threshold);
    hits.sort(
      (a, b) =>
        b.score - a.score || b.explanation.nameScore - a.explanation.nameScore || (a.entry.id < b.entry.id ? -1 : 1),
    );
    return hits.slice(0, limit);
  }

  /** Search many queries (same options for each). */
  searchMany(queries: ScreeningQuery[], opts: SearchOptions = {}): Hit[][] {
    return queries.map((q) => this.search(q, opts));
  }
}
