import { defineMultipartRoute, defineRoute, IdSchema, routePath, routeUrl, Type } from '@app/core/shared';
import {
  AttachmentSchema,
  ConcernSchema,
  CreateTaskMessageSchema,
  CreateTaskSchema,
  PersonRefSchema,
  TaskMessageSchema,
  TaskSchema,
  TaskStatusSchema,
} from './task.schema.ts';

const tags = ['tasks'];
/** Tasks live in client dossiers: whoever may open a dossier may see and discuss its tasks (ADR 0040). */
const permission = 'view_dashboard_tab';

export const createTask = defineRoute({
  operationId: 'createTask',
  method: 'POST',
  url: 'task/create',
  tags,
  permission,
  summary:
    'Create a task on a client for a colleague, with references to dossier sections and files and uploaded attachments',
  body: CreateTaskSchema,
  response: Type.Object({ status: Type.String(), message: Type.String(), task: TaskSchema }),
});

export const listTasks = defineRoute({
  operationId: 'listTasks',
  method: 'GET',
  url: 'task/list',
  tags,
  permission,
  summary: 'Tasks of one client (company_id), or of every client of the organisation',
  querystring: Type.Object({ company_id: Type.Optional(IdSchema) }),
  response: Type.Object({ tasks: Type.Array(TaskSchema), count: Type.Integer() }),
});

export const listAssignees = defineRoute({
  operationId: 'listTaskAssignees',
  method: 'GET',
  url: 'task/assignees',
  tags,
  permission,
  summary: 'Members of the organisation a task may be assigned to',
  response: Type.Object({ users: Type.Array(PersonRefSchema) }),
});

export const unreadCount = defineRoute({
  operationId: 'taskUnreadCount',
  method: 'GET',
  url: 'task/unread-count',
  tags,
  permission,
  summary: 'Tasks assigned to the caller with news (assignment or a message) not yet opened: the sidebar badge',
  response: Type.Object({ count: Type.Integer() }),
});

export const getTask = defineRoute({
  operationId: 'getTask',
  method: 'GET',
  url: 'task/:id',
  tags,
  permission,
  summary: 'One task with its discussion and its resolved references; opening it as the assignee clears its badge',
  querystring: Type.Object({ id: IdSchema }),
  response: Type.Object({
    task: TaskSchema,
    messages: Type.Array(TaskMessageSchema),
    concern: Type.Array(ConcernSchema),
  }),
});

export const updateTask = defineRoute({
  operationId: 'updateTask',
  method: 'POST',
  url: 'task/update',
  tags,
  permission,
  summary: "Status change: the assignee may choose 'to do' or 'review', the creator 'to do' or 'done'",
  body: Type.Object({ task_id: IdSchema, status: TaskStatusSchema }, { additionalProperties: false }),
  response: Type.Object({ status: Type.String(), message: Type.String(), task: TaskSchema }),
});

export const createTaskMessage = defineRoute({
  operationId: 'createTaskMessage',
  method: 'POST',
  url: 'task/message/create',
  tags,
  permission,
  body: CreateTaskMessageSchema,
  response: Type.Object({ status: Type.String(), message: TaskMessageSchema }),
});

/** Multipart, field `file`, one file per call, at most 10 MB; the type is read from the content. */
export const uploadTaskFile = defineMultipartRoute({
  operationId: 'uploadTaskFile',
  method: 'POST',
  url: 'task/upload-file',
  tags,
  permission,
  summary: 'Upload one attachment (multipart field `file`, 10 MB); pass its id in fileIds or files',
  multipart: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({ status: Type.String(), file: AttachmentSchema }),
});
export const UPLOAD_TASK_FILE_PATH = routePath(uploadTaskFile);

/** Streams an attachment of a task or task message of the caller's organisation. */
export const getTaskFile = defineRoute({
  operationId: 'getTaskFile',
  method: 'GET',
  url: 'get-task-file/',
  tags,
  permission,
  querystring: Type.Object({ id: IdSchema }),
  response: Type.Unknown(),
});
export const taskFilePath = (id: string) => routeUrl(getTaskFile, { id });
