import { Migration } from '@mikro-orm/migrations';

export class Migration20261122215453 extends Migration {
  override name = 'Migration20261122215453';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_credit_entry" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "type" varchar(16) not null, "amount" numeric(18,4) not null, "datetime" timestamptz not null, "initiator" varchar(24) not null, "comment" varchar(500) not null default '', "reference" varchar(64) null, primary key ("id"));`,
    );
    this.addSql(`create index "admin_credit_entry_organization_index" on "admin_credit_entry" ("organization");`);
    this.addSql(
      `create index "admin_credit_entry_user_id_datetime_index" on "admin_credit_entry" ("user_id", "datetime");`,
    );

    this.addSql(
      `create table "admin_platform_control" ("id" varchar(24) not null, "subscription_cost" numeric(18,4) not null, "subscription_amount_rows" int not null, "subscription_cost_per_row" numeric(18,4) not null, "emails_send_out" varchar(3) not null, "updated_by" varchar(24) null, "last_updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "admin_subscription" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "activated_at" timestamptz not null, "expire_at" timestamptz not null, "amount_rows" int not null, "rows_used" int not null default 0, "cost" numeric(18,4) not null, "cost_per_row" numeric(18,4) not null, "activated_by" varchar(24) not null, "ledger_entry_id" varchar(24) null, primary key ("id"));`,
    );
    this.addSql(`create index "admin_subscription_organization_index" on "admin_subscription" ("organization");`);
    this.addSql(
      `create index "admin_subscription_user_id_activated_at_index" on "admin_subscription" ("user_id", "activated_at");`,
    );

    this.addSql(
      `create table "admin_usage" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "rows" int not null, "subscription_rows" int not null, "credit_rows" int not null, "fee" numeric(18,4) not null, "cost_per_row" numeric(18,4) not null, "via" varchar(16) not null, "reference" varchar(64) null, "filename" varchar(300) not null default '', "filesize" bigint not null default '0', "comment" varchar(500) not null default '', "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "admin_usage_organization_index" on "admin_usage" ("organization");`);
    this.addSql(`create index "admin_usage_created_at_index" on "admin_usage" ("created_at");`);
    this.addSql(`create index "admin_usage_user_id_created_at_index" on "admin_usage" ("user_id", "created_at");`);

    this.addSql(
      `create table "admin_wallet" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "chain" varchar(8) not null, "derivation_index" int not null, "address" varchar(64) not null, "xpub_fingerprint" varchar(16) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "admin_wallet_organization_index" on "admin_wallet" ("organization");`);
    this.addSql(
      `alter table "admin_wallet" add constraint "admin_wallet_chain_derivation_index_unique" unique ("chain", "derivation_index");`,
    );
    this.addSql(
      `alter table "admin_wallet" add constraint "admin_wallet_user_id_chain_unique" unique ("user_id", "chain");`,
    );
    // Each user's own derivation index (m/44'/coin'/0'/0/index is derived from the operator's account xpub).
    this.addSql(`create sequence "admin_wallet_index_seq" minvalue 0 start with 0;`);
    // The credit ledger is append-only: corrections are new lines, never edits.
    this.addSql(
      `create function "admin_credit_entry_append_only"() returns trigger language plpgsql as $$ begin raise exception 'admin_credit_entry is append-only'; end $$;`,
    );
    this.addSql(
      `create trigger "admin_credit_entry_no_change" before update or delete on "admin_credit_entry" for each row execute function "admin_credit_entry_append_only"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_credit_entry" cascade;`);
    this.addSql(`drop function if exists "admin_credit_entry_append_only"() cascade;`);
    this.addSql(`drop sequence if exists "admin_wallet_index_seq";`);
    this.addSql(`drop table if exists "admin_platform_control" cascade;`);
    this.addSql(`drop table if exists "admin_subscription" cascade;`);
    this.addSql(`drop table if exists "admin_usage" cascade;`);
    this.addSql(`drop table if exists "admin_wallet" cascade;`);
  }
}
