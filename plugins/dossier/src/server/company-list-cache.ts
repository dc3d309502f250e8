/**
 * Filtered client lists (a search term, review or creation dates) per organisation, labelled with
 * the organisation's list version (`dossier_list_stats.version`, bumped by trigger in the same
 * transaction as any insert, delete or change of a listed column; ADR 0048). An entry is used only
 * while the version it was read at is still the current one, so it is always exact.
 *
 * - counts (ADR 0048): paging through a search or re-sorting it counts once;
 * - the matching ids in one order (ADR 0054), for lists of up to MAX_IDS matches: later pages,
 *   other users' same search and re-reads read 30 rows by key instead of scanning an index for
 *   matches, which costs most when the matches cluster at the far end of the order ("coral" by
 *   name descending).
 *
 * Bounded: at most MAX_ENTRIES of each and MAX_KEPT_IDS ids in all; the oldest entry goes first.
 * The ids of an order are kept as one string with their offsets in a typed array: two objects for
 * the garbage collector to trace instead of one per id.
 */
const MAX_ENTRIES = 5_000;
export const MAX_IDS = 20_000;
const MAX_KEPT_IDS = 500_000;

const counts = new Map<string, { version: string; count: number }>();
/**
 * Ids in one order: `joined` holds them separated by commas, id k spans offsets[k] .. offsets[k + 1] - 1.
 * `backwards` reads the same ids in the opposite order without copying; `nulls` trailing ids (a null
 * sort value, `nulls last` in both directions) keep their place at the end, themselves reversed.
 */
export class IdList {
  private constructor(
    private readonly joined: string,
    private readonly offsets: Int32Array,
    private readonly reversed = false,
    private readonly nulls = 0,
  ) {}

  static of(joined: string): IdList {
    const offsets: number[] = [0];
    if (joined) for (let i = joined.indexOf(','); i !== -1; i = joined.indexOf(',', i + 1)) offsets.push(i + 1);
    offsets.push(joined.length + 1);
    return new IdList(joined, Int32Array.from(joined ? offsets : [0]));
  }

  backwards(nulls = 0): IdList {
    return new IdList(this.joined, this.offsets, !this.reversed, nulls);
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  slice(from: number, to: number): string[] {
    const out: string[] = [];
    const n = this.length;
    const valued = n - this.nulls;
    for (let k = Math.max(0, from); k < Math.min(to, n); k++) {
      const at = !this.reversed ? k : k < valued ? valued - 1 - k : n - 1 - (k - valued);
      out.push(this.joined.slice(this.offsets[at], this.offsets[at + 1]! - 1));
    }
    return out;
  }
}

/** `ids: null`: more than MAX_IDS matches at that version (the list pages from an index range instead). */
const orders = new Map<string, { version: string; ids: IdList | null }>();
let keptIds = 0;

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

/** The ids of a filtered list in one order, as read at `version` (the caller checks it is still current). */
export function cachedOrder(
  organization: string,
  key: string,
  order: string,
): { version: string; ids: IdList | null } | null {
  const k = `${organization}\u0000${key}\u0000${order}`;
  const hit = orders.get(k);
  if (!hit) return null;
  orders.delete(k);
  orders.set(k, hit);
  return hit;
}

export function rememberOrder(
  organization: string,
  key: string,
  order: string,
  version: string,
  ids: IdList | null,
): void {
  const k = `${organization}\u0000${key}\u0000${order}`;
  forget(k);
  orders.set(k, { version: String(version), ids });
  keptIds += ids?.length ?? 0;
  for (const old of orders.keys()) {
    if ((keptIds <= MAX_KEPT_IDS && orders.size <= MAX_ENTRIES) || old === k) break;
    forget(old);
  }
}

const reading = new Map<string, Promise<unknown>>();

/** Concurrent first reads of one key share one query (list orders here, suffix-search counts and pages too). */
export function readOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  let pending = reading.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    reading.set(key, pending);
    const done = () => reading.delete(key);
    pending.then(done, done);
  }
  return pending;
}

/** Concurrent first reads of one list order (or of the indexed orders together) share one query. */
export function readOrderOnce(
  organization: string,
  key: string,
  family: string,
  read: () => Promise<void>,
): Promise<void> {
  return readOnce(`${organization}\u0000${key}\u0000${family}`, read);
}

/** Drops a kept order (a 'too many' mark read at an older version: the next read tries again). */
export function forgetOrder(organization: string, key: string, order: string): void {
  forget(`${organization}\u0000${key}\u0000${order}`);
}

function forget(k: string): void {
  const old = orders.get(k);
  if (!old) return;
  orders.delete(k);
  keptIds -= old.ids?.length ?? 0;
}
