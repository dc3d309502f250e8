export const dossierManifest = { id: 'dossier', title: 'KYC dossier', dependsOn: ['auth', 'workflow'] } as const;
