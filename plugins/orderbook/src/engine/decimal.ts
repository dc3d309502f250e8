/** Exact comparison of non-negative decimal strings (no binary rounding: 0.9994 ≤ p is exact). */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const ia = ai.replace(/^0+(?=\d)/, ''),
    ib = bi.replace(/^0+(?=\d)/, '');
  if (ia.length !== ib.length) return ia.length < ib.length ? -1 : 1;
  if (ia !== ib) return ia < ib ? -1 : 1;
  const n = Math.max(af.length, bf.length);
  const fa = af.padEnd(n, '0'),
    fb = bf.padEnd(n, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

/** Canonical text of a decimal (no trailing zeros), used as a price level's identity. */
export const canonical = (d: string) =>
  (d.includes('.') ? d.replace(/0+$/, '').replace(/\.$/, '') : d.replace(/^0+(?=\d)/, '')) || '0';

/** A number as decimal text without exponent (for band bounds computed from a reference price). */
export const numberText = (n: number) => canonical(n.toFixed(12));
