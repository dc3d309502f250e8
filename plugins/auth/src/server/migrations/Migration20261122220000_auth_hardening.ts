import { Migration } from '@mikro-orm/migrations';

/** Pending e-mail changes (ADR 0012), the origin of a restored terms version (ADR 0013), clean permission overrides. */
export class Migration20261122220000 extends Migration {
  override name = 'Migration20261122220000_auth_hardening';

  override up(): void {
    this.addSql(`alter table "auth_user" add column "pending_email" varchar(254) null;`);
    this.addSql(`alter table "auth_terms" add column "restored_from" varchar(24) null;`);
    // The entity default reached new rows as the JSON string "{}"; a permission change then spread its characters.
    this.addSql(`update "auth_user" set "permission_overrides" = (
      case when jsonb_typeof("permission_overrides") = 'object'
        then (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each("permission_overrides") where value in ('"allow"'::jsonb, '"deny"'::jsonb))
        else '{}'::jsonb end);`);
    this.addSql(
      `create index "auth_attempt_kind_email_created_at_index" on "auth_attempt" ("kind", "email", "created_at");`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "auth_attempt_kind_email_created_at_index";`);
    this.addSql(`alter table "auth_terms" drop column if exists "restored_from";`);
    this.addSql(`alter table "auth_user" drop column if exists "pending_email";`);
  }
}
