import { Migration } from '@mikro-orm/migrations';

/** Tracking rows of background jobs (owner, progress, result); pg-boss keeps its own schema `pgboss`. */
export class Migration20261122220000 extends Migration {
  override name = 'Migration20261122220000_core_jobs';

  override up(): void {
    this.addSql(`create table "core_job" (
      "id" uuid primary key, "name" varchar(120) not null, "organization_id" varchar(24) null, "user_id" varchar(24) null,
      "singleton_key" varchar(200) null, "state" varchar(16) not null, "done" bigint not null default 0, "total" bigint not null default 0,
      "message" varchar(500) null, "output" jsonb null, "error" varchar(2000) null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null);`);
    this.addSql(`create index "core_job_org_created_idx" on "core_job" ("organization_id", "created_at" desc);`);
    this.addSql(
      `create index "core_job_name_key_idx" on "core_job" ("name", "singleton_key") where "singleton_key" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "core_job";`);
  }
}
