import { Migration } from '@mikro-orm/migrations';

/**
 * Core's audit trail: hash chain, append-only (the database refuses updates and deletes too).
 * Databases created before plugin-owned migrations (ADR 0001) got it from the workflow migration,
 * hence every statement is idempotent.
 */
export class Migration20261122224900_core_audit extends Migration {
  override name = 'Migration20261122224900_core_audit';

  override up(): void | Promise<void> {
    this.addSql(
      `create table if not exists "core_audit_head" ("organization" varchar(24) not null, "last_hash" varchar(64) not null, "count" bigint not null default 0, primary key ("organization"));`,
    );
    this.addSql(
      `create table if not exists "core_audit_event" ("id" varchar(24) not null, "organization" varchar(24) not null, "position" bigint not null, "occurred_at" timestamptz not null, "action" varchar(64) not null, "actor_id" varchar(24) null, "actor_name" varchar(320) null, "object_type" varchar(64) null, "object_id" varchar(64) null, "company_id" varchar(64) null, "before" jsonb null, "after" jsonb null, "details" jsonb null, "ip" varchar(64) null, "prev_hash" varchar(64) not null, "hash" varchar(64) not null, primary key ("id"));`,
    );
    this.addSql(
      `do $$ begin if not exists (select 1 from pg_constraint where conname = 'core_audit_event_organization_position_unique') then alter table "core_audit_event" add constraint "core_audit_event_organization_position_unique" unique ("organization", "position"); end if; end $$;`,
    );
    this.addSql(
      `create index if not exists "core_audit_event_organization_occurred_at_index" on "core_audit_event" ("organization", "occurred_at");`,
    );
    this.addSql(
      `create or replace function core_audit_event_append_only() returns trigger language plpgsql as $$ begin raise exception 'core_audit_event is append-only'; end $$;`,
    );
    this.addSql(`drop trigger if exists core_audit_event_no_change on "core_audit_event";`);
    this.addSql(
      `create trigger core_audit_event_no_change before update or delete on "core_audit_event" for each row execute function core_audit_event_append_only();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists core_audit_event_no_change on "core_audit_event";`);
    this.addSql(`drop function if exists core_audit_event_append_only();`);
    this.addSql(`drop table if exists "core_audit_event";`);
    this.addSql(`drop table if exists "core_audit_head";`);
  }
}
