export { testItemType, TEST_ITEM_TYPE, workflowTestPlugin, writeDirectly } from './test-items.plugin.ts';
export * as testItemRoutes from './test-items.routes.ts';
