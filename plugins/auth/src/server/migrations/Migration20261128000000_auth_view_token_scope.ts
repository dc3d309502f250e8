import { Migration } from '@mikro-orm/migrations';

/**
 * A view token belongs to the session that made it (logout ends it) and opens one id only
 * (issue 24 §3). Tokens issued before have neither: they expire within 60 seconds anyway.
 */
export class Migration20261128000000_auth_view_token_scope extends Migration {
  override name = 'Migration20261128000000_auth_view_token_scope';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "auth_one_time_token" add column "session_id" varchar(24) null, add column "subject" varchar(64) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "auth_one_time_token" drop column "session_id", drop column "subject";`);
  }
}
