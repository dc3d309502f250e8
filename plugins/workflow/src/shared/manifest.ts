export const workflowManifest = { id: 'workflow', title: 'Workflow and change log', dependsOn: ['auth'] } as const;
