import { Migration } from '@mikro-orm/migrations';

/** Saved mappings, imports and their bad rows (issue 26 §2). */
export class Migration20261128140000 extends Migration {
  override name = 'Migration20261128140000_imports';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "transactions_mapping" ("id" varchar(24) not null, "organization" varchar(24) not null, "name" varchar(100) not null, "mapping" jsonb not null, "created_by" varchar(24) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    // One name per organisation whatever its case: `app transactions mapping export NAME` finds one.
    this.addSql(
      `create unique index "transactions_mapping_organization_name_unique" on "transactions_mapping" ("organization", lower("name"));`,
    );
    this.addSql(
      `create table "transactions_import" ("id" varchar(24) not null, "organization" varchar(24) not null, "created_by" varchar(24) null, "file_name" varchar(300) not null, "size" bigint not null, "parts" int not null, "format" varchar(10) not null, "mapping" jsonb null, "mapping_id" varchar(24) null, "mapping_name" varchar(100) null, "options" jsonb not null, "status" varchar(10) not null, "job_id" varchar(36) null, "rows" int not null default 0, "inserted" int not null default 0, "duplicates" int not null default 0, "linked" int not null default 0, "bad" int not null default 0, "resume_at" bigint not null default 0, "error_columns" jsonb not null, "error" text null, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "transactions_import_organization_created_at_index" on "transactions_import" ("organization", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create table "transactions_bad_row" ("id" varchar(24) not null, "organization" varchar(24) not null, "import_id" varchar(24) not null, "ordinal" bigint not null, "row" int not null, "values" jsonb not null, "errors" jsonb not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    // A retried job's rows conflict here instead of doubling; listed by import and row.
    this.addSql(
      `alter table "transactions_bad_row" add constraint "transactions_bad_row_import_id_ordinal_unique" unique ("import_id", "ordinal");`,
    );
    this.addSql(
      `create index "transactions_bad_row_organization_import_row_index" on "transactions_bad_row" ("organization", "import_id", "row", "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transactions_bad_row" cascade;`);
    this.addSql(`drop table if exists "transactions_import" cascade;`);
    this.addSql(`drop table if exists "transactions_mapping" cascade;`);
  }
}
