import { createServiceRef } from '@app/core/shared';
import type { WorkflowService } from './reviewable.ts';

/** The maker-checker engine, for plugins that declare `deps: { workflow: workflowService }`. */
export const workflowService = createServiceRef<WorkflowService>('workflow');
