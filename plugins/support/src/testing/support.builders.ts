import type { Ticket, TicketFile, TicketMessage } from '../shared/index.ts';

const id = (n: number) => n.toString(16).padStart(24, '0');
export const USER_ID = id(1);
export const STAFF_ID = id(2);

export const ticketFile = (over: Partial<TicketFile> = {}): TicketFile => ({
  _id: id(0xf1),
  filename: 'upload-error.png',
  filesize: 88_412,
  created_at: '2026-11-20T09:30:00.000Z',
  ...over,
});

export const ticketOf = (over: Partial<Ticket> = {}): Ticket => ({
  ticket_id: id(0x71),
  subject: 'Cannot upload the passport copy',
  content: 'The upload fails with a red notice after a few seconds.',
  severity: 'high',
  status: 'open',
  user_id: USER_ID,
  username: 'alice.compliance',
  organization_name: 'Acme Services Ltd',
  created_at: '2026-11-20T09:30:00.000Z',
  files: [ticketFile()],
  ...over,
});

export const ticketMessageOf = (over: Partial<TicketMessage> = {}): TicketMessage => ({
  id: id(0x31),
  type: 'admin',
  username: 'support (support)',
  user_id: STAFF_ID,
  admin_id: STAFF_ID,
  message: 'Thanks, we fixed the upload limit. Please try again.',
  created_at: '2026-11-20T11:02:00.000Z',
  attachments: [],
  ...over,
});
