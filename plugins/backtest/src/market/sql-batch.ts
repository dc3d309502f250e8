import type { EntityManager } from '@mikro-orm/postgresql';

export type Cell = string | number | boolean | null;

/** A PostgreSQL array literal of plain numbers/decimals/booleans (no quoting needed for these). */
export const pgArray = (values: readonly Cell[]) => `{${values.map((v) => (v === null ? 'NULL' : v === true ? 't' : v === false ? 'f' : String(v))).join(',')}}`;

export interface UpsertSpec {
  table: string;
  /** Constant columns (e.g. symbol) and their values. */
  fixed: Record<string, string>;
  /** Varying columns with their PostgreSQL element types, in the order of `rows`' cells. */
  columns: [name: string, type: string][];
  /** Conflict target (the natural key). */
  key: string[];
}

/**
 * Inserts rows with one `unnest` statement (one parameter per column, any batch size), updating
 * a stored row only when a value differs. Returns how many rows were inserted and updated; a
 * re-import of the same rows reports 0 and 0 and writes nothing.
 */
export async function upsertBatch(em: EntityManager, spec: UpsertSpec, rows: Cell[][]): Promise<{ inserted: number; updated: number }> {
  if (!rows.length) return { inserted: 0, updated: 0 };
  if (!(await anyStoredInRange(em, spec, rows))) return { inserted: await insertBatch(em, spec, rows), updated: 0 };
  const fixedNames = Object.keys(spec.fixed);
  const names = [...fixedNames, ...spec.columns.map(([n]) => n)];
  const q = (n: string) => `"${n}"`;
  const unnest = spec.columns.map(([, type]) => `?::${type}[]`).join(', ');
  const nonKey = spec.columns.map(([n]) => n).filter((n) => !spec.key.includes(n));
  const set = nonKey.map((n) => `${q(n)} = excluded.${q(n)}`).join(', ');
  const differs = nonKey.map((n) => `t.${q(n)} is distinct from excluded.${q(n)}`).join(' or ');
  const sql = `with up as (insert into ${q(spec.table)} as t (${names.map(q).join(', ')})
    select ${fixedNames.map(() => '?').join(', ')}${fixedNames.length ? ', ' : ''}u.* from unnest(${unnest}) as u
    on conflict (${spec.key.map(q).join(', ')}) do ${nonKey.length ? `update set ${set} where ${differs}` : 'nothing'}
    returning (xmax = 0) as inserted)
    select count(*) filter (where inserted) as inserted, count(*) filter (where not inserted) as updated from up`;
  const params = [...fixedNames.map((n) => spec.fixed[n]!), ...spec.columns.map((_, i) => pgArray(rows.map((r) => r[i] ?? null)))];
  const [out] = await em.getConnection().execute<{ inserted: string; updated: string }[]>(sql, params, 'all', em.getTransactionContext());
  return { inserted: Number(out?.inserted ?? 0), updated: Number(out?.updated ?? 0) };
}

const q = (n: string) => `"${n}"`;
const run = <T>(em: EntityManager, sql: string, params: unknown[]) => em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/**
 * True when a stored row of the same fixed values lies within the batch's range of the first
 * varying column (open time, trade id, book time): one index range probe. The import holds a
 * per-market advisory lock, so no other writer can fill the range before the insert.
 */
async function anyStoredInRange(em: EntityManager, spec: UpsertSpec, rows: Cell[][]): Promise<boolean> {
  const [first] = spec.columns[0]!;
  let lo = Infinity, hi = -Infinity;
  for (const r of rows) {
    const v = Number(r[0]);
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const fixed = Object.keys(spec.fixed);
  const [row] = await run<{ found: boolean }>(em,
    `select exists(select 1 from ${q(spec.table)} where ${fixed.map((n) => `${q(n)} = ?`).join(' and ')} and ${q(first)} between ? and ?) as found`,
    [...fixed.map((n) => spec.fixed[n]!), lo, hi]);
  return Boolean(row?.found);
}

/**
 * A plain INSERT of rows none of which is stored yet: about twice as fast as `ON CONFLICT`'s
 * speculative insertion (bench/market). Duplicate keys inside the batch were merged by the caller.
 */
async function insertBatch(em: EntityManager, spec: UpsertSpec, rows: Cell[][]): Promise<number> {
  const fixedNames = Object.keys(spec.fixed);
  const names = [...fixedNames, ...spec.columns.map(([n]) => n)];
  const unnest = spec.columns.map(([, type]) => `?::${type}[]`).join(', ');
  const params = [...fixedNames.map((n) => spec.fixed[n]!), ...spec.columns.map((_, i) => pgArray(rows.map((r) => r[i] ?? null)))];
  await run(em, `insert into ${q(spec.table)} (${names.map(q).join(', ')}) select ${fixedNames.map(() => '?').join(', ')}, u.* from unnest(${unnest}) as u`, params);
  return rows.length;
}

/** Serialises imports of one market (kind and symbol) until the import's transaction ends. */
export async function lockMarket(em: EntityManager, kind: string, symbol: string): Promise<void> {
  await run(em, `select pg_advisory_xact_lock(hashtext(?))`, [`market-import|${kind}|${symbol}`]);
}
