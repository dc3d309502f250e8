import { Migration } from '@mikro-orm/migrations';

/** Due diligence records, elements, documents, links and per-organisation settings (ADR 0042). */
export class Migration20261123020700 extends Migration {
  override name = 'Migration20261123020700';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "due_diligence" ("id" varchar(24) not null, "organization" varchar(24) not null, "company_id" varchar(24) not null, "company_type" varchar(32) not null, "label" varchar(200) not null, "status" varchar(16) not null default 'created', "fields" jsonb not null, "comments" jsonb not null, "removed" boolean not null default false, "created_by" varchar(24) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "due_diligence_organization_index" on "due_diligence" ("organization");`);
    this.addSql(`create index "due_diligence_company_id_index" on "due_diligence" ("company_id");`);
    this.addSql(
      `create table "due_diligence_element" ("id" varchar(24) not null, "organization" varchar(24) not null, "due_diligence_id" varchar(24) not null, "type" varchar(32) not null, "position" int not null default 0, "fields" jsonb not null, "pending_creation" boolean not null default false, "removed" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "due_diligence_element_organization_index" on "due_diligence_element" ("organization");`);
    this.addSql(
      `create index "due_diligence_element_due_diligence_id_index" on "due_diligence_element" ("due_diligence_id");`,
    );
    this.addSql(
      `create table "due_diligence_file" ("id" varchar(24) not null, "organization" varchar(24) not null, "due_diligence_id" varchar(24) not null, "element_id" varchar(24) null, "document_type" varchar(64) not null, "status" varchar(16) not null default 'pending', "client_comment" varchar(2000) not null default '', "admin_comment" varchar(5000) not null default '', "filename" varchar(255) not null, "server_name" varchar(64) not null, "filesize" int not null, "mime" varchar(64) not null, "removed" boolean not null default false, "reviewed_by" varchar(24) null, "uploaded_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "due_diligence_file_organization_index" on "due_diligence_file" ("organization");`);
    this.addSql(
      `create index "due_diligence_file_due_diligence_id_index" on "due_diligence_file" ("due_diligence_id");`,
    );
    this.addSql(
      `alter table "due_diligence_file" add constraint "due_diligence_file_server_name_unique" unique ("server_name");`,
    );
    this.addSql(
      `create table "due_diligence_link" ("id" varchar(24) not null, "organization" varchar(24) not null, "due_diligence_id" varchar(24) not null, "kind" varchar(16) not null, "token" varchar(64) not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_by" varchar(24) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "due_diligence_link_organization_index" on "due_diligence_link" ("organization");`);
    this.addSql(
      `create index "due_diligence_link_due_diligence_id_index" on "due_diligence_link" ("due_diligence_id");`,
    );
    this.addSql(`alter table "due_diligence_link" add constraint "due_diligence_link_token_unique" unique ("token");`);
    this.addSql(
      `create table "due_diligence_settings" ("id" varchar(24) not null, "organization" varchar(24) not null, "link_days" int not null default 30, "cors_origins" jsonb not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create unique index "due_diligence_settings_organization_index" on "due_diligence_settings" ("organization");`,
    );
  }

  override down(): void | Promise<void> {
    for (const t of [
      'due_diligence_settings',
      'due_diligence_link',
      'due_diligence_file',
      'due_diligence_element',
      'due_diligence',
    ])
      this.addSql(`drop table if exists "${t}";`);
  }
}
