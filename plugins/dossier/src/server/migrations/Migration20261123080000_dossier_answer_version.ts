import { Migration } from '@mikro-orm/migrations';

/**
 * A version per dossier (ADR 0054): `dossier_company.version` goes up by one in the same
 * transaction as any change to the company row (a BEFORE UPDATE trigger) or to any of its objects
 * (one statement-level trigger per statement on `dossier_object`, with transition tables). A read
 * answer of the dossier (`dashboard-data`, `get-kyc-files-info_2`) is a function of the company, its
 * objects and the pending count, so it can be kept per version and served again while the version
 * is unchanged: every process checks the version in the database, so replicas agree.
 */
export class Migration20261123080000_dossier_answer_version extends Migration {
  override name = 'Migration20261123080000_dossier_answer_version';

  override up(): void | Promise<void> {
    this.addSql(`alter table "dossier_company" add column "version" bigint not null default 0;`);
    this.addSql(`create function dossier_company_version_bump() returns trigger language plpgsql as $$
begin
  -- An update that already moved the version (the objects' trigger below) counts once.
  if new.version = old.version then new.version := old.version + 1; end if;
  return new;
end $$;`);
    this.addSql(
      `create trigger dossier_company_version before update on "dossier_company" for each row execute function dossier_company_version_bump();`,
    );
    const bump = (rows: string) =>
      `update dossier_company c set version = c.version + 1 where c.id in (select company_id from ${rows});`;
    this.addSql(`create function dossier_object_version_bump() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then ${bump('new_rows')}
  elsif tg_op = 'DELETE' then ${bump('old_rows')}
  else ${bump('(select company_id from old_rows union select company_id from new_rows) t')}
  end if;
  return null;
end $$;`);
    for (const [event, table] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      this.addSql(
        `create trigger dossier_object_version_${event} after ${event} on "dossier_object" referencing ${table} for each statement execute function dossier_object_version_bump();`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists dossier_object_version_${event} on "dossier_object";`);
    this.addSql(`drop function if exists dossier_object_version_bump();`);
    this.addSql(`drop trigger if exists dossier_company_version on "dossier_company";`);
    this.addSql(`drop function if exists dossier_company_version_bump();`);
    this.addSql(`alter table "dossier_company" drop column "version";`);
  }
}
