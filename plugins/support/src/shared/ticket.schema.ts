import { IdSchema, Nullable, ThreadContentSchema, ThreadFileIdsSchema, Type, type Static } from '@app/core/shared';
import { SEVERITIES, SUPPORT_MESSAGES as M, TICKET_STATUSES, type Severity, type TicketStatus } from './messages.ts';

export const SeveritySchema = Type.Unsafe<Severity>(
  Type.String({ enum: [...SEVERITIES], errorMessage: 'Severity must be low, medium or high' }),
);
export const TicketStatusSchema = Type.Unsafe<TicketStatus>(
  Type.String({ enum: [...TICKET_STATUSES], errorMessage: 'Status must be open, pending or closed' }),
);

export const TicketFileSchema = Type.Object({
  _id: IdSchema,
  filename: Type.String(),
  filesize: Type.Integer(),
  created_at: Type.String(),
});
export type TicketFile = Static<typeof TicketFileSchema>;

/** Ticket of seed 002 §3 plus the author's name and the attachments of the ticket. */
export const TicketSchema = Type.Object({
  ticket_id: IdSchema,
  subject: Type.String(),
  content: Type.String(),
  severity: SeveritySchema,
  status: TicketStatusSchema,
  user_id: Type.String(),
  username: Type.String(),
  /** The author's organisation (support staff see every organisation's tickets). */
  organization_name: Type.String(),
  created_at: Type.String(),
  files: Type.Array(TicketFileSchema),
});
export type Ticket = Static<typeof TicketSchema>;

export const TicketMessageSchema = Type.Object({
  id: IdSchema,
  /** 'admin' for a reply of the support staff, 'user' for the ticket's author [002:123]. */
  type: Type.String(),
  username: Type.String(),
  user_id: Type.String(),
  admin_id: Nullable(Type.String()),
  message: Type.String(),
  created_at: Type.String(),
  attachments: Type.Array(TicketFileSchema),
});
export type TicketMessage = Static<typeof TicketMessageSchema>;

export const CreateTicketSchema = Type.Object(
  {
    ticket: Type.Object(
      {
        subject: Type.String({ maxLength: 200, errorMessage: M.subjectRequired }),
        content: Type.String({ maxLength: 10_000, errorMessage: M.contentRequired }),
        severity: Type.Optional(SeveritySchema),
      },
      { additionalProperties: false },
    ),
    fileIds: Type.Optional(ThreadFileIdsSchema),
  },
  { additionalProperties: false },
);
export type CreateTicket = Static<typeof CreateTicketSchema>;

export const CreateTicketMessageSchema = Type.Object(
  { content: ThreadContentSchema, ticket_id: IdSchema, files: Type.Optional(ThreadFileIdsSchema) },
  { additionalProperties: false },
);
