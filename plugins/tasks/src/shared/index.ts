import { bindRoutes, type Http } from '@app/core/client';
import * as tasksRoutes from './tasks.routes.ts';

export * from './manifest.ts';
export * from './messages.ts';
export * from './status-rules.ts';
export * from './references.ts';
export * from './task.schema.ts';
export * from './format.ts';
export { tasksRoutes };

const { UPLOAD_TASK_FILE_PATH: _p, taskFilePath: _f, uploadTaskFile: _u, getTaskFile: _g, ...calls } = tasksRoutes;
/** The JSON calls (upload and download go through the web transport). */
export const tasksApi = calls;
export const createTasksClient = (http: Http) => bindRoutes(http, tasksApi);
export type TasksClient = ReturnType<typeof createTasksClient>;
