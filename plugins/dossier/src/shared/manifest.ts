export const dossierManifest = { id: 'dossier', title: 'KYC dossier' } as const;
