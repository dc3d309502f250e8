import { tasksMigrations } from './migrations/index.ts';
import { defineLegacyServerPlugin } from '@app/core/plugin-api';
import { startPurge } from './purge.job.ts';
import { tasksManifest } from '../shared/index.ts';
import { tasksEntities } from './task.entities.ts';
import { tasksHandlers } from './tasks.handlers.ts';

/** Tasks on client dossiers: assignment, status rules, discussion, attachments, mails and badge (ADR 0040). */
export const tasksServerPlugin = defineLegacyServerPlugin({
  manifest: tasksManifest,
  migrations: tasksMigrations,
  entities: tasksEntities,
  routes(app, ctx) {
    tasksHandlers(app, ctx);
  },
  async onReady(ctx) {
    await startPurge(ctx);
  },
});

export { tasksEntities };
export { purgeFreeUploads } from './purge.job.ts';
