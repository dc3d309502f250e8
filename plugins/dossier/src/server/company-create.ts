import { newId } from '@app/core/shared';
import type { Actor, ChangeRequestSummary, WorkflowService } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DashboardValues, ValidCompany } from '../shared/index.ts';
import { creationValues, KYC_REVIEW, syncListColumns } from './company.reviewable.ts';
import { CompanyEntity } from './dossier.entities.ts';

/**
 * Adds a client as create-company does (ADR 0026): the company row exists at once with empty
 * fields, and its types, name and any further dashboard values (the import's risk and review
 * dates) are proposed as one creating change request. Runs inside the caller's transaction.
 */
export async function createClient(
  tx: EntityManager,
  workflow: WorkflowService,
  actor: Actor,
  company: ValidCompany,
  extra: DashboardValues = {},
  id = newId(),
): Promise<{ id: string; change: ChangeRequestSummary | null }> {
  const names: DashboardValues =
    company.company_type === 'corporate'
      ? { name: company.name }
      : { first_name: company.first_name, last_name: company.last_name };
  const row = tx.create(CompanyEntity, {
    id,
    organization: actor.organizationId,
    companyType: company.company_type,
    createdBy: actor.userId,
    fields: {},
    locationType: company.company_type === 'corporate' ? company.location_type : null,
    accountHolderType: company.company_type === 'account_holder' ? company.account_holder_type : null,
  });
  syncListColumns(row, {});
  await tx.flush();
  // The types go into the creating change too, so the checker approves them with the name (issue 24).
  const change = await workflow.proposeChange(tx, actor, {
    objectType: KYC_REVIEW,
    objectId: id,
    values: { ...creationValues(row), ...names, ...extra },
    created: true,
  });
  return { id, change };
}
