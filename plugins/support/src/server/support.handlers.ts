import type { RouteRegistrar } from '@app/core/plugin-api';
import { SUPPORT_MESSAGES as M, supportRoutes as r } from '../shared/index.ts';
import { toTicketFile } from './support.mapper.ts';
import type { SupportService, SupportThread } from './support.service.ts';

export function supportHandlers(app: RouteRegistrar, support: SupportService, thread: SupportThread): void {
  app.route(r.createTicket, async ({ em, principal, body }) => ({
    status: 'success',
    message: M.created,
    ticket: await support.create(em, principal, body),
  }));
  app.route(r.listTickets, async ({ em, principal }) => {
    const tickets = await support.list(em, principal);
    return { tickets, count: tickets.length };
  });
  app.route(r.getTicket, ({ em, principal, query }) => support.get(em, principal, query.id));
  app.route(r.createTicketMessage, async ({ em, principal, body }) => ({
    status: 'success',
    message: await support.reply(em, principal, body),
  }));
  app.route(r.updateTicket, async ({ em, principal, body }) => ({
    status: 'success',
    message: M.statusUpdated,
    ticket: await support.updateStatus(em, principal, body.ticket_id, body.status),
  }));
  app.route(r.uploadSupportFile, async ({ em, principal, request }) => ({
    status: 'success',
    file: toTicketFile(await thread.upload(em, principal, request)),
  }));
  // The ticket's author and support staff only (anyone else: 404), or the uploader's free file.
  app.route(r.getSupportFile, ({ em, principal, query, reply }) => thread.download(em, principal, query.id, reply));
}
