export const fiuManifest = { id: 'fiu', title: 'Regulatory reporting (goAML)', dependsOn: ['auth'] } as const;
