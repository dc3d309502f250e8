import { Migration } from '@mikro-orm/migrations';

export class Migration20261122002729 extends Migration {
  override name = 'Migration20261122002729';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "screening_import_job" ("id" varchar(24) not null, "source" varchar(16) not null, "status" varchar(16) not null, "progress" double precision not null default 0, "message" text not null default '', "version_id" varchar(24) null, "started_by" varchar(24) null, "created_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`,
    );

    this.addSql(
      `create table "screening_list_entry" ("id" varchar(24) not null, "version_id" varchar(24) not null, "entry_id" varchar(200) not null, "fingerprint" varchar(64) not null, "data" jsonb not null, primary key ("id"));`,
    );
    this.addSql(`create index "screening_list_entry_version_id_index" on "screening_list_entry" ("version_id");`);

    this.addSql(
      `create table "screening_list_version" ("id" varchar(24) not null, "source" varchar(16) not null, "version" varchar(64) not null, "published_at" timestamptz null, "file_hash" varchar(64) not null, "counts" jsonb not null, "delta" jsonb not null, "is_current" boolean not null default false, "imported_by" varchar(24) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "screening_list_version_source_is_current_index" on "screening_list_version" ("source", "is_current");`,
    );

    this.addSql(
      `create table "screening_alert" ("id" varchar(24) not null, "organization" varchar(24) not null, "search_id" varchar(24) not null, "entry_id" varchar(200) not null, "entry_name" varchar(500) not null, "reason" varchar(16) not null, "score" double precision not null, "list_source" varchar(16) not null, "list_version" varchar(64) not null, "status" varchar(16) not null default 'open', "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "screening_alert_organization_index" on "screening_alert" ("organization");`);
    this.addSql(`create index "screening_alert_search_id_index" on "screening_alert" ("search_id");`);

    this.addSql(
      `create table "screening_decision" ("id" varchar(24) not null, "organization" varchar(24) not null, "subject_key" varchar(400) not null, "search_id" varchar(24) not null, "entry_id" varchar(200) not null, "fingerprint" varchar(64) not null, "decision" varchar(16) not null, "comment" text not null, "decided_by" varchar(24) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "screening_decision_organization_index" on "screening_decision" ("organization");`);
    this.addSql(`create index "screening_decision_subject_key_index" on "screening_decision" ("subject_key");`);

    this.addSql(
      `create table "screening_monitor" ("id" varchar(24) not null, "organization" varchar(24) not null, "search_id" varchar(24) not null, "hits" jsonb not null, "last_screened_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "screening_monitor_organization_index" on "screening_monitor" ("organization");`);
    this.addSql(
      `alter table "screening_monitor" add constraint "screening_monitor_search_id_unique" unique ("search_id");`,
    );

    this.addSql(
      `create table "screening_pdf" ("id" varchar(24) not null, "organization" varchar(24) not null, "search_id" varchar(24) not null, "person_id" varchar(64) null, "sanction_index" int not null, "storage_key" varchar(300) not null, "filename" varchar(300) not null, "created_by" varchar(24) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "screening_pdf_organization_index" on "screening_pdf" ("organization");`);

    this.addSql(
      `create table "screening_search" ("id" varchar(24) not null, "organization" varchar(24) not null, "created_by" varchar(24) not null, "company_id" varchar(64) null, "person_id" varchar(64) null, "subject_key" varchar(400) not null, "request" jsonb not null, "response" jsonb not null, "list_versions" jsonb not null, "result_count" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "screening_search_organization_index" on "screening_search" ("organization");`);
    this.addSql(`create index "screening_search_subject_key_index" on "screening_search" ("subject_key");`);

    this.addSql(`drop index "auth_user_live_email_unique";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "screening_import_job" cascade;`);
    this.addSql(`drop table if exists "screening_list_entry" cascade;`);
    this.addSql(`drop table if exists "screening_list_version" cascade;`);
    this.addSql(`drop table if exists "screening_alert" cascade;`);
    this.addSql(`drop table if exists "screening_decision" cascade;`);
    this.addSql(`drop table if exists "screening_monitor" cascade;`);
    this.addSql(`drop table if exists "screening_pdf" cascade;`);
    this.addSql(`drop table if exists "screening_search" cascade;`);

    this.addSql(`create unique index "auth_user_live_email_unique" on "auth_user" ("email") where deleted_at IS NULL;`);
  }
}
