import { Migration } from '@mikro-orm/migrations';

/**
 * Support tickets (ADR 0041): tickets, messages and attachments. Databases created before
 * plugin-owned migrations (ADR 0001) got these tables with the tasks migration, hence `if not exists`.
 */
export class Migration20261123020601_support_tickets extends Migration {
  override name = 'Migration20261123020601_support_tickets';

  override up(): void | Promise<void> {
    this.addSql(
      `create table if not exists "support_file" ("id" varchar(24) not null, "organization" varchar(24) not null, "uploaded_by" varchar(24) not null, "ticket_id" varchar(24) null, "message_id" varchar(24) null, "filename" varchar(255) not null, "filesize" int not null, "content_type" varchar(100) not null, "storage_key" varchar(200) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index if not exists "support_file_organization_index" on "support_file" ("organization");`);
    this.addSql(`create index if not exists "support_file_ticket_id_index" on "support_file" ("ticket_id");`);
    this.addSql(
      `create table if not exists "support_message" ("id" varchar(24) not null, "organization" varchar(24) not null, "ticket_id" varchar(24) not null, "user_id" varchar(24) not null, "is_staff" boolean not null, "message" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index if not exists "support_message_organization_index" on "support_message" ("organization");`,
    );
    this.addSql(
      `create index if not exists "support_message_ticket_id_created_at_index" on "support_message" ("ticket_id", "created_at");`,
    );
    this.addSql(
      `create table if not exists "support_ticket" ("id" varchar(24) not null, "organization" varchar(24) not null, "user_id" varchar(24) not null, "subject" varchar(200) not null, "content" text not null, "severity" varchar(8) not null, "status" varchar(8) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index if not exists "support_ticket_organization_index" on "support_ticket" ("organization");`);
    this.addSql(
      `create index if not exists "support_ticket_organization_user_id_created_at_index" on "support_ticket" ("organization", "user_id", "created_at");`,
    );
    this.addSql(`create index if not exists "support_ticket_created_at_index" on "support_ticket" ("created_at");`);
  }

  override down(): void | Promise<void> {
    for (const table of ['support_ticket', 'support_message', 'support_file'])
      this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
