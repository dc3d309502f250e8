import { Migration } from '@mikro-orm/migrations';

export class Migration20261121235542 extends Migration {
  override name = 'Migration20261121235542';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "auth_audit_event" ("id" varchar(24) not null, "organization" varchar(24) not null, "actor_id" varchar(24) null, "action" varchar(64) not null, "target_id" varchar(24) null, "details" jsonb null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_audit_event_organization_index" on "auth_audit_event" ("organization");`);

    this.addSql(
      `create table "auth_attempt" ("id" varchar(24) not null, "kind" varchar(16) not null, "ip" varchar(64) not null, "email" varchar(254) not null, "success" boolean not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_attempt_kind_created_at_index" on "auth_attempt" ("kind", "created_at");`);

    this.addSql(
      `create table "auth_bank" ("id" varchar(24) not null, "name" varchar(200) not null, primary key ("id"));`,
    );
    this.addSql(`alter table "auth_bank" add constraint "auth_bank_name_unique" unique ("name");`);

    this.addSql(
      `create table "auth_client_error" ("id" varchar(24) not null, "user_id" varchar(24) null, "organization_id" varchar(24) null, "error" jsonb null, "source" varchar(2000) null, "url" varchar(4000) null, "user_agent" varchar(512) null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "auth_contact_message" ("id" varchar(24) not null, "name" varchar(5000) not null, "email" varchar(5000) not null, "company_name" varchar(5000) not null, "message" text not null, "ip" varchar(64) null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "auth_one_time_token" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "purpose" varchar(32) not null, "token_hash" varchar(64) not null, "email" varchar(254) null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_one_time_token_organization_index" on "auth_one_time_token" ("organization");`);
    this.addSql(`create index "auth_one_time_token_user_id_index" on "auth_one_time_token" ("user_id");`);
    this.addSql(
      `alter table "auth_one_time_token" add constraint "auth_one_time_token_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "auth_organization" ("id" varchar(24) not null, "name" varchar(120) not null, "require_two_factor" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "auth_session" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "ip" varchar(64) null, "user_agent" varchar(512) null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_session_organization_index" on "auth_session" ("organization");`);
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);

    this.addSql(
      `create table "auth_terms" ("id" varchar(24) not null, "content" text not null, "structure" text not null, "updated_by" varchar(24) null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "auth_user" ("id" varchar(24) not null, "organization" varchar(24) not null, "username" varchar(20) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" varchar(32) not null, "is_super_user" boolean not null default false, "email_verified" boolean not null default false, "two_factor_enabled" boolean not null default false, "two_factor_setup_completed" boolean not null default false, "two_factor_secret" varchar(128) null, "two_factor_last_step" bigint null, "permission_overrides" jsonb not null default '{}', "created_at" timestamptz not null, "last_login" timestamptz null, "deleted_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_user_organization_index" on "auth_user" ("organization");`);
    this.addSql(`create index "auth_user_email_index" on "auth_user" ("email");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "auth_audit_event" cascade;`);
    this.addSql(`drop table if exists "auth_attempt" cascade;`);
    this.addSql(`drop table if exists "auth_bank" cascade;`);
    this.addSql(`drop table if exists "auth_client_error" cascade;`);
    this.addSql(`drop table if exists "auth_contact_message" cascade;`);
    this.addSql(`drop table if exists "auth_one_time_token" cascade;`);
    this.addSql(`drop table if exists "auth_organization" cascade;`);
    this.addSql(`drop table if exists "auth_session" cascade;`);
    this.addSql(`drop table if exists "auth_terms" cascade;`);
    this.addSql(`drop table if exists "auth_user" cascade;`);
  }
}
