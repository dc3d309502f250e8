import type { PluginContext, Principal } from '@app/core/plugin-api';
import { badRequest, HttpError, notFound, receiveFile, storeWithRecord, type MailMessage } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { AuthDirectory } from '@app/plugin-auth/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SUPPORT_MESSAGES as M, type CreateTicket, type TicketStatus } from '../shared/index.ts';
import { SupportFileEntity, TicketEntity, TicketMessageEntity, type SupportFileRow, type TicketRow } from './support.entities.ts';
import { newTicketMail, staffReplyMail } from './support.mails.ts';
import { toTicketMessageWire, toTicketWire, type Author } from './support.mapper.ts';

export const MAX_SUPPORT_FILE = 10 * 1024 * 1024;
/** Support staff read across organisations: the tenant filter is lifted and access checked here (ADR 0041). */
const ALL = { filters: false } as const;

export class SupportService {
  constructor(private readonly ctx: PluginContext) {}
  private get directory() { return (this.ctx.services.auth as { directory: AuthDirectory }).directory; }

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
      em.find(SupportFileEntity, { ticketId: { $in: tickets.map((t) => t.id) } }, { ...ALL, orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    return tickets.map((t) => toTicketWire(t, authors, files));
  }

  /** The ticket when the caller is its author or support staff; anyone else (other users, other organisations) gets 404. */
  async load(em: EntityManager, principal: Principal, id: string): Promise<TicketRow> {
    const ticket = await em.findOne(TicketEntity, { id }, ALL);
    if (!ticket || !(principal.isSuperUser || (ticket.userId === principal.userId && ticket.organization === principal.organizationId))) throw notFound(M.ticketNotFound);
    return ticket;
  }

  async create(em: EntityManager, principal: Principal, body: CreateTicket) {
    const subject = body.ticket.subject.trim();
    const content = body.ticket.content.trim();
    const errors = [...(subject ? [] : [{ field: 'subject', message: M.subjectRequired }]), ...(content ? [] : [{ field: 'content', message: M.contentRequired }])];
    if (errors.length) throw new HttpError(400, errors[0]!.message, errors);
    const ticket = await em.transactional(async (tx) => {
      const row = tx.create(TicketEntity, { id: newId(), organization: principal.organizationId, userId: principal.userId, subject, content, severity: body.ticket.severity ?? 'low', status: 'open' });
      await this.attach(tx, principal, body.fileIds ?? [], row, null);
      return row;
    });
    const [wire] = await this.wire(em, [ticket]);
    const staff = (await this.directory.listUsers()).filter((u) => u.is_super_user && u._id !== principal.userId);
    for (const s of staff) await this.mail(newTicketMail(s.email, this.ctx.config.publicUrl, ticket, wire!.username, wire!.organization_name));
    return wire!;
  }

  async list(em: EntityManager, principal: Principal) {
    const where = principal.isSuperUser ? {} : { userId: principal.userId, organization: principal.organizationId };
    const tickets = await em.find(TicketEntity, where, { ...ALL, orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1000 });
    return this.wire(em, tickets);
  }

  async get(em: EntityManager, principal: Principal, id: string) {
    const ticket = await this.load(em, principal, id);
    const [messages, files] = await Promise.all([
      em.find(TicketMessageEntity, { ticketId: id }, { ...ALL, orderBy: { createdAt: 'desc', id: 'desc' } }),
      em.find(SupportFileEntity, { ticketId: id }, { ...ALL, orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    const authors = await this.authors([ticket.userId, ...messages.map((m) => m.userId)]);
    return { ticket: toTicketWire(ticket, authors, files), messages: messages.map((m) => toTicketMessageWire(m, authors, files)) };
  }

  /** A reply; empty content without files is ignored (null). Staff replies mail the author. */
  async reply(em: EntityManager, principal: Principal, body: { ticket_id: string; content: string; files?: string[] }) {
    const ticket = await this.load(em, principal, body.ticket_id);
    const content = body.content.trim();
    if (!content && !body.files?.length) return null;
    if (ticket.status === 'closed') throw new HttpError(409, M.closed);
    const isStaff = principal.isSuperUser && ticket.userId !== principal.userId;
    const { message, files } = await em.transactional(async (tx) => {
      const message = tx.create(TicketMessageEntity, { id: newId(), organization: ticket.organization, ticketId: ticket.id, userId: principal.userId, isStaff, message: content });
      const files = await this.attach(tx, principal, body.files ?? [], ticket, message.id);
      return { message, files };
    });
    const authors = await this.authors([principal.userId]);
    if (isStaff) {
      const author = await this.directory.findUser(ticket.userId);
      if (author) await this.mail(staffReplyMail(author.email, this.ctx.config.publicUrl, ticket, content || 'New attachments'));
    }
    return toTicketMessageWire(message, authors, files);
  }

  async updateStatus(em: EntityManager, principal: Principal, id: string, status: TicketStatus) {
    const ticket = await this.load(em, principal, id);
    if (ticket.status === 'closed') throw new HttpError(409, M.closed);
    if (ticket.status !== status) {
      await this.ctx.audit.record(em, { organizationId: ticket.organization, action: 'support.ticket_status_changed', actorId: principal.userId, objectType: 'support_ticket', objectId: id, before: { status: ticket.status }, after: { status } });
      ticket.status = status;
      await em.flush();
    }
    return (await this.wire(em, [ticket]))[0]!;
  }

  async upload(em: EntityManager, principal: Principal, request: unknown): Promise<SupportFileRow> {
    const file = await receiveFile(request, MAX_SUPPORT_FILE, { required: M.fileRequired, tooBig: M.fileTooBig, badType: M.fileType });
    const id = newId();
    const storageKey = `support/${principal.organizationId}/${id}`;
    return storeWithRecord(this.ctx.storage, storageKey, file.content, async () => {
      const row = em.create(SupportFileEntity, {
        id, organization: principal.organizationId, uploadedBy: principal.userId, ticketId: null, messageId: null,
        filename: file.filename, filesize: file.content.length, contentType: file.type.mime, storageKey,
      });
      await em.flush();
      return row;
    });
  }

  /** The file for a download: the ticket's author and support staff only (anyone else: 404), or the uploader's free file. */
  async fileFor(em: EntityManager, principal: Principal, id: string): Promise<SupportFileRow> {
    const file = await em.findOne(SupportFileEntity, { id }, ALL);
    if (!file) throw notFound(M.fileNotFound);
    if (!file.ticketId) {
      if (file.uploadedBy !== principal.userId) throw notFound(M.fileNotFound);
      return file;
    }
    await this.load(em, principal, file.ticketId).catch(() => {
      throw notFound(M.fileNotFound);
    });
    return file;
  }

  /** Attaches the caller's free uploads; they then belong to the ticket's organisation. */
  private async attach(em: EntityManager, principal: Principal, ids: readonly string[], ticket: TicketRow, messageId: string | null) {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const files = await em.find(SupportFileEntity, { id: { $in: unique }, uploadedBy: principal.userId, ticketId: null }, ALL);
    if (files.length !== unique.length) throw badRequest(M.attachmentUnknown, 'fileIds');
    for (const f of files) Object.assign(f, { ticketId: ticket.id, messageId, organization: ticket.organization });
    return files;
  }

  private async mail(message: MailMessage) {
    try {
      await this.ctx.mailer.send(message);
    } catch (err) {
      this.ctx.log.warn({ err, subject: message.subject }, 'support mail not sent');
    }
  }
}
