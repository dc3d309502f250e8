export const authManifest = { id: 'auth', title: 'Accounts' } as const;
