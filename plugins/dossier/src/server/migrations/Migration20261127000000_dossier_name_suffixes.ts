import { Migration } from '@mikro-orm/migrations';

/**
 * The client list's search by name (ADR 0056): every suffix of 3 or more characters of each
 * space-separated word of `lower(list_name)`, one row per (client, distinct suffix), kept by
 * statement-level triggers in the same transaction as the client. `list_name ilike '%term%'` holds
 * exactly when some row's suffix starts with `lower(term)` (a term without a space), so the matches
 * are a range of one btree, read index-only. `lcp` is the length of the prefix a suffix shares with
 * the one before it in code-point order among the same client's suffixes: of a client's rows that
 * start with a term, only the first has `lcp < length(term)`, so counting those counts each client
 * once without a hash step, and the runs of equal suffixes hold disjoint clients. One btree per
 * list order (name, creation, review date) after the suffix, so a page in any of them is a merge of
 * the runs' first rows, read index-only.
 */
export class Migration20261127000000_dossier_name_suffixes extends Migration {
  override name = 'Migration20261127000000_dossier_name_suffixes';

  override up(): void | Promise<void> {
    this
      .addSql(`create table "dossier_company_search" ("organization" varchar(24) not null, "company_id" varchar(24) not null, "suffix" text collate "C" not null, "lcp" smallint not null,
      "company_type" varchar(16) not null, "list_name" varchar(300) not null, "created_at" timestamptz not null, "next_review_date" varchar(10) null);`);
    this
      .addSql(`create function dossier_common_prefix(a text, b text) returns int language plpgsql immutable parallel safe as $$
declare i int := 0; n int := least(length(a), length(b));
begin
  if a is null or b is null then return 0; end if;
  while i < n and substr(a, i + 1, 1) = substr(b, i + 1, 1) loop i := i + 1; end loop;
  return i;
end $$;`);
    this
      .addSql(`create function dossier_name_suffixes(name text) returns table (suffix text, lcp smallint) language sql immutable parallel safe as $$
  select d.s, dossier_common_prefix(d.s, lag(d.s) over (order by d.s))::smallint
    from (select distinct substr(w, i) collate "C" as s from string_to_table(lower(name), ' ') w, generate_series(1, length(w) - 2) i) d
$$;`);
    // The first string after every string that starts with `t`, in code-point order (collation "C"):
    // the open upper bound of the prefix range [t, end). Surrogates are not characters in text.
    this.addSql(`create function dossier_prefix_end(t text) returns text language plpgsql immutable parallel safe as $$
declare c int;
begin
  while length(t) > 0 loop
    c := ascii(right(t, 1));
    if c < 1114111 then
      if c = 55295 then c := 57343; end if;
      return left(t, -1) || chr(c + 1);
    end if;
    t := left(t, -1);
  end loop;
  return null;
end $$;`);
    const insert = (
      from: string,
      where: string,
    ) => `insert into dossier_company_search (organization, company_id, suffix, lcp, company_type, list_name, created_at, next_review_date)
    select n.organization, n.id, x.suffix, x.lcp, n.company_type, n.list_name, n.created_at, n.next_review_date
      from ${from} cross join lateral dossier_name_suffixes(n.list_name) x where not n.removed${where};`;
    const changed = `(o.organization, o.company_type, o.removed, o.list_name, o.next_review_date, o.created_at)
      is distinct from (n.organization, n.company_type, n.removed, n.list_name, n.next_review_date, n.created_at)`;
    this.addSql(`create function dossier_company_search_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${insert('new_rows n', '')}
  elsif tg_op = 'DELETE' then
    delete from dossier_company_search s using old_rows o where s.company_id = o.id;
  else
    delete from dossier_company_search s using old_rows o join new_rows n on n.id = o.id where s.company_id = o.id and ${changed};
    ${insert('old_rows o join new_rows n on n.id = o.id', ` and ${changed}`)}
  end if;
  return null;
end $$;`);
    for (const [event, table] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      this.addSql(
        `create trigger dossier_company_search_${event} after ${event} on "dossier_company" referencing ${table} for each statement execute function dossier_company_search_apply();`,
      );
    }
    this
      .addSql(`insert into dossier_company_search (organization, company_id, suffix, lcp, company_type, list_name, created_at, next_review_date)
      select c.organization, c.id, x.suffix, x.lcp, c.company_type, c.list_name, c.created_at, c.next_review_date
        from dossier_company c cross join lateral dossier_name_suffixes(c.list_name) x where not c.removed;`);
    this.addSql(
      `create index "dossier_company_search_name_index" on "dossier_company_search" ("organization", "suffix", "list_name", "company_id") include ("lcp", "company_type", "created_at", "next_review_date");`,
    );
    this.addSql(
      `create index "dossier_company_search_created_index" on "dossier_company_search" ("organization", "suffix", "created_at", "company_id") include ("lcp", "company_type", "next_review_date");`,
    );
    this.addSql(
      `create index "dossier_company_search_review_index" on "dossier_company_search" ("organization", "suffix", "next_review_date", "company_id") include ("lcp", "company_type", "created_at");`,
    );
    this.addSql(`create index "dossier_company_search_company_index" on "dossier_company_search" ("company_id");`);
    this.addSql(`analyze "dossier_company_search";`);
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists dossier_company_search_${event} on "dossier_company";`);
    this.addSql(`drop function if exists dossier_company_search_apply();`);
    this.addSql(`drop table if exists "dossier_company_search";`);
    this.addSql(`drop function if exists dossier_name_suffixes(text);`);
    this.addSql(`drop function if exists dossier_common_prefix(text, text);`);
    this.addSql(`drop function if exists dossier_prefix_end(text);`);
  }
}
