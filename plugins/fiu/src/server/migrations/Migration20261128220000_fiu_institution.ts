import { Migration } from '@mikro-orm/migrations';

/** Our institution, one row per organisation (issue 26 §3: reports without --institution/--swift). */
export class Migration20261128220000_fiu_institution extends Migration {
  override name = 'Migration20261128220000_fiu_institution';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "fiu_institution" ("organization" varchar(24) not null, "name" varchar(255) not null, "swift" varchar(11) not null, "currency_code_local" varchar(3) not null, "non_bank_institution" boolean not null default false, "updated_by" varchar(24) not null, "updated_at" timestamptz not null, primary key ("organization"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "fiu_institution" cascade;`);
  }
}
