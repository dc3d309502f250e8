import { IdSchema, StatusSchema, defineMultipartRoute, defineRoute, routePath } from '@app/core/shared';
import { Type } from 'typebox';
import {
  DdElementSchema,
  DdInfoSchema,
  DdListItemSchema,
  DdRecordSchema,
  DdSettingsSchema,
  DdFileSchema,
  ElementPatchSchema,
  ElementTypeSchema,
  LinkInfoSchema,
  LinkKindSchema,
  RecordPatchSchema,
  TokenSchema,
} from './dd.schema.ts';
import { LINK_PATHS } from './link-calls.ts';

const tags = ['due-diligence'];
const strict = { additionalProperties: false } as const;
const Done = Type.Object({ status: Type.String(), message: Type.String() });
const PageSchema = Type.String({ pattern: '^[1-9][0-9]{0,5}$' });

// ---- staff (signed in) ----
export const listDueDiligence = defineRoute({
  operationId: 'listDueDiligence',
  method: 'GET',
  url: 'due-diligence/list',
  tags,
  permission: 'view_due_diligence',
  querystring: Type.Object({ company_id: IdSchema, page: Type.Optional(PageSchema) }, strict),
  response: Type.Object({
    dueDiligence: Type.Array(DdListItemSchema),
    count: Type.Integer(),
    company_name: Type.String(),
  }),
});
export const createDueDiligence = defineRoute({
  operationId: 'createDueDiligence',
  method: 'POST',
  url: 'due-diligence/create',
  tags,
  permission: 'create_due_diligence',
  body: Type.Object({ company_id: IdSchema, label: Type.String({ maxLength: 200 }) }, strict),
  response: Type.Object({ status: Type.String(), message: Type.String(), dueDiligence: DdListItemSchema }),
});
export const getDueDiligence = defineRoute({
  operationId: 'getDueDiligence',
  method: 'GET',
  url: 'due-diligence/:id',
  tags,
  permission: 'view_due_diligence',
  querystring: Type.Object({ id: IdSchema }, strict),
  response: DdInfoSchema,
});
/** "POST due-diligence (load data)" [002:239]: the same read as GET by id, for staff. */
export const loadDueDiligence = defineRoute({
  operationId: 'loadDueDiligence',
  method: 'POST',
  url: 'due-diligence',
  tags,
  permission: 'view_due_diligence',
  body: Type.Object({ id: IdSchema }, strict),
  response: DdInfoSchema,
});
export const setDueDiligenceState = defineRoute({
  operationId: 'setDueDiligenceState',
  method: 'POST',
  url: 'due-diligence/state',
  tags,
  permission: 'approve_due_diligence',
  summary:
    'Approve or reject a submitted due diligence; approving while documents are missing or rejected needs `acknowledge_documents` naming exactly those documents',
  body: Type.Object(
    {
      id: IdSchema,
      status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
      comment: Type.Optional(Type.String({ maxLength: 5000 })),
      /** The names of the missing and rejected documents ('Proof of Address for Eva Smit'), as the approve dialog lists them. */
      acknowledge_documents: Type.Optional(Type.Array(Type.String({ maxLength: 400 }), { maxItems: 500 })),
    },
    strict,
  ),
  response: Type.Object({ status: Type.String(), message: Type.String(), dueDiligence: DdRecordSchema }),
});
export const setDocumentState = defineRoute({
  operationId: 'setDocumentState',
  method: 'POST',
  url: 'document/state',
  tags,
  permission: 'approve_due_diligence',
  body: Type.Object(
    {
      id: IdSchema,
      status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
      comment: Type.Optional(Type.String({ maxLength: 5000 })),
    },
    strict,
  ),
  response: Type.Object({ status: Type.String(), message: Type.String(), file: DdFileSchema }),
});
export const getElement = defineRoute({
  operationId: 'getDueDiligenceElement',
  method: 'GET',
  url: 'due-diligence/element/:id',
  tags,
  permission: 'view_due_diligence',
  querystring: Type.Object({ id: IdSchema, dependencies: Type.Optional(Type.String({ maxLength: 5 })) }, strict),
  response: Type.Object({
    status: Type.String(),
    dueDiligenceElement: DdElementSchema,
    dueDiligence: Type.Optional(
      Type.Object({ _id: IdSchema, company_id: IdSchema, comment: Type.String(), status: Type.String() }),
    ),
  }),
});
export const getRecord = defineRoute({
  operationId: 'getDueDiligenceRecord',
  method: 'GET',
  url: 'due-diligence/record/:id',
  tags,
  permission: 'view_due_diligence',
  querystring: Type.Object({ id: IdSchema, dependencies: Type.Optional(Type.String({ maxLength: 5 })) }, strict),
  response: Type.Object({
    status: Type.String(),
    dueDiligenceRecord: DdRecordSchema,
    elements: Type.Optional(Type.Array(DdElementSchema)),
  }),
});
export const revokeLink = defineRoute({
  operationId: 'revokeDueDiligenceLink',
  method: 'POST',
  url: 'due-diligence/link/revoke',
  tags,
  permission: 'update_due_diligence',
  body: Type.Object({ id: IdSchema, kind: LinkKindSchema }, strict),
  response: Type.Object({ status: Type.String(), message: Type.String(), link: LinkInfoSchema }),
});
export const reissueLink = defineRoute({
  operationId: 'reissueDueDiligenceLink',
  method: 'POST',
  url: 'due-diligence/link/reissue',
  tags,
  permission: 'update_due_diligence',
  body: Type.Object(
    { id: IdSchema, kind: LinkKindSchema, days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })) },
    strict,
  ),
  response: Type.Object({ status: Type.String(), message: Type.String(), link: LinkInfoSchema }),
});
/** Hands the link to one who may create due diligence; audited, and the revealer no longer approves the record (ADR 0063). */
export const revealLink = defineRoute({
  operationId: 'revealDueDiligenceLink',
  method: 'POST',
  url: 'due-diligence/reveal-link',
  tags,
  permission: 'create_due_diligence',
  body: Type.Object({ id: IdSchema, kind: LinkKindSchema }, strict),
  response: Type.Object({ status: Type.String(), message: Type.String(), link: LinkInfoSchema }),
});
export const getSettings = defineRoute({
  operationId: 'getDueDiligenceSettings',
  method: 'GET',
  url: 'due-diligence/settings',
  tags,
  permission: 'view_due_diligence',
  response: DdSettingsSchema,
});
export const saveSettings = defineRoute({
  operationId: 'saveDueDiligenceSettings',
  method: 'POST',
  url: 'due-diligence/settings',
  tags,
  summary: 'Administrator only',
  body: Type.Object(
    {
      link_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
      cors_origins: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })),
    },
    strict,
  ),
  response: Type.Object({ status: Type.String(), message: Type.String(), settings: DdSettingsSchema }),
});

