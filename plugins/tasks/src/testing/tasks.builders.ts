import type { Attachment, Concern, PersonRef, Task, TaskMessage } from '../shared/index.ts';

const id = (n: number) => n.toString(16).padStart(24, '0');
export const COMPANY_ID = id(0xc0);
export const ALICE: PersonRef = { _id: id(1), username: 'alice.compliance', first_name: 'Alice', last_name: 'Meyer' };
export const BOB: PersonRef = { _id: id(2), username: 'bob.manager', first_name: 'Bob', last_name: 'Stone' };

export const attachment = (over: Partial<Attachment> = {}): Attachment => ({
  _id: id(0xf1),
  filename: 'passport-scan.pdf',
  filesize: 482_133,
  createdAt: '2026-11-20T09:30:00.000Z',
  ...over,
});

/** A task as the server sends it (wire shape), for stories and component tests. */
export const taskOf = (over: Partial<Task> = {}): Task => ({
  _id: id(0x7a),
  description: 'Check the passport of Ann Lee',
  task_status: 'to do',
  status: 'to do',
  creator: ALICE._id,
  creator_: ALICE,
  assigned_to_user_id: BOB._id,
  assignee_: BOB,
  company_id: COMPANY_ID,
  company_data: { _id: COMPANY_ID, name: 'Acme Holding BV' },
  firstComment: { message: 'The passport copy expires next month; please request a new certified copy.' },
  createdAt: '2026-11-20T09:30:00.000Z',
  referances: [{ section_type: 'individual', section_id: id(0xa1), file_id: id(0xa2) }],
  files: [attachment()],
  unread: false,
  status_options: ['to do', 'review'],
  ...over,
});

export const messageOf = (over: Partial<TaskMessage> = {}): TaskMessage => ({
  _id: id(0x3e),
  message: 'The passport copy expires next month; please request a new certified copy.',
  type: 'user',
  username: ALICE.username,
  user_id: ALICE._id,
  admin_id: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  attachments: [attachment()],
  ...over,
});

export const concernOf = (over: Partial<Concern> = {}): Concern => ({
  section_type: 'individual',
  section_id: id(0xa1),
  file_id: id(0xa2),
  section: 'shareholders',
  path: `/${COMPANY_ID}/shareholders/?highlight=${id(0xa2)}`,
  label: 'Ann Lee — Passport file',
  exists: true,
  ...over,
});
