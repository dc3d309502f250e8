import type { ListEntry } from './model.ts';
import type { Hit } from './search-types.ts';
import { nameTokens } from './text.ts';

/**
 * One person on several lists is one hit. Two entries of the same kind are the same subject when
 *  1. they share an identifier: the same UN reference number (a UN entry `un:<ref>`, or a UK/other
 *     entry that cites it), or the same document number (passport, national ID, ...; 6+ characters
 *     after removing spaces and punctuation), or
 *  2. they share a name (primary or strong alias, same tokens in any order) and a date of birth
 *     given to the same precision (full date, or year only on both).
 * Every link also needs one shared name token (a UK row citing the wrong UN reference stays apart).
 * The rule is applied transitively (OFAC ~ UN by name and DOB, UN ~ UK by the UN reference).
 * See docs/adr/0014-screening-case-review.md.
 */
export interface EntryLink {
  group: string;
  link: string;
}

const UN_REF = /UN reference number\s+([A-Za-z]{2,4}\.\d{3,})/i;

function keysOf(e: ListEntry): { key: string; link: string }[] {
  const out: { key: string; link: string }[] = [];
  const kind = e.kind;
  if (e.source === 'un')
    out.push({ key: `${kind}|unref:${e.id.slice(3).toUpperCase()}`, link: `UN reference ${e.id.slice(3)}` });
  for (const r of e.remarks) {
    const m = UN_REF.exec(r);
    if (m) out.push({ key: `${kind}|unref:${m[1].toUpperCase()}`, link: `UN reference ${m[1]}` });
  }
  for (const i of e.identifiers) {
    const n = i.number.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    if (n.length >= 6 && /\d/.test(n)) out.push({ key: `${kind}|doc:${n}`, link: `${i.type} ${i.number}` });
  }
  if (kind === 'person') {
    const dates = new Set<string>();
    for (const d of e.dobs) {
      if (d.kind === 'exact' && d.date) dates.add(d.date);
      else if (d.kind === 'year' && d.year) dates.add(`y${d.year}`);
    }
    if (dates.size) {
      for (const n of e.names) {
        if (n.strength === 'weak') continue;
        const sig = nameTokens(n.full, { dropLegalForms: false }).sort().join(' ');
        if (sig.split(' ').length < 2) continue;
        for (const d of dates)
          out.push({
            key: `${kind}|nd:${sig}|${d}`,
            link: `same name and date of birth (${n.full}, ${d.replace(/^y/, '')})`,
          });
      }
    }
  }
  return out;
}

/** Entry id → its group (the smallest entry id of the group) and the link that joined it. */
export function buildEntryGroups(entries: ListEntry[]): Map<string, EntryLink> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    let c = x;
    while (c !== r) {
      const next = parent.get(c)!;
      parent.set(c, r);
      c = next;
    }
    return r;
  };
  const tokens = new Map<string, Set<string>>();
  const tokensOf = (e: ListEntry) => {
    let set = tokens.get(e.id);
    if (!set) tokens.set(e.id, (set = new Set(e.names.flatMap((n) => nameTokens(n.full, { dropLegalForms: true })))));
    return set;
  };
  const byId = new Map(entries.map((e) => [e.id, e]));
  const shareToken = (a: ListEntry, b: ListEntry) => [...tokensOf(a)].some((t) => t.length > 1 && tokensOf(b).has(t));
  const firstByKey = new Map<string, string>();
  const linkOf = new Map<string, string>();
  for (const e of entries) parent.set(e.id, e.id);
  for (const e of entries) {
    for (const { key, link } of keysOf(e)) {
      const other = firstByKey.get(key);
      if (other === undefined) {
        firstByKey.set(key, e.id);
        continue;
      }
      const a = find(other);
      const b = find(e.id);
      if (a === b || !shareToken(e, byId.get(other)!)) continue;
      const [root, child] = a < b ? [a, b] : [b, a];
      parent.set(child, root);
      if (!linkOf.has(e.id)) linkOf.set(e.id, link);
      if (!linkOf.has(other)) linkOf.set(other, link);
    }
  }
  const out = new Map<string, EntryLink>();
  for (const e of entries) {
    const group = find(e.id);
    if (group !== e.id || linkOf.has(e.id)) out.set(e.id, { group, link: linkOf.get(e.id) ?? '' });
  }
  return out;
}

export interface GroupedHit {
  hit: Hit;
  also: { hit: Hit; link: string }[];
}

/** Merges hits of one group into the best-scored one (hits come best first); order is kept. */
export function groupHits(hits: Hit[], groups: Map<string, EntryLink>): GroupedHit[] {
  const out: GroupedHit[] = [];
  const byGroup = new Map<string, GroupedHit>();
  for (const hit of hits) {
    const g = groups.get(hit.entry.id);
    const lead = g ? byGroup.get(g.group) : undefined;
    if (lead) {
      lead.also.push({ hit, link: g!.link });
      continue;
    }
    const grouped = { hit, also: [] };
    out.push(grouped);
    if (g) byGroup.set(g.group, grouped);
  }
  return out;
}
