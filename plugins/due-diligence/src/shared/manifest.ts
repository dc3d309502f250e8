export const dueDiligenceManifest = { id: 'due-diligence', title: 'Due diligence', dependsOn: ['auth', 'workflow', 'dossier'] } as const;
