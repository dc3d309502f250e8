export const screeningManifest = { id: 'screening', title: 'Sanction screening', dependsOn: ['auth'] } as const;
