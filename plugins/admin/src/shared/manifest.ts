export const adminManifest = { id: 'admin', title: 'Back office, credits and wallet', dependsOn: ['auth'] } as const;
