/** String similarity for name tokens: Damerau (optimal string alignment) distance and Jaro-Winkler. */

const rowA: number[] = [];
const rowB: number[] = [];
const rowC: number[] = [];

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition), stopping early
 * once the distance is certain to exceed `max` (returns max + 1 then).
 */
export function damerau(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let v = prev[j - 1] + cost;
      const del = prev[j] + 1;
      if (del < v) v = del;
      const ins = cur[j - 1] + 1;
      if (ins < v) v = ins;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        const tr = prev2[j - 2] + 1;
        if (tr < v) v = tr;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb];
}

/** Jaro-Winkler similarity in [0, 1]. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  const range = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  const ma = new Uint8Array(la);
  const mb = new Uint8Array(lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - range);
    const hi = Math.min(lb - 1, i + range);
    for (let j = lo; j <= hi; j++) {
      if (mb[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      ma[i] = 1;
      mb[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let t = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (!ma[i]) continue;
    while (!mb[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) t++;
    k++;
  }
  const jaro = (matches / la + matches / lb + (matches - t / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < la && prefix < lb && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/**
 * Similarity of two canonical tokens in [0, 1], deliberately sharp: equal → 1, same phonetic
 * key → 0.9, one edit → 0.9 (down to 0.7 for short tokens), two edits on long tokens → 0.75/0.65,
 * otherwise 0. Prefix-only resemblance ('ivan' / 'ivanov') does not count.
 */
export function tokenSimilarity(a: string, b: string, keyA: string, keyB: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  const minLen = la < lb ? la : lb;
  const maxLen = la > lb ? la : lb;
  let sim = 0;
  if (keyA === keyB && ((keyA.length >= 3 && maxLen - minLen <= 2) || (keyA.length === 2 && maxLen - minLen <= 1)))
    sim = keyA.length >= 3 ? 0.9 : 0.8;
  if (sim >= 0.9 && minLen >= 4) return sim;
  const maxEdits = maxLen >= 7 ? 2 : maxLen >= 3 ? 1 : 0;
  if (maxEdits === 0) return sim;
  const d = damerau(a, b, maxEdits);
  let es = 0;
  if (d === 1) es = minLen >= 6 ? 0.9 : minLen >= 5 ? 0.85 : minLen >= 4 ? 0.8 : minLen >= 3 ? 0.7 : 0;
  else if (d === 2) es = minLen >= 8 ? 0.75 : minLen >= 6 ? 0.65 : 0;
  return es > sim ? es : sim;
}
