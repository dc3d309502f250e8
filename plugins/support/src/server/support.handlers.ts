import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import { contentDisposition } from '@app/core/server';
import { SUPPORT_MESSAGES as M, supportRoutes as r } from '../shared/index.ts';
import { toTicketFile } from './support.mapper.ts';
import { SupportService } from './support.service.ts';

export function supportHandlers(app: RouteRegistrar, ctx: PluginContext): void {
  const support = new SupportService(ctx);

  app.route(r.createTicket, async ({ em, principal, body }) => ({ status: 'success', message: M.created, ticket: await support.create(em, principal, body) }));
  app.route(r.listTickets, async ({ em, principal }) => {
    const tickets = await support.list(em, principal);
    return { tickets, count: tickets.length };
  });
  app.route(r.getTicket, ({ em, principal, query }) => support.get(em, principal, query.id));
  app.route(r.createTicketMessage, async ({ em, principal, body }) => ({ status: 'success', message: await support.reply(em, principal, body) }));
  app.route(r.updateTicket, async ({ em, principal, body }) => ({ status: 'success', message: M.statusUpdated, ticket: await support.updateStatus(em, principal, body.ticket_id, body.status) }));
  app.route(r.uploadSupportFile, async ({ em, principal, request }) => ({ status: 'success', file: toTicketFile(await support.upload(em, principal, request)) }));
  app.route(r.getSupportFile, async ({ em, principal, query, reply }) => {
    const file = await support.fileFor(em, principal, query.id);
    const { stream, size } = await ctx.storage.stream(file.storageKey);
    return reply.type(file.contentType).header('content-length', size).header('content-disposition', contentDisposition(file.filename)).header('x-content-type-options', 'nosniff').send(stream);
  });
}