// ---- staff or a link holder (token in the payload) ----
const TokenOrId = { token: Type.Optional(TokenSchema), id: Type.Optional(IdSchema) };
export const saveDueDiligence = defineRoute({
  operationId: 'saveDueDiligence',
  ...LINK_PATHS.saveDueDiligence,
  tags,
  public: true,
  proposes: 'change',
  summary:
    'Client with the form link (token) while created, draft or rejected; staff (id, update_due_diligence) only on an approved form, as change requests',
  body: Type.Object(
    {
      ...TokenOrId,
      record: Type.Optional(RecordPatchSchema),
      elements: Type.Optional(Type.Array(ElementPatchSchema, { maxItems: 200 })),
    },
    strict,
  ),
  response: Type.Object({ status: Type.String(), message: Type.String(), change_ids: Type.Array(Type.String()) }),
});
export const addElement = defineRoute({
  operationId: 'addDueDiligenceElement',
  ...LINK_PATHS.addElement,
  tags,
  public: true,
  proposes: 'change',
  body: Type.Object({ ...TokenOrId, type: ElementTypeSchema, name: Type.String({ maxLength: 200 }) }, strict),
  response: Type.Object({
    status: Type.String(),
    message: Type.String(),
    element: DdElementSchema,
    change_id: Type.Optional(Type.String()),
  }),
});
export const downloadFile = defineRoute({
  operationId: 'downloadDueDiligenceFile',
  method: 'GET',
  url: 'due-diligence/download-file',
  tags,
  public: true,
  summary:
    "A document of a due diligence by serverName (and filename); staff with view_due_diligence or the record's link token",
  querystring: Type.Object(
    {
      serverName: Type.String({ minLength: 1, maxLength: 64 }),
      filename: Type.Optional(Type.String({ maxLength: 255 })),
      token: Type.Optional(TokenSchema),
    },
    strict,
  ),
  response: Type.Any(),
});
export const downloadPdf = defineRoute({
  operationId: 'downloadDueDiligencePdf',
  method: 'GET',
  url: 'due-diligence/pdf',
  tags,
  public: true,
  summary:
    "The form as 'Due Dilligence Form.pdf' (A4 portrait, margin 10 mm, scale 2); staff by id or the record's link token",
  querystring: Type.Object(TokenOrId, strict),
  response: Type.Any(),
});

