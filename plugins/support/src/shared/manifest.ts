export const supportManifest = { id: 'support', title: 'Help Center', dependsOn: ['auth'] } as const;
