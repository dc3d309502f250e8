import { defineServerPlugin, type PluginContext } from '@app/core/plugin-api';
import { createThread, purgeFreeUploads as purgeThreadUploads, type ThreadMessageRow } from '@app/core/thread';
import { authService } from '@app/plugin-auth/shared';
import { dossierService } from '@app/plugin-dossier/shared';
import { tasksManifest, TASK_MESSAGES as M } from '../shared/index.ts';
import { tasksMigrations } from './migrations/index.ts';
import { TaskEntity, TaskFileEntity, TaskMessageEntity, tasksEntities, type TaskRow } from './task.entities.ts';
import { TaskService } from './task.service.ts';
import { tasksHandlers } from './tasks.handlers.ts';

/** Tasks on client dossiers: assignment, status rules, discussion, attachments, mails and badge (ADR 0040). */
export const tasksServerPlugin = defineServerPlugin({
  manifest: tasksManifest,
  migrations: tasksMigrations,
  entities: tasksEntities,
  deps: { auth: authService, dossier: dossierService },
  setup(ctx, deps) {
    const thread = createThread<TaskRow, ThreadMessageRow>(ctx, {
      id: 'tasks',
      messages: TaskMessageEntity,
      files: TaskFileEntity,
      text: M,
      purgeCron: '17 3 * * *',
      // Whoever may open the organisation's dossiers sees its tasks: the tenant filter is the rule.
      visible: (em, _principal, id) => em.findOne(TaskEntity, { id }),
    });
    const tasks = new TaskService(ctx, deps, thread);
    return {
      routes: (r) => tasksHandlers(r, tasks, thread),
      jobs: thread.jobs,
      onReady: () => thread.schedule(),
    };
  },
});

/** Removes uploads never attached to a task after a day (the daily job's work; tests call it with a later `now`). */
export const purgeFreeUploads = (ctx: PluginContext, now?: number) => purgeThreadUploads(ctx, TaskFileEntity, now);

export { tasksEntities };
