export const fiuManifest = { id: 'fiu', title: 'Regulatory reporting (goAML)', dependsOn: ['auth', 'admin'] } as const;
