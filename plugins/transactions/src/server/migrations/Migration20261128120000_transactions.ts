import { Migration } from '@mikro-orm/migrations';

/** Transactions (issue 26 §1): one table, unique per organisation, account and reference; lists by client and by organisation. */
export class Migration20261128120000 extends Migration {
  override name = 'Migration20261128120000_transactions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "transactions_transaction" ("id" varchar(24) not null, "organization" varchar(24) not null, "company_id" varchar(24) null, "import_id" varchar(24) null, "account" varchar(64) not null, "account_name" varchar(255) null, "customer_type" varchar(6) null, "customer_name" varchar(255) null, "customer_first_name" varchar(100) null, "customer_last_name" varchar(100) null, "customer_birth_date" date null, "customer_id_number" varchar(64) null, "customer_nationality" varchar(2) null, "customer_incorporation_number" varchar(64) null, "customer_country" varchar(2) null, "counterparty_type" varchar(6) null, "counterparty_name" varchar(255) null, "counterparty_first_name" varchar(100) null, "counterparty_last_name" varchar(100) null, "counterparty_account" varchar(64) null, "counterparty_institution" varchar(255) null, "counterparty_bic" varchar(11) null, "counterparty_country" varchar(2) null, "direction" varchar(6) not null, "amount" numeric(20,4) not null, "currency" varchar(3) not null, "amount_local" numeric(20,4) null, "local_currency" varchar(3) null, "rate" numeric(22,10) null, "booked_at" timestamptz not null, "value_at" timestamptz null, "transmode" varchar(32) null, "funds" varchar(32) null, "location" varchar(255) null, "reference" varchar(140) not null, "description" text null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    // Re-importing a statement writes nothing: insert … on conflict on this key do nothing.
    this.addSql(
      `alter table "transactions_transaction" add constraint "transactions_transaction_organization_account_reference_unique" unique ("organization", "account", "reference");`,
    );
    this.addSql(
      `create index "transactions_transaction_client_booked_index" on "transactions_transaction" ("organization", "company_id", "booked_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "transactions_transaction_organization_booked_index" on "transactions_transaction" ("organization", "booked_at" desc, "id" desc);`,
    );
    // Unlinked accounts: a small partial index, rows leave it when linked.
    this.addSql(
      `create index "transactions_transaction_unlinked_index" on "transactions_transaction" ("organization", "account") where "company_id" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transactions_transaction" cascade;`);
  }
}
