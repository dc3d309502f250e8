import { bindRoutes, type Http } from '@app/core/client';
import * as workflowRoutes from './workflow.routes.ts';

export * from './messages.ts';
export * from './manifest.ts';
export * from './workflow.schema.ts';
export * from './companions.ts';
export * from './labels.ts';
export type * from './reviewable.ts';
export type * from './review-view.ts';
export { workflowRoutes };

const { exportAudit: _export, notificationStream: _stream, ...calls } = workflowRoutes;
export const workflowApi = calls;
export const createWorkflowClient = (http: Http) => bindRoutes(http, workflowApi);
export type WorkflowClient = ReturnType<typeof createWorkflowClient>;
export * from './service.ts';
