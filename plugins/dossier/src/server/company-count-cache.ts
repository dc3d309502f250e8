/**
 * Counts of filtered client lists (a search term, review or creation dates) per organisation,
 * labelled with the organisation's list version (`dossier_list_stats.version`, bumped by trigger in
 * the same transaction as any insert, delete or change of a listed column). A count is reused only
 * while the version it was counted at is still the current one, so it is always exact; paging
 * through a search or re-sorting it counts once (ADR 0048). Bounded: the oldest entry goes first.
 */
const MAX_ENTRIES = 5_000;
const counts = new Map<string, { version: string; count: number }>();

export const countKey = (sqlWhere: string, params: readonly unknown[]) => `${sqlWhere}\u0000${JSON.stringify(params)}`;

export function cachedCount(organization: string, key: string, version: string | null): number | null {
  if (version === null) return null;
  const hit = counts.get(`${organization}\u0000${key}`);
  return hit && hit.version === String(version) ? hit.count : null;
}

export function rememberCount(organization: string, key: string, version: string | null, count: number): void {
  if (version === null) return;
  const k = `${organization}\u0000${key}`;
  counts.delete(k);
  if (counts.size >= MAX_ENTRIES) counts.delete(counts.keys().next().value!);
  counts.set(k, { version: String(version), count });
}
