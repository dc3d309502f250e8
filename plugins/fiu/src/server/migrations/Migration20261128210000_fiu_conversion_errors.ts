import { Migration } from '@mikro-orm/migrations';

/** The reason -> kind rule of ROW_REASONS at this date (as in 20261128100000_fiu_error_kinds). */
const KIND_OF_REASON = `case
  when r = 'Required value is empty' then 'required'
  when r like 'Not a date%' or r = 'Not a calendar date' or r = 'Date is in the future' then 'date'
  when r like 'Negative amount%' or r like 'Decimal comma%' or r like 'Not an amount%' or r = 'Amount must be greater than 0' then 'amount'
  when r like 'Not an exchange rate%' then 'rate'
  when r like 'Unknown currency code%' then 'currency'
  when r like 'Unknown country code%' then 'country'
  when r like 'Unknown funds code%' then 'funds'
  when r like 'Unknown transmode code%' then 'transmode'
  when r like 'Not a SWIFT/BIC%' then 'swift'
  when r like 'Not an account number%' or r = 'IBAN check digits do not match' then 'account'
  when r like 'Longer than %' or r = 'Contains control characters' then 'text'
  when r like 'Foreign currency, foreign amount%' then 'foreign'
  when r like 'Row has %' then 'columns'
  when r like 'Duplicate transaction number%' then 'duplicate'
  else 'other' end`;

/**
 * Every row error of a conversion in its own table (ADR 0080; the file kept only the first 200),
 * with the counts per kind on the file; the 200 kept by earlier conversions are moved over. Saved
 * info pages through indexes in its listing order and filters error kinds through a GIN index.
 */
export class Migration20261128210000_fiu_conversion_errors extends Migration {
  override name = 'Migration20261128210000_fiu_conversion_errors';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "fiu_conversion_error" ("file_id" varchar(24) not null, "seq" int not null, "organization" varchar(24) not null, "row" int not null, "column" text not null, "field" varchar(64) not null, "kind" varchar(16) not null, "reason" text not null, "value" text not null default '', primary key ("file_id", "seq"));`,
    );
    this.addSql(
      `create index "fiu_conversion_error_file_id_kind_seq_index" on "fiu_conversion_error" ("file_id", "kind", "seq");`,
    );
    this.addSql(
      `alter table "fiu_file" add column "error_count" int not null default 0, add column "error_kinds" jsonb null;`,
    );
    this
      .addSql(`insert into "fiu_conversion_error" ("file_id", "seq", "organization", "row", "column", "field", "kind", "reason")
      select f.id, x.n, f.organization, coalesce((x.e->>'row')::int, 0), coalesce(x.e->>'column', ''), coalesce(x.e->>'field', ''),
        coalesce(x.e->>'kind', ${KIND_OF_REASON}), coalesce(r, '')
      from "fiu_file" f, jsonb_array_elements(f."errors") with ordinality as x(e, n), lateral (select x.e->>'reason' as r) as t
      where jsonb_typeof(f."errors") = 'array';`);
    this.addSql(`update "fiu_file" f set "error_count" = c.n, "error_kinds" = c.kinds
      from (select file_id, sum(n)::int as n, jsonb_object_agg(kind, n) as kinds
            from (select file_id, kind, count(*)::int as n from "fiu_conversion_error" group by file_id, kind) k group by file_id) c
      where c.file_id = f.id;`);

    this.addSql(
      `create index "fiu_saved_row_page_index" on "fiu_saved_row" ("organization", "created_at", "file_id", "row", "id");`,
    );
    this.addSql(
      `create index "fiu_saved_row_file_page_index" on "fiu_saved_row" ("organization", "file_id", "created_at", "row", "id");`,
    );
    this.addSql(`drop index if exists "fiu_saved_row_organization_file_id_index";`);
    this.addSql(`create index "fiu_saved_row_errors_index" on "fiu_saved_row" using gin ("errors" jsonb_path_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "fiu_saved_row_errors_index";`);
    this.addSql(
      `create index "fiu_saved_row_organization_file_id_index" on "fiu_saved_row" ("organization", "file_id");`,
    );
    this.addSql(`drop index if exists "fiu_saved_row_file_page_index";`);
    this.addSql(`drop index if exists "fiu_saved_row_page_index";`);
    this.addSql(`alter table "fiu_file" drop column "error_kinds", drop column "error_count";`);
    this.addSql(`drop table if exists "fiu_conversion_error";`);
  }
}
