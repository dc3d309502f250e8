import type { FieldError } from '@app/core/shared';
import { DOSSIER_MESSAGES as M } from './messages.ts';
import { DASHBOARD_FIELDS, type DashboardField } from './dashboard-fields.ts';
import { YEAR_MIN, yearMax, type CompanyType, type LocationType, type RiskLevel } from './options.ts';
import { automaticNextReview, isIsoDate } from './review-dates.ts';

export type DashboardValues = Partial<Record<DashboardField, unknown>>;
export interface CompanyKind {
  companyType: CompanyType;
  locationType: LocationType | null;
}

/** Field errors of proposed dashboard values (server on save, web as you type). */
export function validateDashboard(kind: CompanyKind, values: DashboardValues, now = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(values) as [DashboardField, unknown][]) {
    const def = DASHBOARD_FIELDS[name];
    if (!def) continue;
    if (def.scope === 'corporate' && kind.companyType !== 'corporate') {
      errors.push({ field: name, message: M.notForAccountHolder(def.label) });
      continue;
    }
    if (def.scope === 'account_holder' && kind.companyType !== 'account_holder') {
      errors.push({ field: name, message: M.notForCorporate(def.label) });
      continue;
    }
    if (value === null || value === undefined) continue;
    if (def.kind === 'date' && !isIsoDate(value)) errors.push({ field: name, message: M.invalidDate });
    if (def.kind === 'year' && (typeof value !== 'number' || value < YEAR_MIN || value > yearMax(now)))
      errors.push({ field: name, message: M.yearOutOfRange(YEAR_MIN, yearMax(now)) });
  }
  // [001:77] the YES option of annual_account_conform_calendar_year is always disabled.
  if (values.annual_account_conform_calendar_year === 'YES')
    errors.push({ field: 'annual_account_conform_calendar_year', message: 'YES is not available for this field' });
  return errors;
}

/**
 * Review dates [001:148, 265, 467]: in automatic mode (the default) the next review date follows from
 * the previous date and the risk level and cannot be proposed by hand. Takes the values as they will
 * be after the save (current merged with proposed) and the proposed values; returns the values to
 * propose (with the computed next date) or the error.
 */
export function applyReviewDateRule(
  after: DashboardValues,
  proposed: DashboardValues,
): { values: DashboardValues; error?: FieldError } {
  const mode = after.next_review_date_type ?? 'automatic';
  if (mode !== 'automatic') return { values: proposed };
  if (
    'next_review_date' in proposed &&
    proposed.next_review_date !==
      automaticNextReview(after.previous_review_date as string, after.risk_level as RiskLevel)
  ) {
    return { values: proposed, error: { field: 'next_review_date', message: M.nextReviewAutomatic } };
  }
  const triggers =
    'previous_review_date' in proposed || 'risk_level' in proposed || 'next_review_date_type' in proposed;
  if (!triggers) return { values: proposed };
  return {
    values: {
      ...proposed,
      next_review_date: automaticNextReview(after.previous_review_date as string, after.risk_level as RiskLevel),
    },
  };
}

/** What the dashboard needs before automatic review notifications are sent [001:281, 295–298]. */
export function dashboardMissing(kind: CompanyKind, values: DashboardValues): DashboardField[] {
  const filled = (f: DashboardField) => values[f] !== null && values[f] !== undefined && values[f] !== '';
  const required: DashboardField[] =
    kind.companyType === 'corporate'
      ? [
          'name',
          'risk_level',
          'previous_review_date',
          'next_review_date',
          'date_final_compliance_review',
          'extension_profit_tax',
          'current_fiscal_year',
          'last_annual_account_on_file',
          'last_filed_profit_tax_on_file',
        ]
      : [
          'first_name',
          'last_name',
          'risk_level',
          'previous_review_date',
          'next_review_date',
          'date_final_compliance_review',
        ];
  if (kind.companyType === 'corporate' && values.extension_profit_tax === 'YES') required.push('extension_up_till');
  if (kind.companyType === 'corporate' && kind.locationType === 'abroad') required.push('last_board_meeting');
  return required.filter((f) => !filled(f));
}

const labels = (fields: DashboardField[]) => fields.map((f) => DASHBOARD_FIELDS[f].label).join(', ');

/** The seed's notice [001:281] naming what is empty; fields filled only by a pending value are named as awaiting approval. */
export const incompleteDashboardWarning = (missing: DashboardField[], pending: DashboardField[] = []) => {
  const awaiting = pending.length ? `awaiting approval: ${labels(pending)}` : '';
  if (!missing.length)
    return `Automatic Notification will not be sent untill dashboard section is fully filled in (${awaiting})`;
  return `Automatic Notification will not be sent untill dashboard section is fully filled in (${labels(missing)})${awaiting ? `; ${awaiting}` : ''}`;
};

export interface DashboardCompleteness {
  /** Every required field approved. */
  complete: boolean;
  /** Required fields empty even counting pending values. */
  missing: DashboardField[];
  /** Required fields empty in the approved values but filled by a pending change. */
  pending: DashboardField[];
  warning: string | null;
}

/**
 * Completeness of the dashboard [001:281, 295–298]: notifications need approved values, so a field
 * filled by a pending change still keeps the dashboard incomplete, but it is named as awaiting
 * approval, not as missing.
 */
export function dashboardCompleteness(
  kind: CompanyKind,
  approved: DashboardValues,
  effective: DashboardValues,
): DashboardCompleteness {
  const notApproved = dashboardMissing(kind, approved);
  const missing = dashboardMissing(kind, effective).filter((f) => notApproved.includes(f));
  const pending = notApproved.filter((f) => !missing.includes(f));
  const complete = notApproved.length === 0;
  return { complete, missing, pending, warning: complete ? null : incompleteDashboardWarning(missing, pending) };
}
