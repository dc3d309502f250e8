export const supportManifest = { id: 'support', title: 'Help Center' } as const;
