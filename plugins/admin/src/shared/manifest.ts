export const adminManifest = { id: 'admin', title: 'Back office, credits and wallet' } as const;
