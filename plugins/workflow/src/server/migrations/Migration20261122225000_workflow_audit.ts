import { Migration } from '@mikro-orm/migrations';

/** The workflow plugin's change requests. */
export class Migration20261122225000 extends Migration {
  override name = 'Migration20261122225000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "workflow_change_request" ("id" varchar(24) not null, "organization" varchar(24) not null, "company_id" varchar(64) null, "company_name" varchar(300) not null default '', "object_type" varchar(64) not null, "object_id" varchar(64) not null, "action_type" varchar(16) not null, "status" varchar(16) not null default 'pending', "action_taken" varchar(24) null, "fields" jsonb not null, "source_object_state" jsonb null, "references" jsonb not null, "created_by" varchar(24) not null, "user_name" varchar(320) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "handled_by" varchar(24) null, "handled_by_name" varchar(320) null, "handled_at" timestamptz null, "reject_text" text null, "reject_comment_structure" jsonb null, "version" int not null default 1, primary key ("id"));`,
    );
    this.addSql(
      `create index "workflow_change_request_org_status_index" on "workflow_change_request" ("organization", "status", "created_at");`,
    );
    this.addSql(
      `create index "workflow_change_request_org_company_index" on "workflow_change_request" ("organization", "company_id", "status");`,
    );
    this.addSql(
      `create unique index "workflow_change_request_one_pending" on "workflow_change_request" ("organization", "object_type", "object_id", "action_type") where "status" = 'pending';`,
    );
    this.addSql(
      `create table "workflow_notification_read" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "change_id" varchar(24) not null, "read_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "workflow_notification_read" add constraint "workflow_notification_read_user_change_unique" unique ("user_id", "change_id");`,
    );
    this.addSql(
      `create index "workflow_notification_read_organization_index" on "workflow_notification_read" ("organization");`,
    );
    this.addSql(
      `create table "workflow_setting" ("id" varchar(24) not null, "organization" varchar(24) not null, "four_eyes" boolean not null default true, "digest_after_hours" int not null default 24, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "workflow_setting" add constraint "workflow_setting_organization_unique" unique ("organization");`,
    );
    this.addSql(
      `create table "workflow_digest" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "day" varchar(10) not null, "count" int not null, "sent_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "workflow_digest" add constraint "workflow_digest_user_day_unique" unique ("organization", "user_id", "day");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "workflow_digest";`);
    this.addSql(`drop table if exists "workflow_setting";`);
    this.addSql(`drop table if exists "workflow_notification_read";`);
    this.addSql(`drop table if exists "workflow_change_request";`);
  }
}
