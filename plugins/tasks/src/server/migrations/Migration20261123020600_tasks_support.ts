import { Migration } from '@mikro-orm/migrations';

/** Tasks (ADR 0040): tasks, their messages and attachments (support tickets moved to their plugin, ADR 0001). */
export class Migration20261123020600 extends Migration {
  override name = 'Migration20261123020600_tasks_support';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "tasks_task" ("id" varchar(24) not null, "organization" varchar(24) not null, "company_id" varchar(24) not null, "description" varchar(200) not null, "status" varchar(16) not null, "creator_id" varchar(24) not null, "assignee_id" varchar(24) not null, "referances" jsonb not null, "assignee_unread" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "tasks_task_organization_index" on "tasks_task" ("organization");`);
    this.addSql(
      `create index "tasks_task_organization_company_id_created_at_index" on "tasks_task" ("organization", "company_id", "created_at");`,
    );
    this.addSql(
      `create index "tasks_task_organization_assignee_id_index" on "tasks_task" ("organization", "assignee_id");`,
    );
    this.addSql(
      `create table "tasks_file" ("id" varchar(24) not null, "organization" varchar(24) not null, "uploaded_by" varchar(24) not null, "task_id" varchar(24) null, "message_id" varchar(24) null, "filename" varchar(255) not null, "filesize" int not null, "content_type" varchar(100) not null, "storage_key" varchar(200) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "tasks_file_organization_index" on "tasks_file" ("organization");`);
    this.addSql(`create index "tasks_file_task_id_index" on "tasks_file" ("task_id");`);
    this.addSql(
      `create table "tasks_message" ("id" varchar(24) not null, "organization" varchar(24) not null, "task_id" varchar(24) not null, "user_id" varchar(24) not null, "message" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "tasks_message_organization_index" on "tasks_message" ("organization");`);
    this.addSql(`create index "tasks_message_task_id_created_at_index" on "tasks_message" ("task_id", "created_at");`);
  }

  override down(): void | Promise<void> {
    for (const table of ['tasks_task', 'tasks_message', 'tasks_file'])
      this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
