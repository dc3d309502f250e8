import { buildTestApp, mailTo, recipients } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import t from 'tap';
import { SUPPORT_MESSAGES as M, supportRoutes as r } from '../shared/index.ts';
import { purgeFreeUploads, supportServerPlugin } from './index.ts';
import { downloadSupportFile, PDF, uploadSupportFile } from './support.test-helpers.ts';

const api = await buildTestApp(t, { plugins: [authServerPlugin, supportServerPlugin] });
const admin = await registerAdmin(api);
const user = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const colleague = await createMember(api, admin, 'DATA_CONTROLLER');
const stranger = await registerAdmin(api);
const staff = await superUser(api);
const staff2 = await superUser(api);

const ticketBody = (over: Record<string, unknown> = {}, fileIds: string[] = []) => ({
  ticket: {
    subject: 'Cannot upload passport',
    content: 'The upload fails with a red notice.',
    severity: 'high',
    ...over,
  },
  fileIds,
});
const countAll = async () => (await api.call(r.listTickets, {}, staff.token)).body.count as number;

let ticketId = '';
let fileId = '';

t.test('create: a user opens a ticket with an attachment; every support staff member is mailed', async (t) => {
  const up = await uploadSupportFile(api, user.token, 'screenshot.pdf', PDF);
  t.equal(up.status, 200);
  const res = await api.call(r.createTicket, ticketBody({}, [up.body.file._id]), user.token);
  t.equal(res.status, 200);
  t.equal(res.body.status, 'success');
  const ticket = res.body.ticket;
  t.equal(ticket.status, 'open');
  t.equal(ticket.severity, 'high');
  t.equal(ticket.user_id, user.id);
  t.equal(ticket.username, user.username);
  t.same(
    ticket.files.map((f: { filename: string }) => f.filename),
    ['screenshot.pdf'],
  );
  ticketId = ticket.ticket_id;
  fileId = ticket.files[0]._id;
  for (const s of [staff, staff2]) {
    const mail = await mailTo(api.smtp, s.email, /New support ticket \(high\): Cannot upload passport/);
    t.match(mail.text, `/help-center/${ticketId}`);
  }
  t.notOk(
    api.smtp.mails.some((m) => recipients(m).includes(user.email) && /New support ticket/.test(m.subject ?? '')),
    'the author is not mailed as staff',
  );
  const low = await api.call(
    r.createTicket,
    { ticket: { subject: 'Question', content: 'How do I export?' } },
    colleague.token,
  );
  t.equal(low.body.ticket.severity, 'low', 'severity defaults to low');
});

t.test('create: the seed messages; nothing is created on bad input', async (t) => {
  const before = await countAll();
  const cases: [string, Record<string, unknown>, string?][] = [
    ['empty subject', ticketBody({ subject: '  ' }), M.subjectRequired],
    ['empty content', ticketBody({ content: ' \n ' }), M.contentRequired],
    ['both empty', ticketBody({ subject: '', content: '' }), M.subjectRequired],
    ['missing subject', { ticket: { content: 'x', severity: 'low' } }],
    ['bad severity', ticketBody({ severity: 'urgent' })],
    ['unknown field', { ...ticketBody(), extra: true }],
    ['subject too long', ticketBody({ subject: 'x'.repeat(201) })],
    ['file of another user', ticketBody({}, [fileId])],
  ];
  for (const [name, body, message] of cases) {
    const res = await api.call(r.createTicket, body, user.token);
    t.equal(res.status, 400, name);
    if (message) t.equal(res.body.message, message, name);
  }
  const both = await api.call(r.createTicket, ticketBody({ subject: '', content: '' }), user.token);
  t.same(
    both.body.errors.map((e: { field: string }) => e.field),
    ['subject', 'content'],
    'one message per field',
  );
  t.equal(await countAll(), before);
});

t.test("read: support staff see every ticket, others 'My Tickets'; anyone else 404", async (t) => {
  const mine = await api.call(r.listTickets, {}, user.token);
  t.same(
    mine.body.tickets.map((x: { ticket_id: string }) => x.ticket_id),
    [ticketId],
  );
  t.equal(mine.body.count, 1);
  t.equal((await api.call(r.listTickets, {}, colleague.token)).body.count, 1, 'a colleague sees only their own');
  t.same((await api.call(r.listTickets, {}, stranger.token)).body.tickets, []);
  const all = await api.call(r.listTickets, {}, staff.token);
  t.ok(all.body.count >= 2);
  t.ok(all.body.tickets.find((x: { ticket_id: string }) => x.ticket_id === ticketId).organization_name.length > 0);
  t.equal((await api.call(r.getTicket, { id: ticketId }, user.token)).status, 200);
  t.equal((await api.call(r.getTicket, { id: ticketId }, staff.token)).status, 200);
  t.equal(
    (await api.call(r.getTicket, { id: ticketId }, colleague.token)).status,
    404,
    'same organisation, not the author',
  );
  t.equal((await api.call(r.getTicket, { id: ticketId }, stranger.token)).status, 404, 'another organisation');
  t.equal((await api.call(r.getTicket, { id: 'nope' }, user.token)).status, 400);
});

