import { defineMultipartRoute, defineRoute, IdSchema, routePath, Type } from '@app/core/shared';
import {
  AlertSchema,
  CASE_PAGE_SIZE,
  FiledPdfSchema,
  NamedIdSchema,
  ReviewStatusSchema,
  ScreeningCaseSchema,
  DecisionSchema,
  ImportJobSchema,
  ListVersionSchema,
  ScreeningRecordSchema,
  ScreeningRequestSchema,
  ScreeningResponseSchema,
  ScreeningResultSchema,
} from './screening.schema.ts';

const Opt = (s: ReturnType<typeof Type.String>) => Type.Optional(Type.Union([s, Type.Null()]));
const AnyId = Type.String({ maxLength: 64 });
const DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

export const sanctionScreening = defineRoute({
  operationId: 'sanctionScreening',
  method: 'POST',
  url: 'sanction-screening',
  permission: 'world_search',
  tags: ['screening'],
  summary: 'Screen a person against the imported sanctions lists; the request and response are stored',
  body: Type.Object(
    {
      firstname: Type.Optional(Type.String({ maxLength: 200 })),
      surname: Type.Optional(Type.String({ maxLength: 200 })),
      dob: Type.Optional(Type.String({ maxLength: 40 })),
      nationality: Type.Optional(Type.String({ maxLength: 100 })),
      person_id: Opt(AnyId),
      company_id: Opt(AnyId),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    status: Type.String(),
    data: ScreeningResponseSchema,
    search_id: IdSchema,
    request: ScreeningRequestSchema,
    message: Type.String(),
  }),
});

/** A quick name lookup (DOB and nationality optional): answered, not stored or monitored. */
export const searchNames = defineRoute({
  operationId: 'searchNames',
  method: 'POST',
  url: 'screening/search',
  permission: 'world_search',
  tags: ['screening'],
  body: Type.Object(
    {
      firstname: Type.String({ minLength: 1, maxLength: 200 }),
      surname: Type.String({ minLength: 1, maxLength: 200 }),
      dob: Type.Optional(Type.String({ maxLength: 40 })),
      nationality: Type.Optional(Type.String({ maxLength: 100 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    result: Type.Array(ScreeningResultSchema),
    message: Type.String(),
    list_versions: ScreeningResponseSchema.properties.list_versions,
  }),
});

export const listScreenings = defineRoute({
  operationId: 'listScreenings',
  method: 'GET',
  url: 'sanction-screening-lookups',
  permission: 'world_search',
  tags: ['screening'],
  querystring: Type.Object({ company_id: Type.Optional(AnyId), person_id: Type.Optional(AnyId) }),
  response: Type.Object({ data: Type.Array(ScreeningRecordSchema) }),
});

/** Sanction History as a case list: review status, screened by, decided by; search, filters, 30 a page. */
export const listCases = defineRoute({
  operationId: 'listScreeningCases',
  method: 'GET',
  url: 'screening/cases',
  permission: 'world_search',
  tags: ['screening'],
  querystring: Type.Object(
    {
      status: Type.Optional(Type.Union([ReviewStatusSchema, Type.Literal('all')])),
      q: Type.Optional(Type.String({ maxLength: 100 })),
      from: Type.Optional(Type.String({ pattern: DATE, maxLength: 10 })),
      to: Type.Optional(Type.String({ pattern: DATE, maxLength: 10 })),
      page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
      company_id: Type.Optional(AnyId),
      person_id: Type.Optional(AnyId),
      mine: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
      /** The user the case is assigned to (who screened it, `created_by`); another organisation's → 404. */
      assignee: Type.Optional(AnyId),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    cases: Type.Array(ScreeningCaseSchema),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Literal(CASE_PAGE_SIZE),
  }),
});

/** The clients and assignees Sanction History can be filtered by: those of the caller's organisation's screenings. */
export const caseFilters = defineRoute({
  operationId: 'screeningCaseFilters',
  method: 'GET',
  url: 'screening/cases/filters',
  permission: 'world_search',
  tags: ['screening'],
  response: Type.Object({ clients: Type.Array(NamedIdSchema), assignees: Type.Array(NamedIdSchema) }),
});

/** Home: the signed-in user's open cases and the open alerts on screenings they made. */
export const myWork = defineRoute({
  operationId: 'myScreeningWork',
  method: 'GET',
  url: 'screening/my-work',
  permission: 'world_search',
  tags: ['screening'],
  response: Type.Object({
    open_cases: Type.Array(ScreeningCaseSchema),
    open_case_count: Type.Integer(),
    alerts: Type.Array(AlertSchema),
    alert_count: Type.Integer(),
  }),
});

export const getScreening = defineRoute({
  operationId: 'getScreening',
  method: 'GET',
  url: 'sanction-screening-lookups/item',
  permission: 'world_search',
  tags: ['screening'],
  querystring: Type.Object({ id: Type.String({ maxLength: 64 }) }),
  response: Type.Object({
    data: Type.Intersect([
      ScreeningRecordSchema,
      Type.Object({
        response: ScreeningResponseSchema,
        review_status: Type.Optional(ReviewStatusSchema),
        screened_by: Type.Optional(Type.String()),
      }),
    ]),
  }),
});

export const saveSanctionAsPdf = defineRoute({
  operationId: 'saveSanctionAsPdf',
  method: 'POST',
  url: 'save-sanction-as-pdf',
  permission: 'world_search',
  tags: ['screening'],
  proposes: 'change',
  body: Type.Object(
    {
      sanctionIndex: Type.Integer({ minimum: 0, maximum: 1000 }),
      search_id: Type.String({ maxLength: 64 }),
      person_id: Opt(AnyId),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    file: Type.Object({ id: IdSchema, file: Type.String(), url: Type.String() }),
    message: Type.String(),
    /** Where the PDF was filed when a dossier person was named (their world_check document). */
    filed: Type.Optional(FiledPdfSchema),
  }),
});

export const listAlerts = defineRoute({
  operationId: 'listAlerts',
  method: 'GET',
  url: 'screening/alerts',
  permission: 'world_search',
  tags: ['screening'],
  querystring: Type.Object({
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('reviewed'), Type.Literal('all')])),
  }),
  response: Type.Object({ alerts: Type.Array(AlertSchema) }),
});

