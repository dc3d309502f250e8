import { preparedRows } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CLIENT_PAGE_SIZE, SEARCH_MIN_CHARS } from '../shared/index.ts';
import { IdList, readOnce } from './company-list-cache.ts';

/**
 * A search term's pages from the name-suffix table (ADR 0056, migration
 * `20261127000000_dossier_name_suffixes`): `list_name ilike '%term%'` holds exactly when a row of the
 * client starts with `lower(term)`, for a term without a space. The matches are one range of the
 * table's btree, read index-only, and `lcp < length(term)` keeps one row per client:
 *
 * - the exact count is that range counted, once per list version (or summed from the kept counts
 *   per suffix, ADR 0060);
 * - a page merges the first rows of each run of equal suffixes: the table has one btree per list
 *   order (name, creation, review date) after the suffix, so each run is in that order in the index,
 *   and runs hold disjoint clients; a page never sorts the matches;
 * - the first 8 pages of a term in one order are read at once and kept per list version.
 *
 * The count, a page's ids and then its rows are each read with the list version in the same
 * statement; when they differ (a client changed in between) they are read again, so the answer is
 * always exact.
 */

/** Whether the suffix table answers a term: no space, at least 3 characters (code points, as PostgreSQL counts). */
export const bySuffixes = (term: string) => !term.includes(' ') && [...term].length >= SEARCH_MIN_CHARS;

/** Predicates of the list's other filters on a table alias, with their parameters in order. */
export type FilterSql = (alias: string) => { where: string[]; params: unknown[] };
export type SearchOrder = { key: 'name' | 'createdAt' | 'next_review_date'; dir: 'asc' | 'desc' };
interface PageRow {
  list_version: string | number | null;
}
/** Reads the page's rows by id, in the list's order, with the list counters in the same statement. */
export type RowsOf<R> = (ids: string[]) => Promise<R>;
/** Ids read at a list version, as one string with offsets (no object per id in a kept top). */
type Ids = { version: string; ids: IdList };
/** When the list's only other filter is the client type (or none), its kept counts answer the count; otherwise null. */
export type KeptCounts = { type: string | undefined } | null;

const COLUMN = { name: 'list_name', createdAt: 'created_at', next_review_date: 'next_review_date' } as const;
const order = (o: SearchOrder, t: string) =>
  `${t}.${COLUMN[o.key]} ${o.dir}${o.key === 'next_review_date' ? ' nulls last' : ''}, ${t}.company_id ${o.dir}`;
const and = (xs: string[]) => xs.map((x) => ` and ${x}`).join('');

/** The term's range of suffixes and one row per client; parameters: organization, term, term, term. */
const RANGE = `s.organization = ? and s.suffix >= lower(?::text) collate "C" and s.suffix < dossier_prefix_end(lower(?::text)) collate "C" and s.lcp < length(?::text)`;

const MAX_ENTRIES = 5_000;
/** The first pages of a term in one order are read at once and kept per list version (the UI shows 8 page buttons). */
const KEPT = 8 * CLIENT_PAGE_SIZE;
/** At most 2,000 kept (term, order) tops: 480,000 ids. */
const MAX_TOPS = 2_000;
/** `runs`: the term's distinct suffixes that hold a client, at that version. */
interface Counted {
  version: string;
  count: number;
  runs: string[];
}
const counts = new Map<string, Counted>();
const tops = new Map<string, Ids>();

function remember<T>(map: Map<string, T>, max: number, key: string, value: T): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * The exact count of the term's clients and the list version it was read at (null: no client yet).
 * Without filters, or with the client type only, it is a sum over the term's keys in the kept
 * counts (ADR 0060, a handful of rows); other filters count the matching suffix rows. The same
 * statement reads the term's runs (its distinct suffixes that hold a client) from the kept counts,
 * so that a top is read run by run (`idsOf`).
 */
function countOf(
  em: EntityManager,
  organization: string,
  term: string,
  filters: FilterSql,
  kept: KeptCounts,
  k: string,
): Promise<Counted | null> {
  return readOnce(`search\u0000${k}\u0000count`, async () => {
    const f = kept
      ? { where: kept.type ? ['s.company_type = ?'] : [], params: kept.type ? [kept.type] : [] }
      : filters('s');
    const runs = `array(select distinct x.suffix from dossier_company_search_count x where ${RANGE.replaceAll('s.', 'x.')} and x.n > 0) as runs`;
    const [row] = await preparedRows<{ version: string | null; count: string | null; runs: string[] }>(
      em,
      kept
        ? `select (select version from dossier_list_stats where organization = ?) as version, ${runs}, sum(s.n) as count from dossier_company_search_count s where ${RANGE}${and(f.where)}`
        : `select (select version from dossier_list_stats where organization = ?) as version, ${runs}, count(*) as count from dossier_company_search s where ${RANGE}${and(f.where)}`,
      [organization, organization, term, term, term, organization, term, term, term, ...f.params],
    );
    if (!row || row.version === null) return null;
    const counted = { version: String(row.version), count: Number(row.count ?? 0), runs: row.runs };
    remember(counts, MAX_ENTRIES, k, counted);
    return counted;
  });
}

/**
 * One page of a search by the suffix table, or null when the organisation has no clients yet (its
 * list has no version). `key` names the term and filters; the answer is exact at one list version.
 */
