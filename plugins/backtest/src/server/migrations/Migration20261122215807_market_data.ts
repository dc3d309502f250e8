import { Migration } from '@mikro-orm/migrations';

export class Migration20261122215807 extends Migration {
  override name = 'Migration20261122215807';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "market_book_level" ("symbol" varchar(20) not null, "ts" bigint not null, "side" varchar(3) not null, "price" numeric not null, "quantity" numeric not null, primary key ("symbol", "ts", "side", "price"));`,
    );

    this.addSql(
      `create table "market_import" ("id" varchar(24) not null, "kind" varchar(16) not null, "symbol" varchar(20) not null, "interval" varchar(4) null, "file_name" varchar(300) not null, "rows" int not null, "inserted" int not null, "updated" int not null, "first_time" bigint null, "last_time" bigint null, "gaps" jsonb not null, "imported_by" varchar(24) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "market_import_created_at_index" on "market_import" ("created_at");`);

    this.addSql(
      `create table "market_kline" ("symbol" varchar(20) not null, "interval" varchar(4) not null, "open_time" bigint not null, "open" numeric not null, "high" numeric not null, "low" numeric not null, "close" numeric not null, "volume" numeric not null, "close_time" bigint null, "quote_volume" numeric null, "trade_count" bigint null, "taker_buy_base" numeric null, "taker_buy_quote" numeric null, primary key ("symbol", "interval", "open_time"));`,
    );

    this.addSql(
      `create table "market_trade" ("symbol" varchar(20) not null, "trade_id" bigint not null, "ts" bigint not null, "price" numeric not null, "quantity" numeric not null, "is_buyer_maker" boolean null, primary key ("symbol", "trade_id"));`,
    );
    this.addSql(`create index "market_trade_symbol_ts_index" on "market_trade" ("symbol", "ts");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "market_book_level" cascade;`);
    this.addSql(`drop table if exists "market_import" cascade;`);
    this.addSql(`drop table if exists "market_kline" cascade;`);
    this.addSql(`drop table if exists "market_trade" cascade;`);
  }
}