export const decideHit = defineRoute({
  operationId: 'decideHit',
  method: 'POST',
  url: 'screening/decisions',
  permission: 'world_search',
  tags: ['screening'],
  summary: 'Record a reviewer decision (true match / false positive) on one hit of a screened subject',
  body: Type.Object(
    {
      search_id: Type.String({ maxLength: 64 }),
      entry_id: Type.String({ minLength: 1, maxLength: 200 }),
      decision: DecisionSchema,
      comment: Type.String({ maxLength: 5000 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ status: Type.String(), message: Type.String() }),
});

export const listVersions = defineRoute({
  operationId: 'listVersions',
  method: 'GET',
  url: 'screening/lists',
  surface: 'bo',
  superUser: true,
  tags: ['screening admin'],
  response: Type.Object({ versions: Type.Array(ListVersionSchema), jobs: Type.Array(ImportJobSchema) }),
});

export const getImportJob = defineRoute({
  operationId: 'getImportJob',
  method: 'GET',
  url: 'screening/jobs',
  surface: 'bo',
  superUser: true,
  tags: ['screening admin'],
  querystring: Type.Object({ id: Type.String({ maxLength: 64 }) }),
  response: Type.Object({ job: ImportJobSchema }),
});

export const rescreen = defineRoute({
  operationId: 'rescreen',
  method: 'POST',
  url: 'screening/rescreen',
  surface: 'bo',
  superUser: true,
  tags: ['screening admin'],
  summary:
    'Re-screen every monitored subject against the current lists as a background job; follow it with GET jobs/{id}',
  body: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({ status: Type.String(), job_id: Type.String() }),
});

/** Multipart upload (field `source`, then one or more `files`); the body is read as a stream, so no JSON schema. */
export const importList = defineMultipartRoute({
  operationId: 'importList',
  method: 'POST',
  url: 'screening/import',
  surface: 'bo',
  superUser: true,
  tags: ['screening admin'],
  summary:
    'Import a list version from uploaded files (multipart: source, optional force=true, files); returns the import job',
  multipart: Type.Object(
    { source: Type.String({ maxLength: 32 }), force: Type.String({ maxLength: 5 }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ job: ImportJobSchema }),
});
export const IMPORT_UPLOAD_PATH = routePath(importList);

/** The PDF of one saved result: bearer token, or a 60-second view token from generate-view/token. */
export const downloadPdf = defineRoute({
  operationId: 'downloadScreeningPdf',
  method: 'GET',
  url: 'sanction-screening/pdf',
  public: true,
  tags: ['screening'],
  querystring: Type.Object({
    id: Type.String({ maxLength: 64 }),
    token: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  response: Type.Unknown(),
});
