import type { PluginContext, Principal } from '@app/core/plugin-api';
import { HttpError, notFound } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { Thread } from '@app/core/thread';
import type { AuthService } from '@app/plugin-auth/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SUPPORT_MESSAGES as M, type CreateTicket, type TicketStatus } from '../shared/index.ts';
import { TicketEntity, type TicketMessageRow, type TicketRow } from './support.entities.ts';
import { newTicketMail, staffReplyMail } from './support.mails.ts';
import { toTicketMessageWire, toTicketWire, type Author } from './support.mapper.ts';

/** Support staff read across organisations: the tenant filter is lifted and access checked here (ADR 0041). */
const ALL = { filters: false } as const;

export type SupportThread = Thread<TicketRow, TicketMessageRow>;

/** Who may see a ticket: its author, and support staff (super users) of any organisation. */
export async function visibleTicket(em: EntityManager, principal: Principal, id: string): Promise<TicketRow | null> {
  const ticket = await em.findOne(TicketEntity, { id }, ALL);
  return ticket &&
    (principal.isSuperUser || (ticket.userId === principal.userId && ticket.organization === principal.organizationId))
    ? ticket
    : null;
}

export class SupportService {
  private readonly directory: AuthService['directory'];
  constructor(
    private readonly ctx: PluginContext,
    auth: AuthService,
    private readonly thread: SupportThread,
  ) {
    this.directory = auth.directory;
  }

  private async authors(ids: string[]): Promise<Map<string, Author>> {
    const out = new Map<string, Author>();
    for (const id of new Set(ids)) {
      const u = await this.directory.findUser(id);
      if (u) out.set(id, { username: u.username, organization: u.organization.name });
    }
    return out;
  }

  private async wire(em: EntityManager, tickets: TicketRow[]) {
    if (!tickets.length) return [];
    const [authors, files] = await Promise.all([
      this.authors(tickets.map((t) => t.userId)),
      this.thread.filesOf(
        em,
        tickets.map((t) => t.id),
      ),
    ]);
    return tickets.map((t) => toTicketWire(t, authors, files));
  }

  /** The ticket when the caller may see it; anyone else (other users, other organisations) gets 404. */
  async load(em: EntityManager, principal: Principal, id: string): Promise<TicketRow> {
    const ticket = await visibleTicket(em, principal, id);
    if (!ticket) throw notFound(M.ticketNotFound);
    return ticket;
  }

  async create(em: EntityManager, principal: Principal, body: CreateTicket) {
    const subject = body.ticket.subject.trim();
    const content = body.ticket.content.trim();
    const errors = [
      ...(subject ? [] : [{ field: 'subject', message: M.subjectRequired }]),
      ...(content ? [] : [{ field: 'content', message: M.contentRequired }]),
    ];
    if (errors.length) throw new HttpError(400, errors[0]!.message, errors);
    const ticket = await em.transactional(async (tx) => {
      const row = tx.create(TicketEntity, {
        id: newId(),
        organization: principal.organizationId,
        userId: principal.userId,
        subject,
        content,
        severity: body.ticket.severity ?? 'low',
        status: 'open',
      });
      // The ticket's own files: attached to no message.
      await this.thread.attach(tx, principal, body.fileIds ?? [], row, null);
      return row;
    });
    const [wire] = await this.wire(em, [ticket]);
    const staff = (await this.directory.listUsers()).filter((u) => u.is_super_user && u._id !== principal.userId);
    for (const s of staff)
      await this.thread.mail(
        newTicketMail(s.email, this.ctx.config.publicUrl, ticket, wire!.username, wire!.organization_name),
      );
    return wire!;
  }

  async list(em: EntityManager, principal: Principal) {
    const where = principal.isSuperUser ? {} : { userId: principal.userId, organization: principal.organizationId };
    const tickets = await em.find(TicketEntity, where, {
      ...ALL,
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: 1000,
    });
    return this.wire(em, tickets);
  }

  async get(em: EntityManager, principal: Principal, id: string) {
    const ticket = await this.load(em, principal, id);
    const [messages, files] = await Promise.all([
      this.thread.messagesOf(em, [id], 'desc'),
      this.thread.filesOf(em, [id]),
    ]);
    const authors = await this.authors([ticket.userId, ...messages.map((m) => m.userId)]);
    return {
      ticket: toTicketWire(ticket, authors, files),
      messages: messages.map((m) => toTicketMessageWire(m, authors, files)),
    };
  }

  /** A reply; empty content without files is ignored (null). Staff replies mail the author. */
  async reply(em: EntityManager, principal: Principal, body: { ticket_id: string; content: string; files?: string[] }) {
    const ticket = await this.load(em, principal, body.ticket_id);
    const content = body.content.trim();
    if (!content && !body.files?.length) return null;
    if (ticket.status === 'closed') throw new HttpError(409, M.closed);
    const isStaff = principal.isSuperUser && ticket.userId !== principal.userId;
    const { message, files } = await em.transactional((tx) =>
      this.thread.write(tx, principal, ticket, content, body.files ?? [], { isStaff }),
    );
    const authors = await this.authors([principal.userId]);
    if (isStaff) {
      const author = await this.directory.findUser(ticket.userId);
      if (author)
        await this.thread.mail(
          staffReplyMail(author.email, this.ctx.config.publicUrl, ticket, content || 'New attachments'),
        );
    }
    return toTicketMessageWire(message, authors, files);
  }

  async updateStatus(em: EntityManager, principal: Principal, id: string, status: TicketStatus) {
    const ticket = await this.load(em, principal, id);
    if (ticket.status === 'closed') throw new HttpError(409, M.closed);
    if (ticket.status !== status) {
      await this.ctx.audit.record(em, {
        organizationId: ticket.organization,
        action: 'support.ticket_status_changed',
        actorId: principal.userId,
        objectType: 'support_ticket',
        objectId: id,
        before: { status: ticket.status },
        after: { status },
      });
      ticket.status = status;
      await em.flush();
    }
    return (await this.wire(em, [ticket]))[0]!;
  }
}
