import { Migration } from '@mikro-orm/migrations';

export class Migration20261122221039 extends Migration {
  override name = 'Migration20261122221039';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "fiu_column_mapping" ("id" varchar(24) not null, "organization" varchar(24) not null, "mapping" jsonb not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "fiu_column_mapping_organization_index" on "fiu_column_mapping" ("organization");`);

    this.addSql(
      `create table "fiu_file" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "filename" varchar(300) not null, "filesize" bigint not null, "server_name" varchar(80) not null, "source_kind" varchar(8) not null, "headers" jsonb not null, "from_saved_rows" boolean not null default false, "status" varchar(16) not null, "settings" jsonb null, "rows" int not null default 0, "valid_rows" int not null default 0, "error_rows" int not null default 0, "conversion_fee" numeric(14,4) not null default 0, "conversion_fee_comment" text not null default '', "progress_done" int not null default 0, "progress_total" int not null default 0, "message" text not null default '', "report" jsonb null, "report_name" varchar(80) null, "errors" jsonb null, "job_id" varchar(64) null, "created_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "fiu_file_organization_index" on "fiu_file" ("organization");`);
    this.addSql(`alter table "fiu_file" add constraint "fiu_file_server_name_unique" unique ("server_name");`);
    this.addSql(`create index "fiu_file_report_name_index" on "fiu_file" ("report_name");`);
    this.addSql(`create index "fiu_file_organization_created_at_index" on "fiu_file" ("organization", "created_at");`);

    this.addSql(
      `create table "fiu_saved_row" ("id" varchar(24) not null, "organization" varchar(24) not null, "file_id" varchar(24) not null, "row" int not null, "values" jsonb not null, "errors" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "fiu_saved_row_organization_index" on "fiu_saved_row" ("organization");`);
    this.addSql(
      `create index "fiu_saved_row_organization_file_id_index" on "fiu_saved_row" ("organization", "file_id");`,
    );

    this.addSql(
      `create table "fiu_user_info" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "information" jsonb not null, "address" jsonb not null, "phone" jsonb not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "fiu_user_info_organization_index" on "fiu_user_info" ("organization");`);
    this.addSql(`alter table "fiu_user_info" add constraint "fiu_user_info_user_id_unique" unique ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "fiu_column_mapping" cascade;`);
    this.addSql(`drop table if exists "fiu_file" cascade;`);
    this.addSql(`drop table if exists "fiu_saved_row" cascade;`);
    this.addSql(`drop table if exists "fiu_user_info" cascade;`);
  }
}