// ---- link holders (limited users) ----
export const checkAccessToken = defineRoute({
  operationId: 'checkAccessToken',
  ...LINK_PATHS.checkAccessToken,
  tags,
  public: true,
  body: Type.Object({ token: TokenSchema }, strict),
  response: Type.Object({
    status: Type.String(),
    user: Type.Object({
      limited: Type.Literal(true),
      kind: LinkKindSchema,
      due_diligence_id: IdSchema,
      company_name: Type.String(),
      expires_at: Type.String(),
    }),
  }),
});
export const dueDiligenceInfo = defineRoute({
  operationId: 'dueDiligenceInfo',
  ...LINK_PATHS.dueDiligenceInfo,
  tags,
  public: true,
  body: Type.Object({ token: TokenSchema, id: Type.Optional(IdSchema) }, strict),
  response: DdInfoSchema,
});
export const dueDiligenceDocInfo = defineRoute({
  operationId: 'dueDiligenceDocInfo',
  ...LINK_PATHS.dueDiligenceDocInfo,
  tags,
  public: true,
  body: Type.Object({ token: TokenSchema, id: Type.Optional(IdSchema) }, strict),
  response: DdInfoSchema,
});
export const submitReport = defineRoute({
  operationId: 'submitDueDiligence',
  ...LINK_PATHS.submitReport,
  tags,
  public: true,
  body: Type.Object({ token: TokenSchema }, strict),
  response: Type.Object({ status: Type.String(), message: Type.String(), dueDiligence: DdRecordSchema }),
});
/** Multipart: `file`, `doc_type`, `content`, `due_diligence_id`, `token`, `dueDiligenceElement` (person documents). */
export const uploadFile = defineMultipartRoute({
  operationId: 'uploadDueDiligenceFile',
  ...LINK_PATHS.uploadFile,
  tags,
  public: true,
  bodyLimit: 11 * 1024 * 1024,
  summary: 'Multipart upload by a link holder: one PDF, PNG or JPEG file of at most 10 MB (type checked by content)',
  multipart: Type.Object(
    {
      token: TokenSchema,
      doc_type: Type.String({ maxLength: 64 }),
      content: Type.String({ maxLength: 2000 }),
      due_diligence_id: Type.String({ maxLength: 64 }),
      dueDiligenceElement: Type.String({ maxLength: 64 }),
    },
    strict,
  ),
  response: Type.Object({ status: Type.String(), message: Type.String(), file: DdFileSchema }),
});
export const UPLOAD_PATH = routePath(uploadFile);
export const deleteOwnFile = defineRoute({
  operationId: 'deleteDueDiligenceFile',
  ...LINK_PATHS.deleteOwnFile,
  tags,
  public: true,
  summary: "A link holder removes one of the record's documents that is not approved (staff use delete-object)",
  body: Type.Object({ token: TokenSchema, id: IdSchema }, strict),
  response: StatusSchema,
});
export { Done as DoneSchema };
