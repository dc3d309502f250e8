import { Migration } from '@mikro-orm/migrations';

/** Fixed-window rate limits shared by every replica (ADR 0084): one row per key, counted by upsert. */
export class Migration20261128230000_core_rate_window extends Migration {
  override name = 'Migration20261128230000_core_rate_window';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "core_rate_window" ("key" varchar(300) not null primary key, "window_start" timestamptz not null, "hits" int not null);`,
    );
    this.addSql(`create index "core_rate_window_start_index" on "core_rate_window" ("window_start");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "core_rate_window";`);
  }
}
