import type { DossierFakeContext, DossierHandlers } from './dossier.fake-http.ts';

/** Fake answers of the dossier's rules calls for stories. */
export const rulesFakeHandlers = (_c: DossierFakeContext): DossierHandlers => ({});
