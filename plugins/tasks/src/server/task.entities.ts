import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineThreadFileEntity, defineThreadMessageEntity } from '@app/core/thread';
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
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type TaskRow = InferEntity<typeof TaskEntity>;

/** A task's discussion (the first message is the task's comment) and its attachments: core's thread tables. */
export const TaskMessageEntity = defineThreadMessageEntity(
  { name: 'TaskMessage', tableName: 'tasks_message', threadColumn: 'task_id' },
  {},
);
export const TaskFileEntity = defineThreadFileEntity({
  name: 'TaskFile',
  tableName: 'tasks_file',
  threadColumn: 'task_id',
});

export const tasksEntities = [TaskEntity, TaskMessageEntity, TaskFileEntity];
