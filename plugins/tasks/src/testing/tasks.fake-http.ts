import { ApiError, createFakeHttp, type FakeHandlers, type FakeHttpOptions, type Http } from '@app/core/client';
import {
  statusOptions,
  TASK_MESSAGES as M,
  tasksApi,
  type Attachment,
  type Concern,
  type Task,
  type TaskMessage,
} from '../shared/index.ts';
import type { TasksTransport } from '../web/transport.tsx';
import { ALICE, attachment, BOB, concernOf, messageOf, taskOf } from './tasks.builders.ts';

export interface TasksFakeState {
  viewerId: string;
  tasks: Task[];
  messages: Record<string, TaskMessage[]>;
  concerns: Record<string, Concern[]>;
}
export type TasksHandlers = FakeHandlers<typeof tasksApi>;

/** Three tasks of two clients; the viewer (Bob) is the assignee of the first. */
export function tasksFakeState(over: Partial<TasksFakeState> = {}): TasksFakeState {
  const first = taskOf({ unread: true });
  const second = taskOf({
    _id: '00000000000000000000007b',
    description: 'Annual accounts 2025 missing',
    status: 'review',
    task_status: 'review',
    firstComment: { message: 'Please upload the annual accounts.' },
    files: [],
    creator: BOB._id,
    creator_: BOB,
    assigned_to_user_id: ALICE._id,
    assignee_: ALICE,
    status_options: ['to do', 'done'],
  });
  const third = taskOf({
    _id: '00000000000000000000007c',
    description: 'Director ID renewal',
    status: 'done',
    task_status: 'done',
    company_id: '0000000000000000000000c1',
    company_data: { _id: '0000000000000000000000c1', name: 'Harbour Trust NV' },
    files: [],
  });
  return {
    viewerId: BOB._id,
    tasks: [first, second, third],
    messages: {
      [first._id]: [
        messageOf(),
        messageOf({
          _id: '00000000000000000000003f',
          message: 'Requested from the client today.',
          username: BOB.username,
          user_id: BOB._id,
          attachments: [],
          createdAt: '2026-11-20T14:05:00.000Z',
        }),
      ],
    },
    concerns: {
      [first._id]: [
        concernOf(),
        concernOf({
          section_type: 'corporate_file',
          section_id: null,
          file_id: '0000000000000000000000a3',
          section: 'corporate',
          path: '/0000000000000000000000c0/corporate/?highlight=0000000000000000000000a3',
          label: 'Corporate — Kyc aoi 5',
        }),
      ],
    },
    ...over,
  };
}

export function createTasksFakeHttp(
  state: TasksFakeState,
  handlers: TasksHandlers = {},
  options: FakeHttpOptions = {},
): Http {
  const find = (id: string) => {
    const task = state.tasks.find((t) => t._id === id);
    if (!task) throw new ApiError(404, { message: M.taskNotFound });
    return task;
  };
  return createFakeHttp(
    tasksApi,
    {
      listTasks: ({ company_id }) => {
        const tasks = state.tasks.filter((t) => !company_id || t.company_id === company_id);
        return { tasks, count: tasks.length };
      },
      listAssignees: () => ({ users: [ALICE, BOB] }),
      unreadCount: () => ({ count: state.tasks.filter((t) => t.unread).length }),
      getTask: ({ id }) => {
        const task = find(id);
        task.unread = false;
        return { task, messages: state.messages[id] ?? [], concern: state.concerns[id] ?? [] };
      },
      updateTask: ({ task_id, status }) => {
        const task = find(task_id);
        if (
          !statusOptions({ creatorId: task.creator, assigneeId: task.assigned_to_user_id }, state.viewerId).includes(
            status,
          )
        )
          throw new ApiError(403, { message: M.statusNotYours });
        Object.assign(task, { status, task_status: status });
        return { status: 'success', message: M.statusUpdated, task };
      },
      createTaskMessage: ({ task_id, content, files }) => {
        find(task_id);
        if (!content.trim()) throw new ApiError(400, { message: M.contentRequired });
        const message = messageOf({
          _id: Math.random().toString(16).slice(2).padEnd(24, '0').slice(0, 24),
          message: content,
          username: BOB.username,
          user_id: BOB._id,
          createdAt: new Date().toISOString(),
          attachments: (files ?? []).map((f) => attachment({ _id: f })),
        });
        state.messages[task_id] = [...(state.messages[task_id] ?? []), message];
        return { status: 'success', message };
      },
      createTask: ({ task, company_id }) => {
        const created = taskOf({
          _id: Math.random().toString(16).slice(2).padEnd(24, '0').slice(0, 24),
          description: task.description || task.task_comment.split('\n')[0]!,
          company_id,
          firstComment: { message: task.task_comment },
          referances: task.concerns ?? [],
          files: [],
          creator: state.viewerId,
          status_options: ['to do', 'done'],
        });
        state.tasks = [created, ...state.tasks];
        return { status: 'success', message: M.created, task: created };
      },
      ...handlers,
    },
    options,
  );
}

export const createTasksFakeTransport = (): TasksTransport => ({
  async upload(file: File): Promise<Attachment> {
    return attachment({
      _id: Math.random().toString(16).slice(2).padEnd(24, '0').slice(0, 24),
      filename: file.name,
      filesize: file.size,
    });
  },
  async download() {
    return new Blob(['%PDF-1.4'], { type: 'application/pdf' });
  },
});
