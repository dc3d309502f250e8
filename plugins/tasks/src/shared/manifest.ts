export const tasksManifest = { id: 'tasks', title: 'Tasks' } as const;
