import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Reference } from '../shared/index.ts';

/** A task on a client dossier (seed 002 §3). */
export const TaskEntity = defineEntity({
  name: 'Task',
  tableName: 'tasks_task',
  indexes: [{ properties: ['organization', 'companyId', 'createdAt'] }, { properties: ['organization', 'assigneeId'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    companyId: p.string().length(24),
    description: p.string().length(200),
    status: p.string().length(16),
    creatorId: p.string().length(24),
    assigneeId: p.string().length(24),
    referances: p.json<Reference[]>(),
    /** News for the assignee (assignment, a colleague's message) since they last opened the task. */
    assigneeUnread: p.boolean().default(true),
    createdAt: createdAtProperty(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type TaskRow = InferEntity<typeof TaskEntity>;

/** One entry of a task's discussion; the first one is the task's comment. */
export const TaskMessageEntity = defineEntity({
  name: 'TaskMessage',
  tableName: 'tasks_message',
  indexes: [{ properties: ['taskId', 'createdAt'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    taskId: p.string().length(24),
    userId: p.string().length(24),
    message: p.text(),
    createdAt: createdAtProperty(),
  },
});
export type TaskMessageRow = InferEntity<typeof TaskMessageEntity>;

/** An uploaded attachment: free until create or message/create attaches it to a task (and message). */
export const TaskFileEntity = defineEntity({
  name: 'TaskFile',
  tableName: 'tasks_file',
  indexes: [{ properties: ['taskId'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    uploadedBy: p.string().length(24),
    taskId: p.string().length(24).nullable(),
    messageId: p.string().length(24).nullable(),
    filename: p.string().length(255),
    filesize: p.integer(),
    contentType: p.string().length(100),
    storageKey: p.string().length(200),
    createdAt: createdAtProperty(),
  },
});
export type TaskFileRow = InferEntity<typeof TaskFileEntity>;

export const tasksEntities = [TaskEntity, TaskMessageEntity, TaskFileEntity];
