import type { PluginContext, Principal } from '@app/core/plugin-api';
import { HttpError } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  emptyInstitution,
  normalizeInstitution,
  validateInstitution,
  type Institution,
  type InstitutionResponse,
} from '../shared/index.ts';
import { InstitutionEntity } from './fiu.entities.ts';

export async function loadInstitution(em: EntityManager, organizationId: string): Promise<InstitutionResponse> {
  const row = await em.findOne(InstitutionEntity, { organization: organizationId });
  if (!row) return { institution: emptyInstitution(), complete: false, updated_at: null };
  const institution: Institution = {
    name: row.name,
    swift: row.swift,
    currency_code_local: row.currencyCodeLocal,
    non_bank_institution: row.nonBankInstitution,
  };
  return {
    institution,
    complete: validateInstitution(institution).length === 0,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Saves our institution (all fields valid or nothing changes) and records the change in the audit trail. */
export async function saveInstitution(
  ctx: PluginContext,
  em: EntityManager,
  principal: Principal,
  body: Institution,
): Promise<InstitutionResponse> {
  const v = normalizeInstitution(body);
  const errors = validateInstitution(v);
  if (errors.length) throw new HttpError(400, errors[0]!.message, errors);
  const org = principal.organizationId;
  const before = await loadInstitution(em, org);
  await em.transactional(async (tx) => {
    await tx.upsert(InstitutionEntity, {
      organization: org,
      name: v.name,
      swift: v.swift,
      currencyCodeLocal: v.currency_code_local,
      nonBankInstitution: v.non_bank_institution,
      updatedBy: principal.userId,
      updatedAt: new Date(),
    });
    await ctx.audit.record(tx, {
      organizationId: org,
      action: 'fiu.institution_saved',
      actorId: principal.userId,
      objectType: 'fiu_institution',
      objectId: org,
      before: before.updated_at ? before.institution : null,
      after: v,
    });
  });
  return loadInstitution(em, org);
}
