import type { RouteRegistrar } from '@app/core/plugin-api';
import { TASK_MESSAGES as M, tasksRoutes as r } from '../shared/index.ts';
import { toAttachment } from './task.mapper.ts';
import type { TaskService, TaskThread } from './task.service.ts';

export function tasksHandlers(app: RouteRegistrar, tasks: TaskService, thread: TaskThread): void {
  app.route(r.createTask, async ({ em, principal, body }) => ({
    status: 'success',
    message: M.created,
    task: await tasks.create(em, principal, body),
  }));
  app.route(r.listTasks, async ({ em, principal, query }) => {
    const list = await tasks.list(em, principal, query.company_id);
    return { tasks: list, count: list.length };
  });
  app.route(r.listAssignees, async ({ principal }) => ({ users: await tasks.assignees(principal.organizationId) }));
  app.route(r.unreadCount, async ({ em, principal }) => ({ count: await tasks.unreadCount(em, principal) }));
  app.route(r.getTask, ({ em, principal, query }) => tasks.get(em, principal, query.id));
  app.route(r.updateTask, async ({ em, principal, body }) => ({
    status: 'success',
    message: M.statusUpdated,
    task: await tasks.updateStatus(em, principal, body.task_id, body.status),
  }));
  app.route(r.createTaskMessage, async ({ em, principal, body }) => ({
    status: 'success',
    message: await tasks.addMessage(em, principal, body),
  }));
  app.route(r.uploadTaskFile, async ({ em, principal, request }) => ({
    status: 'success',
    file: toAttachment(await thread.upload(em, principal, request)),
  }));
  // Attachments of tasks of the caller's organisation, or the caller's own free upload.
  app.route(r.getTaskFile, ({ em, principal, query, reply }) => thread.download(em, principal, query.id, reply));
}
