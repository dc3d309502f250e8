export const tasksManifest = { id: 'tasks', title: 'Tasks', dependsOn: ['auth', 'dossier'] } as const;
