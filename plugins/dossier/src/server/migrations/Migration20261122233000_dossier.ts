import { Migration } from '@mikro-orm/migrations';

/** The dossier plugin: client companies with their field-model dashboard; trigram index for name search. */
export class Migration20261122233000 extends Migration {
  override name = 'Migration20261122233000';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "dossier_company" ("id" varchar(24) not null, "organization" varchar(24) not null, "company_type" varchar(16) not null, "location_type" varchar(8) null, "account_holder_type" varchar(16) null, "fields" jsonb not null, "list_name" varchar(300) not null default '', "next_review_date" varchar(10) null, "pending" boolean not null default false, "pending_creation" boolean not null default true, "removed" boolean not null default false, "created_by" varchar(24) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "dossier_company_org_type_created_index" on "dossier_company" ("organization", "company_type", "created_at" desc) where "removed" = false;`,
    );
    this.addSql(
      `create index "dossier_company_org_created_index" on "dossier_company" ("organization", "created_at" desc) where "removed" = false;`,
    );
    this.addSql(
      `create index "dossier_company_org_review_index" on "dossier_company" ("organization", "next_review_date") where "removed" = false;`,
    );
    this.addSql(
      `create index "dossier_company_name_trgm_index" on "dossier_company" using gin ("list_name" gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "dossier_company";`);
  }
}
