export const workflowManifest = { id: 'workflow', title: 'Workflow and change log' } as const;
