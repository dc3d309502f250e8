import { createValidatorCompiler, fieldErrors } from '@app/core/server';
import type { FieldError } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  applyReviewDateRule,
  DASHBOARD_FIELDS,
  DashboardValuesSchema,
  DOSSIER_MESSAGES as DM,
  dossierRoutes as r,
  IMPORT_MESSAGES as M,
  validateDashboard,
  validateNewCompany,
  type DashboardField,
  type DashboardValues,
  type ImportField,
  type ImportPlannedClient,
  type ImportRowError,
  type ValidCompany,
} from '../../shared/index.ts';
import { CREATION_FIELDS } from '../company.reviewable.ts';
import { accountNumberErrors } from '../profiles/profiles.handlers.ts';
import { splitAccounts, type ImportRow, type ParsedImport } from './import-csv.ts';

/** A row ready to create: the same inputs create-company and the dashboard save take. */
export interface PlannedRow {
  row: number;
  company: ValidCompany;
  values: DashboardValues;
  accounts: string[];
}
export interface CheckedRow {
  row: number;
  errors: FieldError[];
  plan?: PlannedRow;
  summary: ImportPlannedClient;
}

// The routes' own schemas, compiled with the server's validator, so a cell fails exactly as the route would.
const compile = createValidatorCompiler();
const schemaCheck = (schema: unknown) => {
  const validate = compile({ schema } as never) as ((data: unknown) => boolean) & { errors?: unknown[] | null };
  return (data: object): FieldError[] => (validate(data) ? [] : fieldErrors((validate.errors ?? []) as never));
};
const createCompanyBody = schemaCheck(r.createCompany.body);
const dashboardBody = schemaCheck(DashboardValuesSchema);

const BASE = ['company_type', 'name', 'location_type', 'first_name', 'last_name', 'account_holder_type'] as const;
const REVIEW = [
  'risk_level',
  'previous_review_date',
  'next_review_date_type',
  'next_review_date',
  'date_final_compliance_review',
] as const satisfies readonly DashboardField[];
const pick = <K extends ImportField>(values: ImportRow['values'], keys: readonly K[]) =>
  Object.fromEntries(keys.filter((k) => values[k] !== undefined).map((k) => [k, values[k]])) as Partial<
    Record<K, string>
  >;

/** A schema failure of an option field reads as its choices (the route's text is ajv's "must be equal to constant"). */
function readable(e: FieldError): FieldError {
  const def = DASHBOARD_FIELDS[e.field as DashboardField];
  return def?.kind === 'enum' ? { field: e.field, message: M.choose(def.label, def.values) } : e;
}

/** One row through create-company's and the dashboard save's rules (no second copy of them). */
export function checkRow({ row, values }: ImportRow, now = new Date()): CheckedRow {
  const base = pick(values, BASE);
  const review = pick(values, REVIEW);
  const accounts = splitAccounts(values.account_numbers);
  const reviewShape = dashboardBody(review).map(readable);
  const errors: FieldError[] = [...createCompanyBody(base), ...reviewShape];
  const { errors: creation, company } = validateNewCompany(base);
  errors.push(...creation);
  let reviewValues: DashboardValues = review;
  if (company) {
    const corporate = company.company_type === 'corporate';
    // Fields of the other kind are refused like the dashboard save refuses them.
    const names = corporate ? pick(values, ['first_name', 'last_name']) : pick(values, ['name']);
    errors.push(
      ...validateDashboard(
        { companyType: company.company_type, locationType: corporate ? company.location_type : null },
        { ...names, ...review },
        now,
      ),
    );
    const other = corporate ? 'account_holder_type' : 'location_type';
    if (values[other] !== undefined)
      errors.push({
        field: other,
        message: (corporate ? DM.notForCorporate : DM.notForAccountHolder)(CREATION_FIELDS[other]),
      });
    if (!reviewShape.length) {
      const rule = applyReviewDateRule(review, review);
      if (rule.error) errors.push(rule.error);
      reviewValues = rule.values;
    }
  }
  for (const a of accounts) errors.push(...accountNumberErrors(a).map((e) => ({ ...e, field: 'account_numbers' })));
  const unique = dedupe(errors);
  const name = company
    ? company.company_type === 'corporate'
      ? company.name
      : `${company.first_name} ${company.last_name}`
    : (values.name ?? [values.first_name, values.last_name].filter(Boolean).join(' '));
  const summary: ImportPlannedClient = {
    row,
    valid: unique.length === 0,
    company_type: values.company_type ?? null,
    name,
    location_type: company?.company_type === 'corporate' ? company.location_type : null,
    account_holder_type: company?.company_type === 'account_holder' ? company.account_holder_type : null,
    risk_level: values.risk_level ?? null,
    next_review_date: (reviewValues.next_review_date as string | null | undefined) ?? null,
    account_numbers: accounts,
  };
  return {
    row,
    errors: unique,
    summary,
    ...(company && !unique.length ? { plan: { row, company, values: reviewValues, accounts } } : {}),
  };
}

