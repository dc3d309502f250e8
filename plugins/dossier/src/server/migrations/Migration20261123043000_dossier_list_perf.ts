import { Migration } from '@mikro-orm/migrations';

/**
 * Client list at 100k clients (ADR 0048): per-organisation counts and a list version kept by
 * statement-level triggers (one row per organisation; a set-based insert of 100k clients updates it
 * once), so an unfiltered or type-only list never counts rows and a search count can be reused
 * until a client is created, removed or has a listed column changed; btree indexes in the orders the
 * list sorts by (with `id` as the tie-break) and holding the searched name and the type, so a page
 * is an index-only range (the search filter runs on the index entries), never a sort of every row.
 */
export class Migration20261123043000 extends Migration {
  override name = 'Migration20261123043000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "dossier_list_stats" ("organization" varchar(24) not null primary key, "corporate" bigint not null default 0, "account_holder" bigint not null default 0, "version" bigint not null default 0);`,
    );
    // `delta` holds one row per inserted (+1) or deleted (-1) client; an update counts as both, and
    // only when a column the list filters or counts on changed (pending markers and fields do not).
    const upsert = (
      delta: string,
    ) => `insert into dossier_list_stats as s (organization, corporate, account_holder, version)
    select organization,
           coalesce(sum(sign) filter (where not removed and company_type = 'corporate'), 0),
           coalesce(sum(sign) filter (where not removed and company_type = 'account_holder'), 0), 1
      from (${delta}) d group by organization
    on conflict (organization) do update set corporate = s.corporate + excluded.corporate, account_holder = s.account_holder + excluded.account_holder, version = s.version + 1;`;
    this.addSql(`create function dossier_list_stats_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${upsert('select organization, company_type, removed, 1 as sign from new_rows')}
  elsif tg_op = 'DELETE' then
    ${upsert('select organization, company_type, removed, -1 as sign from old_rows')}
  else
    ${upsert(`select x.organization, x.company_type, x.removed, x.sign from old_rows o join new_rows n on n.id = o.id
        cross join lateral (values (o.organization, o.company_type, o.removed, -1), (n.organization, n.company_type, n.removed, 1)) as x(organization, company_type, removed, sign)
       where (o.organization, o.company_type, o.removed, o.list_name, o.next_review_date, o.created_at, o.location_type, o.account_holder_type)
             is distinct from (n.organization, n.company_type, n.removed, n.list_name, n.next_review_date, n.created_at, n.location_type, n.account_holder_type)`)}
  end if;
  return null;
end $$;`);
    for (const [event, table] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      this.addSql(
        `create trigger dossier_list_stats_${event} after ${event} on "dossier_company" referencing ${table} for each statement execute function dossier_list_stats_apply();`,
      );
    }
    this.addSql(`insert into dossier_list_stats (organization, corporate, account_holder, version)
      select organization, count(*) filter (where not removed and company_type = 'corporate'), count(*) filter (where not removed and company_type = 'account_holder'), 1 from dossier_company group by organization;`);

    this.addSql(`drop index if exists "dossier_company_org_created_index";`);
    this.addSql(`drop index if exists "dossier_company_org_type_created_index";`);
    this.addSql(`drop index if exists "dossier_company_org_review_index";`);
    this.addSql(
      `create index "dossier_company_org_created_index" on "dossier_company" ("organization", "created_at" desc, "id" desc) include ("list_name") where "removed" = false;`,
    );
    this.addSql(
      `create index "dossier_company_org_type_created_index" on "dossier_company" ("organization", "company_type", "created_at" desc, "id" desc) include ("list_name") where "removed" = false;`,
    );
    this.addSql(
      `create index "dossier_company_org_name_index" on "dossier_company" ("organization", "list_name", "id") include ("company_type") where "removed" = false;`,
    );
    this.addSql(
      `create index "dossier_company_org_review_index" on "dossier_company" ("organization", "next_review_date" asc nulls last, "id" asc) include ("list_name", "company_type") where "removed" = false;`,
    );
    this.addSql(
      `create index "dossier_company_org_review_desc_index" on "dossier_company" ("organization", "next_review_date" desc nulls last, "id" desc) include ("list_name", "company_type") where "removed" = false;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "dossier_company_org_review_desc_index";`);
    this.addSql(`drop index if exists "dossier_company_org_review_index";`);
    this.addSql(`drop index if exists "dossier_company_org_name_index";`);
    this.addSql(`drop index if exists "dossier_company_org_type_created_index";`);
    this.addSql(`drop index if exists "dossier_company_org_created_index";`);
    this.addSql(
      `create index "dossier_company_org_type_created_index" on "dossier_company" ("organization", "company_type", "created_at" desc) where "removed" = false;`,
    );
    this.addSql(
      `create index "dossier_company_org_created_index" on "dossier_company" ("organization", "created_at" desc) where "removed" = false;`,
    );
    this.addSql(
      `create index "dossier_company_org_review_index" on "dossier_company" ("organization", "next_review_date") where "removed" = false;`,
    );
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists dossier_list_stats_${event} on "dossier_company";`);
    this.addSql(`drop function if exists dossier_list_stats_apply();`);
    this.addSql(`drop table if exists "dossier_list_stats";`);
  }
}
