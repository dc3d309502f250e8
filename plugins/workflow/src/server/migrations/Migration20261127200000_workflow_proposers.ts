import { Migration } from '@mikro-orm/migrations';

/**
 * Four-eyes whoever proposed what (ADR 0062): a change request keeps, per field, every proposal
 * (value, who, when) and the list of everyone who proposed anything in it. Existing requests had
 * one author: each field's value is theirs, at the request's creation.
 */
export class Migration20261127200000_workflow_proposers extends Migration {
  override name = 'Migration20261127200000_workflow_proposers';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "workflow_change_request" add column "proposals" jsonb not null default '{}', add column "proposers" jsonb not null default '[]';`,
    );
    this.addSql(`update "workflow_change_request" r set
      "proposers" = jsonb_build_array(jsonb_build_object('user_id', r.created_by, 'user_name', r.user_name)),
      "proposals" = coalesce((select jsonb_object_agg(f.key, jsonb_build_array(jsonb_build_object(
          'new', f.value->'new', 'user_id', r.created_by, 'user_name', r.user_name, 'at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))))
        from jsonb_each(r.fields) f), '{}'::jsonb);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "workflow_change_request" drop column "proposals", drop column "proposers";`);
  }
}
