export const dueDiligenceManifest = { id: 'due-diligence', title: 'Due diligence' } as const;
