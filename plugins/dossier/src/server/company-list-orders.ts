import type { EntityManager } from '@mikro-orm/postgresql';
import { IdList, MAX_IDS, rememberOrder } from './company-list-cache.ts';

/**
 * The orders a list is sorted by most (each has a btree for the unfiltered list): the ids of a
 * filtered list are read in all three at once, ascending, and a descending order reads them
 * backwards (`id` breaks ties in the same direction, and the one nullable column keeps its nulls
 * last both ways), so a new search term costs one read whichever way it is then sorted (ADR 0054).
 */
export const INDEXED_ORDERS: Record<string, { column: string; nullable: boolean }> = {
  name: { column: 'list_name', nullable: false },
  createdAt: { column: 'created_at', nullable: false },
  next_review_date: { column: 'next_review_date', nullable: true },
};

/** An order as SQL on alias `t`: the column, then `id` in the same direction; nullable columns put nulls last both ways. */
export const orderOf = (column: string, dir: 'asc' | 'desc', nullable: boolean, t = 'c') =>
  `${t}.${column} ${dir}${nullable ? ' nulls last' : ''}, ${t}.id ${dir}`;

interface Found {
  version: string | number | null;
  n: number;
  nulls: number;
  [list: string]: string | number | null;
}

/**
 * Reads the matching ids of a filtered list (all three indexed orders, or the one asked for) with
 * the list version in the same statement, and keeps them; more than MAX_IDS matches are kept as
 * such (null ids). At most MAX_IDS + 1 rows are read whatever the order. The ids travel as one
 * string per order (ids are generated hex, never holding the separator): parsing a 9k-element
 * array literal cost ~2 ms of Node per read.
 */
export async function readOrders(
  em: EntityManager,
  organization: string,
  key: string,
  sqlWhere: string,
  params: unknown[],
  orderKey: string,
  order: string,
): Promise<void> {
  const version = `(select version from dossier_list_stats where organization = ?) as version`;
  if (!INDEXED_ORDERS[orderKey]) {
    const [found] = await em.execute<Found[]>(
      `select ${version}, cardinality(m.ids) as n, 0 as nulls, array_to_string(m.ids, ',') as ids
         from (select array(select c.id from dossier_company c where ${sqlWhere} order by ${order} limit ${MAX_IDS + 1}) as ids) m`,
      [organization, ...params],
    );
    if (found?.version === null || found?.version === undefined) return;
    rememberOrder(
      organization,
      key,
      order,
      String(found.version),
      found.n <= MAX_IDS ? IdList.of(String(found.ids ?? '')) : null,
    );
    return;
  }
  const indexed = Object.entries(INDEXED_ORDERS);
  const lists = indexed
    .map(
      ([name, o]) =>
        `array_to_string(array_agg(m.id order by ${orderOf(o.column, 'asc', o.nullable, 'm')}), ',') as "${name}"`,
    )
    .join(', ');
  const [found] = await em.execute<Found[]>(
    `select ${version}, count(*)::int as n, count(*) filter (where m.next_review_date is null)::int as nulls, ${lists}
       from (select c.id, c.list_name, c.created_at, c.next_review_date from dossier_company c where ${sqlWhere} limit ${MAX_IDS + 1}) m`,
    [organization, ...params],
  );
  if (found?.version === null || found?.version === undefined) return;
  const fits = found.n <= MAX_IDS;
  for (const [name, o] of indexed) {
    const asc = fits ? IdList.of(String(found[name] ?? '')) : null;
    rememberOrder(organization, key, orderOf(o.column, 'asc', o.nullable), String(found.version), asc);
    rememberOrder(
      organization,
      key,
      orderOf(o.column, 'desc', o.nullable),
      String(found.version),
      asc && asc.backwards(o.nullable ? found.nulls : 0),
    );
  }
}
