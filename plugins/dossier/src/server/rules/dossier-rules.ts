import { dossierCompleteness, ownershipReport, type DashboardValues, type RulesCompany } from '../../shared/index.ts';
import { approvedValues } from '../company.reviewable.ts';
import type { Company } from '../dossier.entities.ts';
import type { DossierState } from '../dossier-state.ts';
import { toObjectWire } from '../objects/objects.service.ts';

/** The company as the rules see it (approved values). */
export function rulesCompany(company: Company): RulesCompany {
  const values = approvedValues(company);
  const name =
    company.companyType === 'corporate' ? values.name : [values.first_name, values.last_name].filter(Boolean).join(' ');
  return {
    _id: company.id,
    name: typeof name === 'string' && name ? name : null,
    companyType: company.companyType,
    locationType: company.locationType ?? null,
  };
}

/**
 * The rules run on every read (ADR 0034): completeness by section and ownership over the approved
 * state of the dossier (live or a snapshot, as `loadDossier` gives it).
 */
export function dossierRules(state: DossierState) {
  const objects = state.objects.map(toObjectWire);
  const company = rulesCompany(state.company);
  const completeness = dossierCompleteness(
    objects,
    company,
    approvedValues(state.company) as DashboardValues,
    'approved',
  );
  return { sections: completeness.sections, ownership: ownershipReport(objects, company, 'approved') };
}
