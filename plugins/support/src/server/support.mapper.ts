import { filesOfMessage, type ThreadFileRow } from '@app/core/thread';
import type { Severity, Ticket, TicketFile, TicketMessage, TicketStatus } from '../shared/index.ts';
import type { TicketMessageRow, TicketRow } from './support.entities.ts';

export interface Author {
  username: string;
  organization: string;
}

export const toTicketFile = (f: ThreadFileRow): TicketFile => ({
  _id: f.id,
  filename: f.filename,
  filesize: f.filesize,
  created_at: f.createdAt.toISOString(),
});

export const toTicketWire = (t: TicketRow, authors: Map<string, Author>, files: ThreadFileRow[]): Ticket => ({
  ticket_id: t.id,
  subject: t.subject,
  content: t.content,
  severity: t.severity as Severity,
  status: t.status as TicketStatus,
  user_id: t.userId,
  username: authors.get(t.userId)?.username ?? 'former user',
  organization_name: authors.get(t.userId)?.organization ?? '',
  created_at: t.createdAt.toISOString(),
  files: files.filter((f) => f.threadId === t.id).map(toTicketFile),
});

export const toTicketMessageWire = (
  m: TicketMessageRow,
  authors: Map<string, Author>,
  files: ThreadFileRow[],
): TicketMessage => ({
  id: m.id,
  type: m.isStaff ? 'admin' : 'user',
  username: m.isStaff
    ? `${authors.get(m.userId)?.username ?? 'support'} (support)`
    : (authors.get(m.userId)?.username ?? 'former user'),
  user_id: m.userId,
  admin_id: m.isStaff ? m.userId : null,
  message: m.message,
  created_at: m.createdAt.toISOString(),
  attachments: filesOfMessage(files, m.id).map(toTicketFile),
});
