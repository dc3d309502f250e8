import { ApiError, createFakeHttp, type FakeHandlers, type FakeHttpOptions, type Http } from '@app/core/client';
import {
  supportApi,
  SUPPORT_MESSAGES as M,
  type Ticket,
  type TicketFile,
  type TicketMessage,
} from '../shared/index.ts';
import type { SupportTransport } from '../web/transport.tsx';
import { STAFF_ID, ticketFile, ticketMessageOf, ticketOf, USER_ID } from './support.builders.ts';

export interface SupportFakeState {
  staff: boolean;
  tickets: Ticket[];
  messages: Record<string, TicketMessage[]>;
}
export type SupportHandlers = FakeHandlers<typeof supportApi>;

const newId = () => Math.random().toString(16).slice(2).padEnd(24, '0').slice(0, 24);

export function supportFakeState(over: Partial<SupportFakeState> = {}): SupportFakeState {
  const first = ticketOf();
  const second = ticketOf({
    ticket_id: '000000000000000000000072',
    subject: 'How do I export the change log?',
    content: 'Is there a CSV export?',
    severity: 'low',
    status: 'closed',
    files: [],
    created_at: '2026-11-18T08:00:00.000Z',
  });
  return {
    staff: false,
    tickets: [first, second],
    messages: {
      [first.ticket_id]: [
        ticketMessageOf(),
        ticketMessageOf({
          id: '000000000000000000000030',
          type: 'user',
          username: 'alice.compliance',
          user_id: USER_ID,
          admin_id: null,
          message: 'It still fails for PDF files larger than 5 MB.',
          created_at: '2026-11-20T10:15:00.000Z',
        }),
      ],
    },
    ...over,
  };
}

export function createSupportFakeHttp(
  state: SupportFakeState,
  handlers: SupportHandlers = {},
  options: FakeHttpOptions = {},
): Http {
  const find = (id: string) => {
    const t = state.tickets.find((x) => x.ticket_id === id);
    if (!t) throw new ApiError(404, { message: M.ticketNotFound });
    return t;
  };
  return createFakeHttp(
    supportApi,
    {
      listTickets: () => ({ tickets: state.tickets, count: state.tickets.length }),
      getTicket: ({ id }) => ({ ticket: find(id), messages: state.messages[id] ?? [] }),
      createTicket: ({ ticket }) => {
        if (!ticket.subject.trim()) throw new ApiError(400, { message: M.subjectRequired });
        if (!ticket.content.trim()) throw new ApiError(400, { message: M.contentRequired });
        const created = ticketOf({
          ticket_id: newId(),
          subject: ticket.subject,
          content: ticket.content,
          severity: ticket.severity ?? 'low',
          files: [],
        });
        state.tickets = [created, ...state.tickets];
        return { status: 'success', message: M.created, ticket: created };
      },
      createTicketMessage: ({ ticket_id, content, files }) => {
        const t = find(ticket_id);
        if (!content.trim() && !files?.length) return { status: 'success', message: null };
        if (t.status === 'closed') throw new ApiError(409, { message: M.closed });
        const message = ticketMessageOf({
          id: newId(),
          type: state.staff ? 'admin' : 'user',
          admin_id: state.staff ? STAFF_ID : null,
          username: state.staff ? 'support (support)' : t.username,
          message: content,
          created_at: new Date().toISOString(),
        });
        state.messages[ticket_id] = [message, ...(state.messages[ticket_id] ?? [])];
        return { status: 'success', message };
      },
      updateTicket: ({ ticket_id, status }) => {
        const t = find(ticket_id);
        if (!state.staff) throw new ApiError(403, { message: 'You do not have permission to perform this action' });
        if (t.status === 'closed') throw new ApiError(409, { message: M.closed });
        t.status = status;
        return { status: 'success', message: M.statusUpdated, ticket: t };
      },
      ...handlers,
    },
    options,
  );
}

export const createSupportFakeTransport = (): SupportTransport => ({
  async upload(file: File): Promise<TicketFile> {
    return ticketFile({ _id: newId(), filename: file.name, filesize: file.size });
  },
  async download() {
    return new Blob(['%PDF-1.4'], { type: 'application/pdf' });
  },
});
