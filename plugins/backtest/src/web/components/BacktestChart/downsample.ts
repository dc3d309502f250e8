/** Indices to plot: every point when few, else an even stride over [lo, hi] (≤ max points), ends kept. */
export function visibleIndices(times: readonly number[], lo: number, hi: number, max = 1500): number[] {
  let a = 0;
  while (a < times.length && times[a]! < lo) a++;
  let b = times.length - 1;
  while (b > a && times[b]! > hi) b--;
  const first = Math.max(0, a - 1),
    last = Math.min(times.length - 1, b + 1);
  const n = last - first + 1;
  if (n <= 0) return [];
  const step = Math.max(1, Math.ceil(n / max));
  const out: number[] = [];
  for (let i = first; i <= last; i += step) out.push(i);
  if (out.at(-1) !== last) out.push(last);
  return out;
}
