export const screeningManifest = { id: 'screening', title: 'Sanction screening' } as const;