export async function searchBySuffixes<R extends PageRow>(
  em: EntityManager,
  organization: string,
  term: string,
  filters: FilterSql,
  kept: KeptCounts,
  o: SearchOrder,
  offset: number,
  key: string,
  rowsOf: RowsOf<R>,
): Promise<{ page: R; count: number } | null> {
  const k = `${organization}\u0000${key}`;
  const t = `${k}\u0000${o.key}\u0000${o.dir}`;
  let known = counts.get(k) ?? null;
  for (let attempt = 0; attempt < 3; attempt++) {
    known ??= await countOf(em, organization, term, filters, kept, k);
    if (!known) return null;
    const at = known;
    let page: { version: string; ids: string[] };
    if (offset + CLIENT_PAGE_SIZE > KEPT) {
      const read = await idsOf(em, organization, term, at.runs, filters, o, offset, CLIENT_PAGE_SIZE, at.count);
      page = { version: read.version, ids: read.ids.slice(0, CLIENT_PAGE_SIZE) };
    } else {
      let top = tops.get(t);
      if (top?.version !== at.version) {
        top = await readOnce(`search\u0000${t}\u0000${at.version}`, async () => {
          const read = await idsOf(em, organization, term, at.runs, filters, o, 0, KEPT, at.count);
          if (read.version === at.version) remember(tops, MAX_TOPS, t, read);
          return read;
        });
      }
      page = { version: top.version, ids: top.ids.slice(offset, offset + CLIENT_PAGE_SIZE) };
    }
    if (page.version === at.version) {
      const rows = await rowsOf(page.ids);
      if (String(rows.list_version) === at.version) return { page: rows, count: at.count };
    }
    // A client was added, removed or changed since the count: count again at the new version.
    counts.delete(k);
    known = null;
  }
  return null;
}

/** Above this many runs a top is read by walking the suffixes in the statement (a loose index scan). */
const MAX_LISTED_RUNS = 16;

/**
 * `limit` matching ids from `offset` in the order asked for, with the list version, in one
 * statement: from each run of the term (its distinct suffixes, known from the count) its first
 * `offset + limit` rows in that order, merged. Runs hold disjoint clients (`lcp`), so the merge
 * needs no de-duplication. With more than `MAX_LISTED_RUNS` runs, the statement finds them itself,
 * one by one (a loose index scan). A descending review-date order keeps the clients without a date
 * last, so a run gives its dated rows backwards and then its undated ones. The undated branch names
 * the review date in its order too: all its rows are null, but only so does the planner see that
 * the index read backwards is already in `company_id desc` order (without it every undated row of
 * a run was read and sorted: 4.5 instead of 1.1 ms for "trust").
 *
 * Planned for its parameters on every read, never as a prepared statement: a generic plan cannot
 * see how many rows a suffix holds, and for a common word it read a run through another order's
 * index and sorted all of it (ADR 0061: 7-10 ms instead of 0.5).
 */
async function idsOf(
  em: EntityManager,
  organization: string,
  term: string,
  runs: readonly string[],
  filters: FilterSql,
  o: SearchOrder,
  offset: number,
  limit: number,
  count: number,
): Promise<Ids> {
  if (offset >= count)
    return {
      version: String(
        (
          await preparedRows<{ version: string }>(em, `select version from dossier_list_stats where organization = ?`, [
            organization,
          ])
        )[0]?.version,
      ),
      ids: IdList.of(''),
    };
  const n = offset + limit;
  const f = filters('s');
  const run = (suffix: string, extra: string) => `select s.company_id, s.${COLUMN[o.key]} from dossier_company_search s
      where s.organization = ? and s.suffix = ${suffix} and s.lcp < length(?::text)${extra}${and(f.where)}`;
  const datedFirst = o.key === 'next_review_date' && o.dir === 'desc';
  const firsts = (suffix: string) =>
    datedFirst
      ? `(${run(suffix, ' and s.next_review_date is not null')} order by s.next_review_date desc, s.company_id desc limit ${n})
       union all (${run(suffix, ' and s.next_review_date is null')} order by s.next_review_date desc nulls first, s.company_id desc limit ${n})`
      : `${run(suffix, '')} order by ${order(o, 's')} limit ${n}`;
  /** One run's parameters: its suffix (a listed run) or none (a run found by the statement). */
  const ofRun = (...suffix: string[]) => {
    const one = [organization, ...suffix, term, ...f.params];
    return datedFirst ? [...one, ...one] : one;
  };
  const listed = runs.length > 0 && runs.length <= MAX_LISTED_RUNS;
  const sql = listed
    ? `select m.company_id from (${runs.map(() => `(${firsts('?')})`).join(' union all ')}) m
     order by ${order(o, 'm')} limit ${limit} offset ${offset}`
    : `with recursive runs(suffix) as (
      (select s.suffix from dossier_company_search s where s.organization = ? and s.suffix >= lower(?::text) collate "C" and s.suffix < dossier_prefix_end(lower(?::text)) collate "C" order by s.suffix limit 1)
      union all
      select (select s.suffix from dossier_company_search s where s.organization = ? and s.suffix > r.suffix and s.suffix < dossier_prefix_end(lower(?::text)) collate "C" order by s.suffix limit 1)
        from runs r where r.suffix is not null)
    select m.company_id from runs r cross join lateral (${firsts('r.suffix')}) m
     order by ${order(o, 'm')} limit ${limit} offset ${offset}`;
  const params = listed
    ? runs.flatMap((suffix) => ofRun(suffix))
    : [organization, term, term, organization, term, ...ofRun()];
  const [row] = await em.execute<{ version: string | null; ids: string | null }[]>(
    `select (select version from dossier_list_stats where organization = ?) as version, array_to_string(array(${sql}), ',') as ids`,
    [organization, ...params],
  );
  return { version: String(row?.version), ids: IdList.of(row?.ids ?? '') };
}
