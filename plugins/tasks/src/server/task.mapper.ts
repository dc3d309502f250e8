import { filesOfMessage, type ThreadFileRow, type ThreadMessageRow } from '@app/core/thread';
import type { Attachment, PersonRef, Task, TaskMessage, TaskStatus } from '../shared/index.ts';
import { statusOptions } from '../shared/index.ts';
import type { TaskRow } from './task.entities.ts';

export const toAttachment = (f: ThreadFileRow): Attachment => ({
  _id: f.id,
  filename: f.filename,
  filesize: f.filesize,
  createdAt: f.createdAt.toISOString(),
});

export const personRef = (id: string, names: Map<string, string>): PersonRef => ({
  _id: id,
  username: names.get(id) ?? 'former user',
  first_name: '',
  last_name: '',
});

export interface TaskView {
  names: Map<string, string>;
  companyName: string;
  firstMessage: string | null;
  files: ThreadFileRow[];
  viewerId: string;
}

export function toTaskWire(t: TaskRow, v: TaskView): Task {
  const status = t.status as TaskStatus;
  return {
    _id: t.id,
    description: t.description,
    task_status: status,
    status,
    creator: t.creatorId,
    creator_: personRef(t.creatorId, v.names),
    assigned_to_user_id: t.assigneeId,
    assignee_: personRef(t.assigneeId, v.names),
    company_id: t.companyId,
    company_data: { _id: t.companyId, name: v.companyName },
    firstComment: v.firstMessage === null ? null : { message: v.firstMessage },
    createdAt: t.createdAt.toISOString(),
    referances: t.referances,
    files: v.files.map(toAttachment),
    unread: t.assigneeId === v.viewerId && t.assigneeUnread,
    status_options: statusOptions(t, v.viewerId),
  };
}

export const toMessageWire = (
  m: ThreadMessageRow,
  names: Map<string, string>,
  files: ThreadFileRow[],
): TaskMessage => ({
  _id: m.id,
  message: m.message,
  type: 'user',
  username: names.get(m.userId) ?? 'former user',
  user_id: m.userId,
  admin_id: null,
  createdAt: m.createdAt.toISOString(),
  attachments: filesOfMessage(files, m.id).map(toAttachment),
});
