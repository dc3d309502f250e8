import { ApiError, createFakeHttp, type FakeHandlers, type FakeHttpOptions, type Http } from '@app/core/client';
import {
  accountNumberLabel,
  DASHBOARD_FIELD_NAMES,
  shapePeople,
  toKycFileWire,
  toListingServicesWire,
  withSlotFiles,
  dashboardMissing,
  dossierApi,
  incompleteDashboardWarning,
  validateNewCompany,
  type ClientListItem,
  type CompanyData,
  type DashboardValues,
  type DossierObjectWire,
} from '../shared/index.ts';
import { peopleFakeHandlers } from './people.fake-http.ts';
import { filesFakeHandlers } from './files.fake-http.ts';
import { rulesFakeHandlers } from './rules.fake-http.ts';
import { historyFakeHandlers } from './history.fake-http.ts';
import { opsFakeHandlers } from './ops.fake-http.ts';
import { matchesFilters, portfolioFakeHandlers } from './portfolio.fake-http.ts';

export type DossierHandlers = FakeHandlers<typeof dossierApi>;
export interface DossierFakeState {
  companies: CompanyData[];
  objects: DossierObjectWire[];
}
/** What an area's fake handlers work on: the shared state and an id generator. */
export interface DossierFakeContext {
  state: DossierFakeState;
  nextId: () => string;
}

const hex = (n: number) => n.toString(16).padStart(24, '0');

/** A company as `dashboard-data` returns it (approved values only). */
export function companyDataBuilder(
  over: Partial<CompanyData> & { _id: string },
  values: DashboardValues = {},
): CompanyData {
  const companyType = over.company_type?.value ?? 'corporate';
  const locationType = over.location_type?.value ?? (companyType === 'corporate' ? 'abroad' : null);
  const missing = dashboardMissing({ companyType, locationType }, values);
  const fields = Object.fromEntries(
    DASHBOARD_FIELD_NAMES.map((f) => [f, { value: values[f] ?? null }]),
  ) as unknown as Omit<CompanyData, '_id'>;
  return {
    ...fields,
    company_type: { value: companyType },
    location_type: { value: locationType },
    account_holder_type: { value: null },
    account_number_label: accountNumberLabel(companyType, over.account_holder_type?.value ?? null),
    createdAt: '2026-11-01T10:00:00.000Z',
    changesCount: 0,
    pending_creation: false,
    completeness: {
      complete: !missing.length,
      missing,
      warning: missing.length ? incompleteDashboardWarning(missing) : null,
    },
    ...over,
  };
}

export function dossierFakeState(): DossierFakeState {
  const names = [
    'Atlantic Trust NV',
    'Blue Harbour Holding BV',
    'Curaçao Shipping Ltd',
    'Delta Gaming NV',
    'Emerald Capital BV',
  ];
  const companies = names.map((name, i) =>
    companyDataBuilder(
      { _id: hex(i + 1), createdAt: `2026-11-0${i + 1}T10:00:00.000Z` },
      {
        name,
        risk_level: i % 2 ? 'high' : 'low',
        previous_review_date: '2026-01-15',
        next_review_date: i % 2 ? '2027-01-15' : '2029-01-15',
      },
    ),
  );
  companies.push(
    companyDataBuilder(
      { _id: hex(9), company_type: { value: 'account_holder' }, account_holder_type: { value: 'pention' } },
      { first_name: 'Maria', last_name: 'Martina' },
    ),
  );
  companies[1]!.changesCount = 2;
  return { companies, objects: [] };
}

const toItem = (c: CompanyData): ClientListItem => ({
  _id: c._id,
  name: (c.name.value as string) ?? null,
  first_name: (c.first_name.value as string) ?? null,
  last_name: (c.last_name.value as string) ?? null,
  company_type: c.company_type.value,
  location_type: c.location_type.value,
  account_holder_type: c.account_holder_type.value,
  next_review_date: (c.next_review_date.value as string) ?? null,
  createdAt: c.createdAt,
  changesCount: c.changesCount,
  pending_creation: c.pending_creation,
});

/** An `Http` answering the dossier calls from `state` (stories); `handlers` override single calls. */
export function createDossierFakeHttp(
  state: DossierFakeState = dossierFakeState(),
  handlers: DossierHandlers = {},
  options?: FakeHttpOptions,
): Http {
  let seq = 100;
  const c: DossierFakeContext = { state, nextId: () => hex(++seq) };
  const of = (companyId: string, type: DossierObjectWire['object_type']) =>
    state.objects.filter((o) => o.company_id === companyId && o.object_type === type);
  return createFakeHttp(
    dossierApi,
    {
      listCompanies: (input) => {
        const search = (input.search ?? '').toLowerCase();
        const rows = state.companies
          .filter((c) => matchesFilters(c, input.filters ?? {}))
          .map(toItem)
          .filter((c) => !input.filters?.company_type || c.company_type === input.filters.company_type)
          .filter(
            (c) => search.length < 3 || [c.name, c.first_name, c.last_name].join(' ').toLowerCase().includes(search),
          )
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        return { companies: rows.slice(0, 30), count: rows.length };
      },
      createCompany: (input) => {
        const { errors, company } = validateNewCompany(input);
        if (!company) throw new ApiError(400, { message: errors[0]!.message, errors });
        const id = hex(++seq);
        state.companies.push(
          companyDataBuilder(
            {
              _id: id,
              company_type: { value: company.company_type },
              pending_creation: true,
              changesCount: 1,
              createdAt: new Date().toISOString(),
            },
            company.company_type === 'corporate'
              ? { name: company.name }
              : { first_name: company.first_name, last_name: company.last_name },
          ),
        );
        return { status: 'success', company: { _id: id }, change_id: hex(++seq), message: 'Client created' };
      },
      dashboardData: ({ company_id }) => {
        const found = state.companies.find((c) => c._id === company_id);
        if (!found) throw new ApiError(404, { message: 'Client not found' });
        return { companyData: found };
      },
      updateKycReview: (input) => {
        const found = state.companies.find((c) => c._id === input.id);
        if (!found) throw new ApiError(404, { message: 'Client not found' });
        for (const f of DASHBOARD_FIELD_NAMES)
          if (f in input)
            (found as Record<string, unknown>)[f] = {
              value: (found[f] as { value: unknown }).value,
              new_value: (input as Record<string, unknown>)[f],
            };
        found.changesCount = 1;
        return { companyData: found, change_id: hex(++seq), message: 'Data saved successfully' };
      },
      kycFilesInfo: ({ company_id }) => {
        const people = shapePeople(state.objects.filter((o) => o.company_id === company_id));
        return {
          kycFiles: of(company_id, 'kyc_file')
            .filter((o) => !o.parent_id)
            .map(toKycFileWire),
          ubos: people.ubos,
          entities: people.entities.map(withSlotFiles),
          mds: people.mds,
          persons: people.persons.map(withSlotFiles),
          listingServices: of(company_id, 'listing_services').map(toListingServicesWire),
          account_number: of(company_id, 'account_number'),
          transactional_profile: of(company_id, 'transaction_profile'),
          shareholders: people.shareholders,
        };
      },
      ...peopleFakeHandlers(c),
      ...filesFakeHandlers(c),
      ...rulesFakeHandlers(c),
      ...historyFakeHandlers(c),
      ...opsFakeHandlers(c),
      ...portfolioFakeHandlers(c),
      ...handlers,
    },
    options,
  );
}
