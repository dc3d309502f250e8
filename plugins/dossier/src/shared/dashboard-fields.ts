import { Type, type TSchema } from '@app/core/shared';
import { Literals } from './fields.ts';
import { RISK_LEVELS, REVIEW_DATE_TYPES, YES_NO } from './options.ts';

type Scope = 'corporate' | 'account_holder' | 'both';
type Kind =
  { kind: 'text'; max: number } | { kind: 'enum'; values: readonly string[] } | { kind: 'date' } | { kind: 'year' };
export type DashboardFieldDef = Kind & { label: string; scope: Scope };

const text = (label: string, max: number, scope: Scope = 'corporate'): DashboardFieldDef => ({
  kind: 'text',
  max,
  label,
  scope,
});
const choice = (label: string, values: readonly string[], scope: Scope = 'both'): DashboardFieldDef => ({
  kind: 'enum',
  values,
  label,
  scope,
});
const date = (label: string, scope: Scope = 'both'): DashboardFieldDef => ({ kind: 'date', label, scope });
const year = (label: string): DashboardFieldDef => ({ kind: 'year', label, scope: 'corporate' });

/**
 * The reviewable fields of a client's dashboard (object type `kyc_review`, one per company) [001:56–77,
 * 141–154]. Company type, location type and client type are not among them: read-only once the
 * dossier exists (ADR 0026).
 */
export const DASHBOARD_FIELDS = {
  name: text('Name', 200),
  first_name: text('First Name', 100, 'account_holder'),
  last_name: text('Last Name', 100, 'account_holder'),
  chamber_of_commerce: text('Chamber of Commerce', 100),
  activity: text('Activity', 500),
  address_line_1: text('Address Line 1', 200),
  address_line_2: text('Address Line 2', 200),
  city: text('City', 255),
  address_country: text('Country', 100),
  zip: text('Zip', 20),
  risk_level: choice('Risk level', RISK_LEVELS),
  previous_review_date: date('Previous review date'),
  next_review_date: date('Proposed review date'),
  next_review_date_type: choice('Review date type', REVIEW_DATE_TYPES),
  date_final_compliance_review: date('Final compliance review date'),
  sanction_screening_available: choice('Sanction screening via third-party API', YES_NO),
  transaction_profile_report: choice('Transaction Profile Present', YES_NO),
  annual_account_conform_calendar_year: choice('Annual accounts follow the calendar year', YES_NO, 'corporate'),
  current_fiscal_year: year('Current fiscal year'),
  fiscal_year_starts_on: date('Fiscal year starts on', 'corporate'),
  fiscal_year_ending_on: date('Fiscal year ends on', 'corporate'),
  last_annual_account_on_file: year('Last annual account on file'),
  last_board_meeting: date('Last general meeting of shareholders', 'corporate'),
  last_filed_profit_tax_on_file: year('Last filed profit tax on file'),
  extension_profit_tax: choice('Extension profit tax', YES_NO, 'corporate'),
  extension_up_till: date('Extension up till', 'corporate'),
} as const satisfies Record<string, DashboardFieldDef>;

export type DashboardField = keyof typeof DASHBOARD_FIELDS;
export const DASHBOARD_FIELD_NAMES = Object.keys(DASHBOARD_FIELDS) as DashboardField[];

function inner(def: DashboardFieldDef): TSchema {
  switch (def.kind) {
    case 'text':
      return Type.String({ maxLength: def.max });
    case 'enum':
      return Literals(def.values);
    case 'date':
      return Type.String({ maxLength: 10 });
    case 'year':
      return Type.Integer();
  }
}

/** Proposed dashboard values: every field optional, null clears it. */
export const DashboardValuesSchema = Type.Object(
  Object.fromEntries(
    DASHBOARD_FIELD_NAMES.map((f) => [f, Type.Optional(Type.Union([inner(DASHBOARD_FIELDS[f]), Type.Null()]))]),
  ) as unknown as Record<DashboardField, TSchema>,
);
