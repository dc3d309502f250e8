import {
  addDays,
  addMonths,
  bucketOf,
  dashboardSection,
  DASHBOARD_FIELD_NAMES,
  endOfMonth,
  PORTFOLIO_BUCKETS,
  PORTFOLIO_URGENT,
  portfolioRanges,
  type ClientFilters,
  type CompanyData,
  type DashboardValues,
  type PortfolioClient,
  type RiskLevel,
} from '../shared/index.ts';
import {
  companyDataBuilder,
  type DossierFakeContext,
  type DossierFakeState,
  type DossierHandlers,
} from './dossier.fake-http.ts';

const value = (c: CompanyData, f: string) =>
  (c as unknown as Record<string, { value: unknown } | undefined>)[f]?.value ?? null;
const reviewDate = (c: CompanyData) =>
  typeof value(c, 'next_review_date') === 'string' ? (value(c, 'next_review_date') as string) : null;
const riskOf = (c: CompanyData) =>
  ['low', 'medium', 'high'].includes(value(c, 'risk_level') as string) ? (value(c, 'risk_level') as RiskLevel) : null;
const shownName = (c: CompanyData) =>
  c.company_type.value === 'corporate'
    ? String(value(c, 'name') ?? '')
    : [value(c, 'first_name'), value(c, 'last_name')].filter(Boolean).join(' ');

/** The client list's review-date and risk filters, as the server applies them (stories). */
export function matchesFilters(c: CompanyData, f: ClientFilters = {}): boolean {
  const due = reviewDate(c);
  const present = f.review_date_present;
  if (
    present !== undefined &&
    present !== null &&
    (present === true || present === 'true' || present === 'yes') !== (due !== null)
  )
    return false;
  if (f.review_start_date && (!due || due < f.review_start_date)) return false;
  if (f.review_end_date && (!due || due > f.review_end_date)) return false;
  if (f.risk_level && (riskOf(c) ?? 'none') !== f.risk_level) return false;
  return true;
}

/** `companies/review-portfolio` over the fake's clients, with the shared bucket and completeness rules. */
export const portfolioFakeHandlers = ({ state }: DossierFakeContext): DossierHandlers => ({
  reviewPortfolio: ({ today: asked, company_type }) => {
    const today = asked ?? new Date().toISOString().slice(0, 10);
    const dated = state.companies
      .filter((c) => !company_type || c.company_type.value === company_type)
      .map((c) => ({ c, due: reviewDate(c) }))
      .filter((x): x is { c: CompanyData; due: string } => x.due !== null && bucketOf(x.due, today) !== null)
      .sort((a, b) => a.due.localeCompare(b.due) || a.c._id.localeCompare(b.c._id));
    const ranges = portfolioRanges(today);
    const buckets = PORTFOLIO_BUCKETS.map((bucket) => {
      const counts = { low: 0, medium: 0, high: 0, none: 0, total: 0 };
      for (const { c, due } of dated)
        if (bucketOf(due, today) === bucket) {
          counts[riskOf(c) ?? 'none']++;
          counts.total++;
        }
      return { bucket, ...ranges[bucket], counts };
    });
    const urgent = dated.slice(0, PORTFOLIO_URGENT).map(({ c, due }): PortfolioClient => {
      const values = Object.fromEntries(DASHBOARD_FIELD_NAMES.map((f) => [f, value(c, f)])) as DashboardValues;
      const s = dashboardSection({ companyType: c.company_type.value, locationType: c.location_type.value }, values);
      return {
        _id: c._id,
        name: shownName(c),
        company_type: c.company_type.value,
        next_review_date: due,
        bucket: bucketOf(due, today)!,
        risk_level: riskOf(c),
        completeness: {
          complete: s.complete,
          percentage: s.percentage,
          missing: s.documents.map((d) => d.documentType),
        },
      };
    });
    return { today, buckets, urgent };
  },
});

const hex = (n: number) => (0x500 + n).toString(16).padStart(24, '0');
/** Clients due around `today` (overdue, this month, the next 3 months, later), some dashboards complete. */
export function portfolioStoryState(today = new Date().toISOString().slice(0, 10)): DossierFakeState {
  const full = {
    previous_review_date: addDays(today, -700),
    date_final_compliance_review: addDays(today, -690),
    extension_profit_tax: 'NO',
    current_fiscal_year: 2026,
    last_annual_account_on_file: 2025,
    last_filed_profit_tax_on_file: 2025,
  };
  const rows: [string, string, RiskLevel | null, boolean][] = [
    ['Atlantic Trust NV', addDays(today, -120), 'high', true],
    ['Coral Shipping Ltd', addDays(today, -30), 'medium', false],
    ['Harbour Gaming NV', addDays(today, -2), 'high', false],
    ['Delta Capital BV', today, 'low', true],
    ['Emerald Holding BV', endOfMonth(today), 'high', false],
    ['Golden Payments SA', addDays(endOfMonth(today), 10), 'medium', true],
    ['Island Ventures LLC', addMonths(today, 2), null, false],
    ['Ocean Invest NV', addMonths(today, 3), 'low', false],
    ['Royal Services BV', addMonths(today, 8), 'low', true],
  ];
  const companies = rows.map(([name, due, risk, complete], i) =>
    companyDataBuilder(
      { _id: hex(i), location_type: { value: 'local' } },
      {
        name,
        next_review_date: due,
        next_review_date_type: 'manual',
        ...(risk ? { risk_level: risk } : {}),
        ...(complete ? full : {}),
      },
    ),
  );
  companies.push(
    companyDataBuilder(
      { _id: hex(20), company_type: { value: 'account_holder' }, account_holder_type: { value: 'bank' } },
      { first_name: 'Maria', last_name: 'Martina', risk_level: 'high', next_review_date: addDays(today, -5) },
    ),
  );
  return { companies, objects: [] };
}
