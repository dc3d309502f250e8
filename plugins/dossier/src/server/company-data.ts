import {
  accountNumberLabel,
  DASHBOARD_FIELD_NAMES,
  dashboardCompleteness,
  type CompanyData,
  type DashboardValues,
} from '../shared/index.ts';
import { approvedValues, effectiveValues } from './company.reviewable.ts';
import type { Company } from './dossier.entities.ts';

const REQUIRED = 'This field is required';

/**
 * `companyData` of `dashboard-data` [001:396]: every field as `{value, new_value?, error?}`.
 * `changesCount`: the client's pending change and removal requests (workflow), when given.
 */
export function toCompanyData(company: Company, changesCount?: number): CompanyData {
  const kind = { companyType: company.companyType, locationType: company.locationType ?? null };
  const completeness = dashboardCompleteness(
    kind,
    approvedValues(company) as DashboardValues,
    { ...approvedValues(company), ...effectiveValues(company) } as DashboardValues,
  );
  const fields = Object.fromEntries(
    DASHBOARD_FIELD_NAMES.map((f) => {
      const stored = company.fields[f] ?? { value: null };
      const error = completeness.missing.includes(f) ? REQUIRED : undefined;
      return [f, { ...stored, ...(error ? { error } : {}) }];
    }),
  );
  return {
    _id: company.id,
    company_type: { value: company.companyType },
    location_type: { value: company.locationType ?? null },
    account_holder_type: { value: company.accountHolderType ?? null },
    ...(fields as unknown as Omit<CompanyData, '_id' | 'company_type' | 'location_type' | 'account_holder_type'>),
    account_number_label: accountNumberLabel(company.companyType, company.accountHolderType ?? null),
    createdAt: company.createdAt.toISOString(),
    changesCount: changesCount ?? (company.pending ? 1 : 0),
    pending_creation: company.pendingCreation,
    completeness,
  };
}
