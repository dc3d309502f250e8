import { ApiError } from '@app/core/client';
import {
  DASHBOARD_FIELD_NAMES,
  dossierCompleteness,
  ownershipReport,
  type CompanyData,
  type DashboardValues,
  type RulesCompany,
} from '../shared/index.ts';
import type { DossierFakeContext, DossierHandlers } from './dossier.fake-http.ts';

const approved = (d: CompanyData, f: string) => (d as unknown as Record<string, { value: unknown }>)[f]?.value ?? null;

/** The fake's company as the rules see it. */
const rulesCompany = (d: CompanyData): RulesCompany => ({
  _id: d._id,
  companyType: d.company_type.value,
  locationType: d.location_type.value,
  name: (d.company_type.value === 'corporate'
    ? approved(d, 'name')
    : [approved(d, 'first_name'), approved(d, 'last_name')].filter(Boolean).join(' ')) as string | null,
});

/** Fake answers of the dossier's rules for stories: `dashboard-data` with sections and ownership, computed by the shared rules. */
export const rulesFakeHandlers = ({ state }: DossierFakeContext): DossierHandlers => ({
  dashboardData: ({ company_id }) => {
    const found = state.companies.find((c) => c._id === company_id);
    if (!found) throw new ApiError(404, { message: 'Client not found' });
    const objects = state.objects.filter((o) => o.company_id === company_id);
    const values = Object.fromEntries(DASHBOARD_FIELD_NAMES.map((f) => [f, approved(found, f)])) as DashboardValues;
    const company = rulesCompany(found);
    return {
      companyData: { ...found, sections: dossierCompleteness(objects, company, values).sections },
      ownership: ownershipReport(objects, company),
    };
  },
});
