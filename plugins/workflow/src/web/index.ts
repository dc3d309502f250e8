import { defineWebPlugin } from '@app/core/plugin-api';
import { workflowManifest } from '../shared/manifest.ts';
import { workflowScreens } from './screens.ts';

/** Workflow and change log pages, the change-request popup and the review-of-change views (other plugins declare theirs in `reviewViews`). */
export const workflowWebPlugin = defineWebPlugin({ manifest: workflowManifest, screens: workflowScreens });

export { workflowScreens };
export { FieldChangesView } from './components/FieldChangesView/FieldChangesView.tsx';
export { useWorkflowClient, useLiveChanges, workflowKeys } from './hooks.ts';
