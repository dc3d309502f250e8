/** Texts of screening from a person [001:104] (seed typo 'Screaning' kept). */
export const OPS_SCREENING_TEXTS = {
  button: 'Sanction Screaning',
  confirmTitle: 'Sanction Screaning Request',
  performing: 'Performing Sanction Screaning...',
  missingTitle: 'Missing person data',
  confirmText: (name: string) =>
    `Screen ${name || 'this person'} against the sanctions lists? The person is then monitored by ongoing screening.`,
  /** The person form has no Nationality: the screening takes the Passport Country. */
  nationalityLabel: 'Nationality (Passport Country)',
  missingHelp:
    'Fill in what is missing to screen now. These details are used for this screening only; to keep them, enter them in the person form.',
  screenWithDetails: 'Screen with these details',
  pickHint: (n: number) => `Tick 'I understand', then save the best of the ${n} matches as PDF.`,
} as const;
