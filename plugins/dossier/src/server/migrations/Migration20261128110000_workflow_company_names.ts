import { Migration } from '@mikro-orm/migrations';

/**
 * A new client's creating change was stored without the client's name (ADR 0067: the engine read it
 * before the proposed name was written), so the workflow said "Client -". Such requests get the
 * client's list name (the approved name, else the proposed one), within the same organisation.
 */
export class Migration20261128110000_workflow_company_names extends Migration {
  override name = 'Migration20261128110000_workflow_company_names';

  override up(): void | Promise<void> {
    this.addSql(`update "workflow_change_request" r set "company_name" = c."list_name"
      from "dossier_company" c
      where r."company_name" = '' and r."company_id" = c."id" and r."organization" = c."organization" and c."list_name" <> '';`);
  }

  override down(): void | Promise<void> {
    // The names are right; nothing to take back.
  }
}
