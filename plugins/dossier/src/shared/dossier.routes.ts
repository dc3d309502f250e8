import { defineRoute, IdSchema, Nullable, Type } from '@app/core/shared';
import {
  CompanyDataSchema,
  ClientListItemSchema,
  ClientFiltersSchema,
  ClientListQuerySchema,
} from './company.schema.ts';
import { DashboardValuesSchema } from './dashboard-fields.ts';
import { OwnershipReportSchema } from './rules/rules.schema.ts';

const Opt = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));
const AnyId = Type.String({ maxLength: 64 });

export const createCompany = defineRoute({
  operationId: 'createCompany',
  method: 'POST',
  url: 'create-company',
  permission: 'update_dashboard',
  tags: ['dossier'],
  proposes: 'change',
  summary:
    'Add a client: the dossier exists at once, its name takes effect when a colleague approves the change request',
  body: Type.Object(
    {
      name: Opt(200),
      company_type: Opt(32),
      location_type: Opt(32),
      account_holder_type: Opt(32),
      first_name: Opt(100),
      last_name: Opt(100),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    status: Type.String(),
    company: Type.Object({ _id: IdSchema }),
    change_id: Nullable(Type.String()),
    message: Type.String(),
  }),
});

/** The seed passes search/order/page in the query string; the typed client may put them in the body. */
export const listCompanies = defineRoute({
  operationId: 'listCompanies',
  method: 'POST',
  url: 'companies/list',
  permission: 'view_dashboard_tab',
  tags: ['dossier'],
  querystring: ClientListQuerySchema,
  body: Type.Intersect([Type.Object({ filters: Type.Optional(ClientFiltersSchema) }), ClientListQuerySchema]),
  response: Type.Object({ companies: Type.Array(ClientListItemSchema), count: Type.Integer() }),
});

export const dashboardData = defineRoute({
  operationId: 'dashboardData',
  method: 'GET',
  url: 'dashboard-data',
  permission: 'view_dashboard_tab',
  tags: ['dossier'],
  querystring: Type.Object({
    company_id: AnyId,
    snapshotId: Type.Optional(Type.String({ maxLength: 64 })),
    snapshot_id: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  /** `ownership`: effective ownership through corporate shareholders, ≥ 25% persons, cycles, UBO warning (ADR 0035). */
  response: Type.Object({ companyData: CompanyDataSchema, ownership: Type.Optional(OwnershipReportSchema) }),
});

/** Dashboard save [001:399]: only changed fields; one change request per client dashboard. */
export const updateKycReview = defineRoute({
  operationId: 'updateKycReview',
  method: 'POST',
  url: 'update/kyc-review/:id',
  permission: 'update_dashboard',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Intersect([
    Type.Object({
      id: AnyId,
      snapshotId: Type.Optional(Type.String({ maxLength: 64 })),
      snapshot_id: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    DashboardValuesSchema,
    Type.Object({
      company_type: Opt(32),
      location_type: Opt(32),
      account_holder_type: Opt(32),
    }),
  ]),
  response: Type.Object({ companyData: CompanyDataSchema, change_id: Nullable(Type.String()), message: Type.String() }),
});

const Objects = Type.Array(Type.Unknown());
/** The dossier below the dashboard in one call [001:397]; each section shapes its key. */
export const kycFilesInfo = defineRoute({
  operationId: 'kycFilesInfo',
  method: 'GET',
  url: 'get-kyc-files-info_2',
  permission: 'view_dashboard_tab',
  tags: ['dossier'],
  querystring: Type.Object({
    company_id: AnyId,
    snapshotId: Type.Optional(Type.String({ maxLength: 64 })),
    snapshot_id: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  response: Type.Object({
    kycFiles: Objects,
    ubos: Objects,
    entities: Objects,
    mds: Objects,
    persons: Objects,
    listingServices: Objects,
    account_number: Objects,
    transactional_profile: Objects,
    shareholders: Objects,
  }),
});
