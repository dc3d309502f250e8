import { IdSchema, Nullable } from '@app/core/shared';
import { Type, type Static } from 'typebox';
import { ELEMENT_FIELDS, RECORD_FIELDS } from './constants.ts';

const L = Type.Literal;

/** A link token: 43 url-safe characters (32 random bytes); anything longer is refused before lookup. */
export const TokenSchema = Type.String({ minLength: 1, maxLength: 128 });
export const FieldValueSchema = Nullable(Type.Union([Type.String({ maxLength: 20000 }), Type.Number()]));
export const ElementTypeSchema = Type.Union([
  L('company'),
  L('corporate_person'),
  L('director'),
  L('corporate_shareholder'),
  L('shareholder'),
  L('beneficiary'),
]);
export const LinkKindSchema = Type.Union([L('form'), L('documents')]);
export type LinkKind = Static<typeof LinkKindSchema>;

/** `token` and `url` only for those who may create due diligence, and only while active (ADR 0063); state and expiry for everyone. */
export const LinkInfoSchema = Type.Object({
  token: Nullable(Type.String()),
  url: Nullable(Type.String()),
  expires_at: Nullable(Type.String()),
  state: Type.Union([L('active'), L('expired'), L('revoked'), L('none')]),
});
export type LinkInfo = Static<typeof LinkInfoSchema>;

export const DdListItemSchema = Type.Object({
  _id: IdSchema,
  comment: Type.String(),
  status: Type.String(),
  company_type: Type.String(),
  createdAt: Type.String(),
  changesCount: Type.Integer(),
  access_link_token: Nullable(Type.String()),
  access_link_documents_token: Nullable(Type.String()),
  links: Type.Object({ form: LinkInfoSchema, documents: LinkInfoSchema }),
});
export type DdListItem = Static<typeof DdListItemSchema>;

const recordValues = Object.fromEntries(RECORD_FIELDS.map((f) => [f, FieldValueSchema])) as Record<
  (typeof RECORD_FIELDS)[number],
  typeof FieldValueSchema
>;
export const CommentSchema = Type.Object({
  comment: Type.String(),
  date: Type.String(),
  /** An approval without some documents: the documents the approver acknowledged, each with its state then (ADR 0073). */
  acknowledged_documents: Type.Optional(
    Type.Array(Type.Object({ name: Type.String(), status: Type.Union([L('none'), L('rejected')]) })),
  ),
});
export const DdRecordSchema = Type.Object({
  _id: IdSchema,
  company_id: IdSchema,
  company_name: Type.String(),
  comment: Type.String(),
  status: Type.String(),
  comments: Type.Array(CommentSchema),
  ...recordValues,
  /** Staff edits of an approved form waiting for approval (field → proposed value). */
  new_values: Type.Record(Type.String(), FieldValueSchema),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** The last submit through the form link: when, from which address and browser (staff only; null for link holders). */
  submitted_at: Nullable(Type.String()),
  submitted_ip: Nullable(Type.String()),
  submitted_user_agent: Nullable(Type.String()),
});
export type DdRecord = Static<typeof DdRecordSchema>;

const elementValues = Object.fromEntries(ELEMENT_FIELDS.map((f) => [f, Type.Optional(FieldValueSchema)])) as Record<
  (typeof ELEMENT_FIELDS)[number],
  ReturnType<typeof Type.Optional<typeof FieldValueSchema>>
>;
export const DdElementSchema = Type.Object({
  _id: IdSchema,
  due_diligense_id: IdSchema,
  type: Type.String(),
  position: Type.Integer(),
  pending_creation: Type.Boolean(),
  ...elementValues,
  new_values: Type.Record(Type.String(), FieldValueSchema),
});
export type DdElement = Static<typeof DdElementSchema>;

export const DdFileSchema = Type.Object({
  id: IdSchema,
  documentType: Type.String(),
  dueDiligence: Type.Boolean(),
  dueDiligenceElement: Nullable(Type.String()),
  status: Type.Union([L('pending'), L('approved'), L('rejected')]),
  client_comment: Type.String(),
  admin_comment: Type.String(),
  file: Type.Object({
    filename: Type.String(),
    serverName: Type.String(),
    filesize: Type.Integer(),
    uploadDate: Type.String(),
    mime: Type.String(),
  }),
  /** Where the upload through the link came from (staff only; null for link holders). */
  uploaded_ip: Nullable(Type.String()),
  uploaded_user_agent: Nullable(Type.String()),
});
export type DdFile = Static<typeof DdFileSchema>;

export const DdInfoSchema = Type.Object({
  status: Type.String(),
  dueDiligence: DdRecordSchema,
  elements: Type.Array(DdElementSchema),
  docs: Type.Array(DdFileSchema),
  company_name: Type.String(),
  /** How the caller sees the record: a staff member, or a limited user with a form or documents link. */
  access: Type.Object({
    viewer: Type.Union([L('staff'), L('client')]),
    link: Nullable(LinkKindSchema),
    can_edit: Type.Boolean(),
    can_upload: Type.Boolean(),
    expires_at: Nullable(Type.String()),
    /** The staff viewer revealed or used a link of this record: four-eyes refuses their approval (ADR 0063). */
    involved: Type.Boolean(),
  }),
  links: Type.Optional(Type.Object({ form: LinkInfoSchema, documents: LinkInfoSchema })),
});
export type DdInfo = Static<typeof DdInfoSchema>;

const strict = { additionalProperties: false } as const;
const recordPatch = Object.fromEntries(RECORD_FIELDS.map((f) => [f, Type.Optional(FieldValueSchema)]));
export const RecordPatchSchema = Type.Object(recordPatch, strict);
const elementPatch = Object.fromEntries(ELEMENT_FIELDS.map((f) => [f, Type.Optional(FieldValueSchema)]));
export const ElementPatchSchema = Type.Object({ _id: IdSchema, ...elementPatch }, strict);
export type ElementPatch = Static<typeof ElementPatchSchema>;

export const DdSettingsSchema = Type.Object({
  link_days: Type.Integer({ minimum: 1, maximum: 365 }),
  cors_origins: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
});
export type DdSettings = Static<typeof DdSettingsSchema>;
