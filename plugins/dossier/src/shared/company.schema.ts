import { IdSchema, Nullable, Type, type Static } from '@app/core/shared';
import { AnyFieldSchema, Literals } from './fields.ts';
import { DASHBOARD_FIELD_NAMES, type DashboardField } from './dashboard-fields.ts';
import { ACCOUNT_HOLDER_TYPES, COMPANY_TYPES, LOCATION_TYPES, RISK_LEVELS } from './options.ts';
import { SectionCompletenessSchema } from './rules/rules.schema.ts';

const IsoDay = Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Bool = Type.Union([Type.Boolean(), Literals(['true', 'false', 'yes', 'no'] as const)]);

/** Client list filters [001:54]: review dates on `next_review_date`, added dates on `createdAt` (ADR 0026). */
export const ClientFiltersSchema = Type.Object(
  {
    company_type: Type.Optional(Nullable(Literals(COMPANY_TYPES))),
    review_date_present: Type.Optional(Nullable(Bool)),
    review_start_date: Type.Optional(Nullable(IsoDay)),
    review_end_date: Type.Optional(Nullable(IsoDay)),
    added_at_start: Type.Optional(Nullable(IsoDay)),
    added_at_end: Type.Optional(Nullable(IsoDay)),
    /** The approved risk level, or `none` for clients without one (ADR 0071). */
    risk_level: Type.Optional(Nullable(Literals([...RISK_LEVELS, 'none'] as const))),
  },
  { additionalProperties: false },
);
export type ClientFilters = Static<typeof ClientFiltersSchema>;

export const ORDERING_KEYS = [
  'createdAt',
  'name',
  'first_name',
  'last_name',
  'company_type',
  'location_type',
  'account_holder_type',
  'next_review_date',
  'changesCount',
] as const;
export const ClientListQuerySchema = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  orderingKey: Type.Optional(Type.Union([Literals(ORDERING_KEYS), Type.Literal('')])),
  orderingValue: Type.Optional(Literals(['asc', 'desc', 'ASC', 'DESC', '1', '-1', ''] as const)),
  page: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: 100000 }), Type.String({ pattern: '^[0-9]{0,6}$' })]),
  ),
});
export type ClientListQuery = Static<typeof ClientListQuerySchema>;

export const ClientListItemSchema = Type.Object({
  _id: IdSchema,
  name: Nullable(Type.String()),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  company_type: Literals(COMPANY_TYPES),
  location_type: Nullable(Literals(LOCATION_TYPES)),
  account_holder_type: Nullable(Literals(ACCOUNT_HOLDER_TYPES)),
  next_review_date: Nullable(Type.String()),
  createdAt: Type.String(),
  changesCount: Type.Integer(),
  /** The creation awaits approval (the name shown is the proposed one). */
  pending_creation: Type.Boolean(),
});
export type ClientListItem = Static<typeof ClientListItemSchema>;

export const CompanyDataSchema = Type.Object({
  _id: IdSchema,
  company_type: Type.Object({ value: Literals(COMPANY_TYPES) }),
  location_type: Type.Object({ value: Nullable(Literals(LOCATION_TYPES)) }),
  account_holder_type: Type.Object({ value: Nullable(Literals(ACCOUNT_HOLDER_TYPES)) }),
  ...(Object.fromEntries(DASHBOARD_FIELD_NAMES.map((f) => [f, AnyFieldSchema])) as Record<
    DashboardField,
    typeof AnyFieldSchema
  >),
  account_number_label: Type.String(),
  createdAt: Type.String(),
  changesCount: Type.Integer(),
  pending_creation: Type.Boolean(),
  /**
   * Dashboard completeness over approved values; `warning` is the seed's notification notice.
   * `missing`: empty even counting pending values; `pending`: filled only by a value awaiting approval.
   */
  completeness: Type.Object({
    complete: Type.Boolean(),
    missing: Type.Array(Type.String()),
    pending: Type.Optional(Type.Array(Type.String())),
    warning: Nullable(Type.String()),
  }),
  /** Completeness by section (documents, owners, missing structure) for the donuts; `dashboard-data` fills it (ADR 0034). */
  sections: Type.Optional(Type.Array(SectionCompletenessSchema)),
});
export type CompanyData = Static<typeof CompanyDataSchema>;
