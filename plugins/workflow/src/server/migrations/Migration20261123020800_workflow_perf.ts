import { Migration } from '@mikro-orm/migrations';

/**
 * Workflow at 100k changes (ADR 0045): counts per (organisation, client, status) kept by a trigger,
 * so list counts, sidebar counts and `pendingCountsByCompany` read a few rows instead of counting
 * every change; partial indexes in the order the screens read (pending newest first, history by
 * handled date) so a page is an index range, never a sort of every row.
 */
export class Migration20261123020800 extends Migration {
  override name = 'Migration20261123020800';

  override up(): void | Promise<void> {
    this.addSql(`alter table "workflow_change_request" add column "file_info" jsonb null;`);
    this.addSql(
      `create table "workflow_change_count" ("organization" varchar(24) not null, "company_id" varchar(64) not null, "status" varchar(16) not null, "n" bigint not null default 0, primary key ("organization", "company_id", "status"));`,
    );
    // Every transition leaves pending (or inserts a pending row), so the first counter row a
    // transaction locks for a client is always (client, pending): no lock-order cycles per client.
    this.addSql(`create function workflow_change_count_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.status is not distinct from new.status and old.company_id is not distinct from new.company_id and old.organization = new.organization then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update workflow_change_count set n = n - 1 where organization = old.organization and company_id = coalesce(old.company_id, '') and status = old.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into workflow_change_count (organization, company_id, status, n) values (new.organization, coalesce(new.company_id, ''), new.status, 1)
      on conflict (organization, company_id, status) do update set n = workflow_change_count.n + 1;
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger workflow_change_count_trigger after insert or update or delete on "workflow_change_request" for each row execute function workflow_change_count_apply();`,
    );
    this.addSql(
      `insert into workflow_change_count (organization, company_id, status, n) select organization, coalesce(company_id, ''), status, count(*) from workflow_change_request group by 1, 2, 3;`,
    );

    this.addSql(`drop index if exists "workflow_change_request_org_status_index";`);
    this.addSql(
      `create index "workflow_change_request_pending_index" on "workflow_change_request" ("organization", "created_at" desc, "id" desc) where "status" = 'pending';`,
    );
    this.addSql(
      `create index "workflow_change_request_pending_company_index" on "workflow_change_request" ("organization", "company_id", "created_at" desc, "id" desc) where "status" = 'pending';`,
    );
    this.addSql(
      `create index "workflow_change_request_history_index" on "workflow_change_request" ("organization", "handled_at" desc, "id" desc) where "status" <> 'pending';`,
    );
    this.addSql(
      `create index "workflow_change_request_history_company_index" on "workflow_change_request" ("organization", "company_id", "handled_at" desc, "id" desc) where "status" <> 'pending';`,
    );
    this.addSql(
      `create index "workflow_change_request_object_index" on "workflow_change_request" ("organization", "object_type", "object_id", "status");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "workflow_change_request_object_index";`);
    this.addSql(`drop index if exists "workflow_change_request_history_company_index";`);
    this.addSql(`drop index if exists "workflow_change_request_history_index";`);
    this.addSql(`drop index if exists "workflow_change_request_pending_company_index";`);
    this.addSql(`drop index if exists "workflow_change_request_pending_index";`);
    this.addSql(
      `create index "workflow_change_request_org_status_index" on "workflow_change_request" ("organization", "status", "created_at");`,
    );
    this.addSql(`drop trigger if exists workflow_change_count_trigger on "workflow_change_request";`);
    this.addSql(`drop function if exists workflow_change_count_apply();`);
    this.addSql(`drop table if exists "workflow_change_count";`);
    this.addSql(`alter table "workflow_change_request" drop column if exists "file_info";`);
  }
}
