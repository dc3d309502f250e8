export { testItemType, TEST_ITEM_TYPE, workflowTestPlugin, writeDirectly } from './test-items.plugin.ts';
export * as testItemRoutes from './test-items.routes.ts';
export {
  createWorkflowFakeHttp,
  reviewAction,
  STORY_LABELS,
  workflowFakeState,
  type WorkflowFakeState,
  type WorkflowHandlers,
} from './workflow.fake-http.ts';
