import { defineMultipartRoute, defineRoute, IdSchema, Nullable, routePath, routeUrl, Type } from '@app/core/shared';
import {
  CreateTicketMessageSchema,
  CreateTicketSchema,
  TicketFileSchema,
  TicketMessageSchema,
  TicketSchema,
  TicketStatusSchema,
} from './ticket.schema.ts';

const tags = ['support'];

export const createTicket = defineRoute({
  operationId: 'createTicket',
  method: 'POST',
  url: 'support/create',
  tags,
  summary: 'Open a support ticket (subject, content, severity) with uploaded attachments; support staff are mailed',
  body: CreateTicketSchema,
  response: Type.Object({ status: Type.String(), message: Type.String(), ticket: TicketSchema }),
});

export const listTickets = defineRoute({
  operationId: 'listTickets',
  method: 'GET',
  url: 'support/get/tickets',
  tags,
  summary: "Support staff (super users) see every ticket, others their own ('My Tickets'); newest first",
  response: Type.Object({ tickets: Type.Array(TicketSchema), count: Type.Integer() }),
});

export const getTicket = defineRoute({
  operationId: 'getTicket',
  method: 'GET',
  url: 'support/get/ticket/:id',
  tags,
  summary: 'One ticket and its messages, newest first',
  querystring: Type.Object({ id: IdSchema }),
  response: Type.Object({ ticket: TicketSchema, messages: Type.Array(TicketMessageSchema) }),
});

export const createTicketMessage = defineRoute({
  operationId: 'createTicketMessage',
  method: 'POST',
  url: 'support/message/create',
  tags,
  summary: 'Reply on a ticket; an empty reply without files is silently ignored (message null)',
  body: CreateTicketMessageSchema,
  response: Type.Object({ status: Type.String(), message: Nullable(TicketMessageSchema) }),
});

export const updateTicket = defineRoute({
  operationId: 'updateTicket',
  method: 'POST',
  url: 'support/ticket/update',
  tags,
  superUser: true,
  summary: 'Ticket status (open, pending, closed): super users only, never after closed',
  body: Type.Object({ ticket_id: IdSchema, status: TicketStatusSchema }, { additionalProperties: false }),
  response: Type.Object({ status: Type.String(), message: Type.String(), ticket: TicketSchema }),
});

/** Multipart, field `file`, one file per call, at most 10 MB; the type is read from the content. */
export const uploadSupportFile = defineMultipartRoute({
  operationId: 'uploadSupportFile',
  method: 'POST',
  url: 'support/upload-file',
  tags,
  multipart: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({ status: Type.String(), file: TicketFileSchema }),
});
export const UPLOAD_SUPPORT_FILE_PATH = routePath(uploadSupportFile);

/** Streams an attachment to the ticket's author or a super user; anyone else gets 404. */
export const getSupportFile = defineRoute({
  operationId: 'getSupportFile',
  method: 'GET',
  url: 'get-support-file/',
  tags,
  querystring: Type.Object({ id: IdSchema }),
  response: Type.Unknown(),
});
export const supportFilePath = (id: string) => routeUrl(getSupportFile, { id });
