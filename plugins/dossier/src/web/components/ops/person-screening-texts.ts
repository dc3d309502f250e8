/** Texts of screening from a person [001:104] (seed typo 'Screaning' kept). */
export const OPS_SCREENING_TEXTS = {
  button: 'Sanction Screaning',
  confirmTitle: 'Sanction Screaning Request',
  performing: 'Performing Sanction Screaning...',
  missingTitle: 'Missing person data',
  confirmText: (name: string) => `Screen ${name || 'this person'} against the sanctions lists? The person is then monitored by ongoing screening.`,
} as const;
