import { Migration } from '@mikro-orm/migrations';

/**
 * Saved-info errors carry their kind (ADR 0070) so Saved info filters by it in SQL. Rows saved
 * before get it from their reason text (the texts of ROW_REASONS at this date; unknown -> 'other').
 */
export class Migration20261128100000_fiu_error_kinds extends Migration {
  override name = 'Migration20261128100000_fiu_error_kinds';

  override up(): void | Promise<void> {
    this.addSql(`update "fiu_saved_row" s set "errors" = coalesce((
      select jsonb_agg(case when e->>'kind' is not null then e else e || jsonb_build_object('kind', case
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
        else 'other' end) end order by n)
      from jsonb_array_elements(s."errors") with ordinality as x(e, n), lateral (select e->>'reason' as r) as t
    ), '[]'::jsonb)
    where jsonb_typeof(s."errors") = 'array' and exists (select 1 from jsonb_array_elements(s."errors") e where e->>'kind' is null);`);
  }

  override down(): void | Promise<void> {
    // kinds are additive; rows keep them
  }
}
