import { Migration } from '@mikro-orm/migrations';

/** A field's shown text (`value ?? new_value` when that is a string), as the client list answers it. */
const shown = (k: string) => {
  const v = `coalesce(nullif(fields->'${k}'->'value', 'null'::jsonb), fields->'${k}'->'new_value')`;
  return `case jsonb_typeof(${v}) when 'string' then ${v} #>> '{}' end`;
};
/** A text as a JSON value: a quoted, escaped string, or `null`. */
const json = (e: string) => `coalesce(dossier_json_text(${e}), 'null')`;

/**
 * The client list's item as stored JSON text (ADR 0061): `list_item` is a client's `ClientListItem`
 * up to and including `createdAt`, in the contract's key order, kept by PostgreSQL on every write of
 * the row. A page joins its items with the two values that live elsewhere (the pending-change count
 * of the workflow, `pending_creation`) and the route sends the text as it is: no row is parsed,
 * mapped or serialised per request. It replaces the shown-name columns of ADR 0060.
 *
 * Both functions are immutable in fact, though PostgreSQL marks their parts stable: `to_json` of a
 * text depends on no setting, and the time is written in UTC with a fixed pattern (no locale word).
 */
export class Migration20261127150000_dossier_list_items extends Migration {
  override name = 'Migration20261127150000_dossier_list_items';

  override up(): void | Promise<void> {
    this.addSql(
      `create function dossier_json_text(t text) returns text language sql immutable parallel safe as $$ select to_json(t)::text $$;`,
    );
    this.addSql(
      `create function dossier_iso_ms(t timestamptz) returns text language sql immutable parallel safe as $$ select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;`,
    );
    this.addSql(`alter table "dossier_company"
      drop column "list_shown_name", drop column "list_first_name", drop column "list_last_name",
      add column "list_item" text generated always as (
        '{"_id":' || ${json('id')} || ',"name":' || case when company_type = 'corporate' then ${json(shown('name'))} else 'null' end
        || ',"first_name":' || ${json(shown('first_name'))} || ',"last_name":' || ${json(shown('last_name'))}
        || ',"company_type":' || ${json('company_type')} || ',"location_type":' || ${json('location_type')}
        || ',"account_holder_type":' || ${json('account_holder_type')} || ',"next_review_date":' || ${json('next_review_date')}
        || ',"createdAt":"' || dossier_iso_ms(created_at) || '"') stored;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "dossier_company" drop column "list_item",
      add column "list_shown_name" text generated always as (${shown('name')}) stored,
      add column "list_first_name" text generated always as (${shown('first_name')}) stored,
      add column "list_last_name" text generated always as (${shown('last_name')}) stored;`);
    this.addSql(`drop function if exists dossier_json_text(text);`);
    this.addSql(`drop function if exists dossier_iso_ms(timestamptz);`);
  }
}
