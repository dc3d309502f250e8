export const fiuManifest = { id: 'fiu', title: 'Regulatory reporting (goAML)' } as const;
