import { Migration } from '@mikro-orm/migrations';

/** Every dossier object below the company (persons, entities, shareholders, files…) in one table (ADR 0029). */
export class Migration20261123010000 extends Migration {
  override name = 'Migration20261123010000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "dossier_object" ("id" varchar(24) not null, "organization" varchar(24) not null, "company_id" varchar(24) not null, "object_type" varchar(32) not null, "parent_id" varchar(24) null, "position" int not null default 0, "fields" jsonb not null, "pending" boolean not null default false, "pending_creation" boolean not null default true, "removed" boolean not null default false, "created_by" varchar(24) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "dossier_object_organization_index" on "dossier_object" ("organization");`);
    this.addSql(
      `create index "dossier_object_company_type_index" on "dossier_object" ("company_id", "object_type", "position") where "removed" = false;`,
    );
    this.addSql(
      `create index "dossier_object_parent_index" on "dossier_object" ("parent_id") where "removed" = false;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "dossier_object";`);
  }
}
