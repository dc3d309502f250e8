import { Migration } from '@mikro-orm/migrations';

/** Screening as a case: review status and last decider on each screening (issue 7). */
export class Migration20261122221500 extends Migration {
  override name = 'Migration20261122221500';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "screening_search" add column "review_status" varchar(16) not null default 'open', add column "decided_by" varchar(24) null;`,
    );
    this.addSql(`update "screening_search" set "review_status" = 'no_match' where "result_count" = 0;`);
    this.addSql(
      `create index "screening_search_org_status_created_index" on "screening_search" ("organization", "review_status", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "screening_search_org_status_created_index";`);
    this.addSql(`alter table "screening_search" drop column "review_status", drop column "decided_by";`);
  }
}
