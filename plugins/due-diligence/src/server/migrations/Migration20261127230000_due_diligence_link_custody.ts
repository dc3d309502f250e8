import { Migration } from '@mikro-orm/migrations';

/**
 * Due-diligence link custody (ADR 0063): who was handed or used a client's link (four-eyes on the
 * record's approval), and where link submissions and uploads came from (address, browser).
 */
export class Migration20261127230000_due_diligence_link_custody extends Migration {
  override name = 'Migration20261127230000_due_diligence_link_custody';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "due_diligence" add column "submitted_at" timestamptz null, add column "submitted_ip" varchar(64) null, add column "submitted_user_agent" varchar(512) null;`,
    );
    this.addSql(
      `alter table "due_diligence_file" add column "uploaded_ip" varchar(64) null, add column "uploaded_user_agent" varchar(512) null;`,
    );
    this.addSql(
      `create table "due_diligence_link_custody" ("id" varchar(24) not null, "organization" varchar(24) not null, "due_diligence_id" varchar(24) not null, "link_id" varchar(24) not null, "kind" varchar(16) not null, "user_id" varchar(24) not null, "action" varchar(16) not null, "via" varchar(32) not null, "first_at" timestamptz not null, "last_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "due_diligence_link_custody_organization_index" on "due_diligence_link_custody" ("organization");`,
    );
    this.addSql(
      `create index "due_diligence_link_custody_due_diligence_id_index" on "due_diligence_link_custody" ("due_diligence_id");`,
    );
    this.addSql(
      `alter table "due_diligence_link_custody" add constraint "due_diligence_link_custody_link_id_user_id_action_unique" unique ("link_id", "user_id", "action");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "due_diligence_link_custody";`);
    this.addSql(`alter table "due_diligence_file" drop column "uploaded_ip", drop column "uploaded_user_agent";`);
    this.addSql(
      `alter table "due_diligence" drop column "submitted_at", drop column "submitted_ip", drop column "submitted_user_agent";`,
    );
  }
}