const dedupe = (errors: FieldError[]) => [...new Map(errors.map((e) => [`${e.field}\u0000${e.message}`, e])).values()];

/** Every row checked, then the file's own duplicates (the same client or account number twice) marked on the later rows. */
export function checkImport(parsed: ParsedImport, now = new Date()): CheckedRow[] {
  const checked = parsed.rows.map((row) => checkRow(row, now));
  const names = new Map<string, number>();
  const accounts = new Map<string, number>();
  for (const c of checked) {
    const extra: FieldError[] = [];
    if (c.summary.name.trim()) {
      const key = `${c.summary.company_type}\u0000${c.summary.name.trim().toLocaleLowerCase('en')}`;
      const first = names.get(key);
      if (first !== undefined)
        extra.push({
          field: c.summary.company_type === 'account_holder' ? 'last_name' : 'name',
          message: M.duplicateName(first),
        });
      else names.set(key, c.row);
    }
    for (const a of c.summary.account_numbers) {
      const first = accounts.get(a);
      if (first !== undefined) extra.push({ field: 'account_numbers', message: M.duplicateAccount(a, first) });
      else accounts.set(a, c.row);
    }
    if (extra.length) {
      c.errors.push(...dedupe(extra));
      c.summary.valid = false;
      delete c.plan;
    }
  }
  return checked;
}

/** Errors as the answer lists them: the row, the field, the user's column header, the message. */
export const rowErrors = (parsed: ParsedImport, checked: CheckedRow[]): ImportRowError[] =>
  checked.flatMap((c) =>
    c.errors.map((e) => ({
      row: c.row,
      field: e.field,
      column: parsed.headerOf[e.field as ImportField] ?? null,
      message: e.message,
    })),
  );

/** Rows whose client name is already in the organisation's list: a warning, since two clients may share a name. */
export async function existingNameWarnings(
  em: EntityManager,
  organizationId: string,
  parsed: ParsedImport,
  checked: CheckedRow[],
): Promise<ImportRowError[]> {
  const candidates = checked.filter((c) => c.plan);
  if (!candidates.length) return [];
  const lower = [...new Set(candidates.map((c) => c.summary.name.toLocaleLowerCase('en')))];
  const found = await em.getConnection().execute<{ name: string; company_type: string }[]>(
    `select distinct lower(list_name) as name, company_type from dossier_company
      where organization = ? and removed = false and lower(list_name) in (select jsonb_array_elements_text(?::jsonb))`,
    [organizationId, JSON.stringify(lower)],
  );
  const taken = new Set(found.map((f) => `${f.company_type}\u0000${f.name}`));
  return candidates
    .filter((c) => taken.has(`${c.summary.company_type}\u0000${c.summary.name.toLocaleLowerCase('en')}`))
    .map((c) => {
      const field = c.summary.company_type === 'account_holder' ? 'last_name' : 'name';
      return { row: c.row, field, column: parsed.headerOf[field] ?? null, message: M.existingName };
    });
}
