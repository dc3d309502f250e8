import { Migration } from '@mikro-orm/migrations';

/**
 * Counts of the name-suffix table (ADR 0060): one row per (organisation, suffix, lcp, client type)
 * with the number of `dossier_company_search` rows of that key, so a search term's exact count is a
 * sum over its few keys (`suffix` in the term's range, `lcp < length(term)`) instead of a count of
 * every matching index entry (8,750 for "trust", ~4 ms). Kept by statement-level triggers on
 * `dossier_company` from the same suffix function as the search table, changes netted per key in
 * one ordered upsert (a review date change nets to nothing and writes nothing).
 *
 * Locking: the triggers are named to fire after `dossier_list_stats_*` (triggers of one event fire
 * in name order), whose upsert locks the organisation's stats row for every statement that inserts,
 * deletes or changes a listed column: a superset of the statements that change a count. So a
 * transaction only locks count rows while it holds its organisation's stats row, and two
 * transactions cannot wait on each other's count rows (no deadlock).
 */
export class Migration20261127120000_dossier_suffix_counts extends Migration {
  override name = 'Migration20261127120000_dossier_suffix_counts';

  override up(): void | Promise<void> {
    this
      .addSql(`create table "dossier_company_search_count" ("organization" varchar(24) not null, "suffix" text collate "C" not null, "lcp" smallint not null,
      "company_type" varchar(16) not null, "n" int not null, primary key ("organization", "suffix", "lcp", "company_type"));`);
    // `delta` holds one row per client name counted in (+1) or out (-1).
    const upsert = (
      delta: string,
    ) => `insert into dossier_company_search_count as k (organization, suffix, lcp, company_type, n)
    select d.organization, x.suffix, x.lcp, d.company_type, sum(d.sign)::int
      from (${delta}) d cross join lateral dossier_name_suffixes(d.list_name) x
     group by d.organization, x.suffix, x.lcp, d.company_type having sum(d.sign) <> 0
     order by 1, 2, 3, 4
    on conflict (organization, suffix, lcp, company_type) do update set n = k.n + excluded.n;`;
    const changed = `(o.organization, o.company_type, o.removed, o.list_name) is distinct from (n.organization, n.company_type, n.removed, n.list_name)`;
    this.addSql(`create function dossier_company_search_count_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${upsert('select organization, company_type, list_name, 1 as sign from new_rows where not removed')}
  elsif tg_op = 'DELETE' then
    ${upsert('select organization, company_type, list_name, -1 as sign from old_rows where not removed')}
  else
    ${upsert(`select o.organization, o.company_type, o.list_name, -1 as sign from old_rows o join new_rows n on n.id = o.id where not o.removed and ${changed}
      union all
      select n.organization, n.company_type, n.list_name, 1 from old_rows o join new_rows n on n.id = o.id where not n.removed and ${changed}`)}
  end if;
  return null;
end $$;`);
    for (const [event, table] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      this.addSql(
        `create trigger dossier_list_words_${event} after ${event} on "dossier_company" referencing ${table} for each statement execute function dossier_company_search_count_apply();`,
      );
    }
    this.addSql(`insert into dossier_company_search_count (organization, suffix, lcp, company_type, n)
      select organization, suffix, lcp, company_type, count(*) from dossier_company_search group by 1, 2, 3, 4;`);
    this.addSql(`analyze "dossier_company_search_count";`);
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists dossier_list_words_${event} on "dossier_company";`);
    this.addSql(`drop function if exists dossier_company_search_count_apply();`);
    this.addSql(`drop table if exists "dossier_company_search_count";`);
  }
}