t.test('attachments: participants and super users only, streamed; 10 MB; type by content', async (t) => {
  const own = await downloadSupportFile(api, user.token, fileId);
  t.equal(own.statusCode, 200);
  t.equal(own.headers['content-type'], 'application/pdf');
  t.same(own.rawPayload, PDF);
  t.equal((await downloadSupportFile(api, staff.token, fileId)).statusCode, 200, 'support staff');
  t.equal((await downloadSupportFile(api, colleague.token, fileId)).statusCode, 404, 'a colleague of the author');
  t.equal((await downloadSupportFile(api, stranger.token, fileId)).statusCode, 404, 'another organisation');
  t.equal((await downloadSupportFile(api, null, fileId)).statusCode, 401);
  t.equal((await downloadSupportFile(api, user.token, 'f'.repeat(24))).statusCode, 404);
  const big = await uploadSupportFile(api, user.token, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
  t.equal(big.body.message, M.fileTooBig('big.pdf'));
  const exe = await uploadSupportFile(api, user.token, 'x.png', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]));
  t.equal(exe.body.message, M.fileType);
});

t.test('replies: empty ones ignored; a staff reply mails the author; new messages first', async (t) => {
  const empty = await api.call(r.createTicketMessage, { ticket_id: ticketId, content: '   ' }, user.token);
  t.equal(empty.status, 200);
  t.equal(empty.body.message, null, 'silently ignored');
  const up = await uploadSupportFile(api, staff.token, 'answer.pdf', PDF);
  const reply = await api.call(
    r.createTicketMessage,
    { ticket_id: ticketId, content: 'Please try again now.', files: [up.body.file._id] },
    staff.token,
  );
  t.equal(reply.status, 200);
  t.equal(reply.body.message.type, 'admin');
  t.equal(reply.body.message.admin_id, staff.id);
  const mail = await mailTo(api.smtp, user.email, /Support replied to your ticket: Cannot upload passport/);
  t.match(mail.text, 'Please try again now.');
  t.match(mail.text, `/help-center/${ticketId}`);
  const back = await api.call(r.createTicketMessage, { ticket_id: ticketId, content: 'Works, thanks!' }, user.token);
  t.equal(back.body.message.type, 'user');
  t.equal(back.body.message.admin_id, null);
  const view = await api.call(r.getTicket, { id: ticketId }, user.token);
  t.same(
    view.body.messages.map((m: { message: string }) => m.message),
    ['Works, thanks!', 'Please try again now.'],
  );
  t.equal(view.body.messages[1].attachments[0].filename, 'answer.pdf');
  t.equal(
    (await downloadSupportFile(api, user.token, up.body.file._id)).statusCode,
    200,
    'the author reads the staff attachment',
  );
  t.equal((await api.call(r.createTicketMessage, { ticket_id: ticketId, content: 'x' }, colleague.token)).status, 404);
  t.equal((await api.call(r.createTicketMessage, { ticket_id: ticketId, content: 'x' }, stranger.token)).status, 404);
  t.equal((await api.call(r.createTicketMessage, { ticket_id: 'bad', content: 'x' }, user.token)).status, 400);
});

t.test('status: super users only, never after closed', async (t) => {
  t.equal(
    (await api.call(r.updateTicket, { ticket_id: ticketId, status: 'closed' }, user.token)).status,
    403,
    'the author may not',
  );
  t.equal(
    (await api.call(r.updateTicket, { ticket_id: ticketId, status: 'closed' }, admin.token)).status,
    403,
    'an administrator may not',
  );
  t.equal((await api.call(r.updateTicket, { ticket_id: ticketId, status: 'solved' }, staff.token)).status, 400);
  t.equal((await api.call(r.updateTicket, { ticket_id: 'a'.repeat(24), status: 'pending' }, staff.token)).status, 404);
  const pending = await api.call(r.updateTicket, { ticket_id: ticketId, status: 'pending' }, staff.token);
  t.equal(pending.status, 200);
  t.equal(pending.body.ticket.status, 'pending');
  t.equal(
    (await api.call(r.updateTicket, { ticket_id: ticketId, status: 'closed' }, staff2.token)).body.ticket.status,
    'closed',
  );
  for (const status of ['open', 'pending', 'closed']) {
    const res = await api.call(r.updateTicket, { ticket_id: ticketId, status }, staff.token);
    t.equal(res.status, 409, `closed → ${status}`);
    t.equal(res.body.message, M.closed);
  }
  t.equal(
    (await api.call(r.createTicketMessage, { ticket_id: ticketId, content: 'reopen please' }, user.token)).status,
    409,
    'no reply on a closed ticket',
  );
  t.equal((await api.call(r.getTicket, { id: ticketId }, user.token)).body.ticket.status, 'closed');
});

t.test('free uploads never attached are purged after a day; attached ones stay', async (t) => {
  const free = await uploadSupportFile(api, colleague.token, 'abandoned.pdf', PDF);
  t.equal(await purgeFreeUploads(api.ctx), 0, 'nothing is a day old yet');
  t.ok((await purgeFreeUploads(api.ctx, Date.now() + 25 * 3600_000)) >= 1);
  t.equal((await downloadSupportFile(api, colleague.token, free.body.file._id)).statusCode, 404);
  t.equal((await downloadSupportFile(api, user.token, fileId)).statusCode, 200, 'attached files stay');
});
