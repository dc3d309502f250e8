export const dossierManifest = { id: 'dossier', title: 'KYC dossier', dependsOn: ['auth', 'workflow', 'screening'] } as const;
