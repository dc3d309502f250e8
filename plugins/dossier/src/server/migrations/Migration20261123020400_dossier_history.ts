import { Migration } from '@mikro-orm/migrations';

/** Document revisions (snapshots) of dossiers and the review-date e-mails sent (ADR 0036, 0037). */
export class Migration20261123020400 extends Migration {
  override name = 'Migration20261123020400';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "dossier_snapshot" ("id" varchar(24) not null, "organization" varchar(24) not null, "company_id" varchar(24) not null, "company_type" varchar(16) not null, "label" varchar(200) not null, "comment" jsonb null, "comment_by" varchar(320) not null, "created_by" varchar(24) not null, "company" jsonb not null, "objects" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "dossier_snapshot_organization_index" on "dossier_snapshot" ("organization");`);
    this.addSql(`create index "dossier_snapshot_company_index" on "dossier_snapshot" ("company_id", "created_at");`);
    this.addSql(
      `create table "dossier_review_notice" ("id" varchar(24) not null, "organization" varchar(24) not null, "company_id" varchar(24) not null, "due_date" varchar(10) not null, "recipients" int not null, "sent_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "dossier_review_notice_organization_index" on "dossier_review_notice" ("organization");`);
    this.addSql(
      `create unique index "dossier_review_notice_company_due_unique" on "dossier_review_notice" ("company_id", "due_date");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "dossier_review_notice";`);
    this.addSql(`drop table if exists "dossier_snapshot";`);
  }
}
