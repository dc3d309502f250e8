import { Nullable, Type, type Static } from '@app/core/shared';

const IsoDate = Type.String({ maxLength: 40 });

export const VIEWS = ['forConfirmation', 'forHistory'] as const;
export const ViewSchema = Type.Union([Type.Literal('forConfirmation'), Type.Literal('forHistory')]);
export type View = Static<typeof ViewSchema>;

export const ActionTypeSchema = Type.Union([Type.Literal('change'), Type.Literal('remove')]);
export type ActionType = Static<typeof ActionTypeSchema>;
export const StatusValueSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('denied'),
]);
export type ChangeStatus = Static<typeof StatusValueSchema>;
export const ActionTakenSchema = Type.Union([
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('skipped'),
  Type.Literal('cascade_deleted'),
]);
export type ActionTaken = Static<typeof ActionTakenSchema>;

/** One field of a change: the approved value when proposed, and the proposed one. */
export interface FieldChange {
  current: unknown;
  new: unknown;
}

/**
 * One proposal of a field's value (ADR 0062). A field's proposals run oldest first; the last one
 * proposed the change's current `new` (or set the field back to its approved value: `reverted`).
 */
export interface FieldProposal {
  new: unknown;
  user_id: string;
  user_name: string;
  at: string;
  reverted?: true;
}

export const ProposerSchema = Type.Object({ user_id: Type.String(), user_name: Type.String() });
/** Someone who proposed a value of a change (in the order they first did); none of them may approve it. */
export type Proposer = Static<typeof ProposerSchema>;

/** Seed reference flags/ids of a review action (which kind of dossier object it concerns). */
export const REFERENCE_KEYS = [
  'kyc_file',
  'person',
  'legalEntity',
  'ubo_related',
  'mbd_related',
  'share_holder_related',
  'subsidiary',
  'kyc_review',
  'account_number',
  'transaction_profile',
  'due_diligence_record',
  'due_diligence_element',
  // A change proposed by restoring a dossier revision carries the revision's id (ADR 0036).
  'revision',
] as const;

const Ref = Type.Optional(Nullable(Type.String()));

/**
 * A review action (seed 002 §1(d)) as the list, item and affected calls return it. `fields` and
 * `sourceObjectState` are JSON text as in the seed; `rejectCommentStructure` is the Plate value.
 */
export const ReviewActionSchema = Type.Object({
  _id: Type.String(),
  datetime: Type.String(),
  user_name: Type.String(),
  created_by: Type.String(),
  handled_at: Nullable(Type.String()),
  handled_by_name: Nullable(Type.String()),
  actionType: ActionTypeSchema,
  actionTaken: Nullable(ActionTakenSchema),
  status: StatusValueSchema,
  objectType: Type.String(),
  object_id: Type.String(),
  fields: Type.String(),
  /** Everyone who proposed any value of this change, the author first (ADR 0062). */
  proposers: Type.Array(ProposerSchema),
  /** JSON text like `fields`: per field, every proposal oldest first (`FieldProposal`), overwritten ones kept. */
  field_proposals: Type.String(),
  sourceObjectState: Nullable(Type.String()),
  fileInfo: Nullable(Type.String()),
  rejectCommentStructure: Type.Optional(Type.Unknown()),
  reject_reason: Nullable(Type.String()),
  company_id: Nullable(Type.String()),
  company_name: Type.String(),
  view: ViewSchema,
  is_read: Type.Boolean(),
  version: Type.Integer(),
  ...(Object.fromEntries(REFERENCE_KEYS.map((k) => [k, Ref])) as Record<(typeof REFERENCE_KEYS)[number], typeof Ref>),
});
export type ReviewAction = Static<typeof ReviewActionSchema>;

export const ClientCountSchema = Type.Object({
  company_id: Type.String(),
  company_name: Type.String(),
  count: Type.Integer(),
  datetime: Type.String(),
});
export type ClientCount = Static<typeof ClientCountSchema>;

export const WorkflowSettingsSchema = Type.Object({ four_eyes: Type.Boolean(), digest_after_hours: Type.Integer() });
export type WorkflowSettings = Static<typeof WorkflowSettingsSchema>;

export const AuditVerificationSchema = Type.Object({
  ok: Type.Boolean(),
  verified: Type.Integer(),
  broken: Type.Optional(Type.Object({ id: Nullable(Type.String()), position: Type.Integer(), reason: Type.String() })),
});

/** Audit Trail popup choices (seed 002 §1(a)) mapped onto event filters. */
export const AUDIT_DETAILS = ['corporate', 'shareholder', 'managing_director', 'due_diligence'] as const;
export const AUDIT_TYPES = ['workflow', 'change_log'] as const;
export const AUDIT_STATUSES = ['approved', 'pending', 'denied'] as const;

export const AuditQuerySchema = Type.Object({
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  client: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('json')])),
  details: Type.Optional(Type.String({ maxLength: 200, description: `comma-separated: ${AUDIT_DETAILS.join(', ')}` })),
  type: Type.Optional(Type.Union([Type.Literal('workflow'), Type.Literal('change_log')])),
  status: Type.Optional(Type.Union([Type.Literal('approved'), Type.Literal('pending'), Type.Literal('denied')])),
});

export type AuditQuery = Static<typeof AuditQuerySchema>;
