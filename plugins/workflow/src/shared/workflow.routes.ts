import { defineRoute, IdSchema, StatusSchema, Type } from '@app/core/shared';
import { LabelCatalogSchema } from './labels.ts';
import {
  AuditQuerySchema,
  AuditVerificationSchema,
  ClientCountSchema,
  ReviewActionSchema,
  ViewSchema,
  WorkflowSettingsSchema,
} from './workflow.schema.ts';

const AnyId = Type.String({ minLength: 1, maxLength: 64 });
const strict = { additionalProperties: false } as const;
const Done = Type.Object({ status: Type.String(), message: Type.String() });
const IsoDate = Type.String({ maxLength: 40 });
/** Query strings are not coerced (ADR 0008): numbers travel as digit strings. */
const Digits = Type.String({ pattern: '^[0-9]{1,9}$' });

export const approveChange = defineRoute({
  operationId: 'approveChange',
  method: 'POST',
  url: 'changes/approve',
  permission: 'approve_requested_changes',
  tags: ['workflow'],
  summary: 'Apply every field of a pending change (or the removal) in one transaction',
  body: Type.Object({ id: AnyId }, strict),
  response: Type.Object({ status: Type.String(), message: Type.String(), actionTaken: Type.String() }),
});

export const denyChange = defineRoute({
  operationId: 'denyChange',
  method: 'POST',
  url: 'changes/deny',
  permission: 'reject_requested_changes',
  tags: ['workflow'],
  body: Type.Object(
    { id: AnyId, text: Type.String({ maxLength: 5000 }), comment: Type.Optional(Type.Unknown()) },
    strict,
  ),
  response: Done,
});

export const affectedChanges = defineRoute({
  operationId: 'affectedChanges',
  method: 'POST',
  url: 'changes/affected',
  permission: 'view_requested_changes',
  tags: ['workflow'],
  summary:
    "Every pending change approving a removal closes: the object's own edits (skipped) and its related objects' (cascade_deleted)",
  body: Type.Object({ id: AnyId }, strict),
  response: Type.Object({
    relatedChanges: Type.Array(ReviewActionSchema),
    /** How approving closes each of `relatedChanges` (same order). */
    closes: Type.Array(
      Type.Object({
        id: Type.String(),
        actionTaken: Type.Union([Type.Literal('skipped'), Type.Literal('cascade_deleted')]),
      }),
    ),
  }),
});

export const listNotifications = defineRoute({
  operationId: 'listNotifications',
  method: 'GET',
  url: 'notifications',
  tags: ['workflow'],
  summary: 'Changes waiting (forConfirmation: view_requested_changes) or handled (forHistory: view_change_log)',
  querystring: Type.Object({
    view: ViewSchema,
    offset: Type.Optional(Digits),
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9]|[1-9][0-9]|1[0-9][0-9]|200)$', description: '1 to 200' })),
    /** A client's id (24 hex characters); anything else is a 400, not an empty page. */
    company_id: Type.Optional(IdSchema),
  }),
  response: Type.Object({ notifications: Type.Array(ReviewActionSchema), count: Type.Integer() }),
});

export const countNotifications = defineRoute({
  operationId: 'countNotifications',
  method: 'GET',
  url: 'notifications/count',
  tags: ['workflow'],
  querystring: Type.Object({ view: ViewSchema, company_id: Type.Optional(IdSchema) }),
  response: Type.Object({ count: Type.Integer() }),
});

export const readNotification = defineRoute({
  operationId: 'readNotification',
  method: 'POST',
  url: 'notifications/read',
  tags: ['workflow'],
  body: Type.Object({ notification_id: AnyId }, strict),
  response: StatusSchema,
});

export const getNotification = defineRoute({
  operationId: 'getNotification',
  method: 'GET',
  url: 'notification/:id',
  tags: ['workflow'],
  querystring: Type.Object({ id: AnyId }),
  response: Type.Object({ notification: ReviewActionSchema }),
});

export const notificationsByClient = defineRoute({
  operationId: 'notificationsByClient',
  method: 'GET',
  url: 'notification-by-client',
  tags: ['workflow'],
  querystring: Type.Object({
    view: ViewSchema,
    search: Type.Optional(Type.String({ maxLength: 200 })),
    orderingKey: Type.Optional(
      Type.Union([Type.Literal('createdAt'), Type.Literal('company_name'), Type.Literal('count')]),
    ),
    orderingValue: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  }),
  response: Type.Object({ data: Type.Array(ClientCountSchema), count: Type.Integer() }),
});

export const deleteObject = defineRoute({
  operationId: 'deleteObject',
  method: 'POST',
  url: 'delete-object',
  tags: ['workflow'],
  proposes: 'removal',
  summary: 'Request the removal of a dossier object (a remove action, applied on approval)',
  body: Type.Object(
    {
      id: AnyId,
      type: Type.String({ minLength: 1, maxLength: 64 }),
      accessToken: Type.Optional(Type.String({ maxLength: 2000 })),
      label: Type.Optional(Type.String({ maxLength: 200 })),
    },
    strict,
  ),
  response: Done,
});

export const getWorkflowSettings = defineRoute({
  operationId: 'getWorkflowSettings',
  method: 'GET',
  url: 'workflow/settings',
  tags: ['workflow'],
  response: WorkflowSettingsSchema,
});

export const saveWorkflowSettings = defineRoute({
  operationId: 'saveWorkflowSettings',
  method: 'POST',
  url: 'workflow/settings',
  tags: ['workflow'],
  summary: 'Administrator only; every change is recorded in the audit trail',
  body: Type.Object(
    {
      four_eyes: Type.Optional(Type.Boolean()),
      digest_after_hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 30 })),
    },
    strict,
  ),
  response: Type.Object({ status: Type.String(), message: Type.String(), settings: WorkflowSettingsSchema }),
});

/**
 * The human labels of every reviewable type (ADR 0067): object, fields, option texts. Product words,
 * the same for every organisation; anyone who may view changes (either view) reads them.
 */
export const getWorkflowLabels = defineRoute({
  operationId: 'getWorkflowLabels',
  method: 'GET',
  url: 'workflow/labels',
  tags: ['workflow'],
  response: LabelCatalogSchema,
});

/** Streamed download (CSV or JSON array); the response is not buffered. */
export const exportAudit = defineRoute({
  operationId: 'exportAudit',
  method: 'GET',
  url: 'audit/export',
  permission: 'view_change_log',
  tags: ['audit'],
  querystring: AuditQuerySchema,
  response: Type.Any(),
});

export const verifyAudit = defineRoute({
  operationId: 'verifyAudit',
  method: 'GET',
  url: 'audit/verify',
  permission: 'view_change_log',
  tags: ['audit'],
  querystring: Type.Object({ from: Type.Optional(IsoDate), to: Type.Optional(IsoDate) }),
  response: AuditVerificationSchema,
});

/** Server-sent events: `change` whenever a change of the caller's organisation is proposed or handled. */
export const notificationStream = defineRoute({
  operationId: 'notificationStream',
  method: 'GET',
  url: 'notifications/stream',
  tags: ['workflow'],
  response: Type.Any(),
});
