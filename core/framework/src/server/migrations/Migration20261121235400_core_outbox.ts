import { Migration } from '@mikro-orm/migrations';

/**
 * Core's development mail outbox. Databases created before plugin-owned migrations (ADR 0001) got
 * this table from the first auth migration, hence `if not exists`.
 */
export class Migration20261121235400_core_outbox extends Migration {
  override name = 'Migration20261121235400_core_outbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table if not exists "core_outbox_mail" ("id" varchar(24) not null, "to" varchar(320) not null, "subject" varchar(998) not null, "text" text not null, "html" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "core_outbox_mail" cascade;`);
  }
}
