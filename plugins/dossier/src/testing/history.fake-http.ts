import type { DossierFakeContext, DossierHandlers } from './dossier.fake-http.ts';

/** Fake answers of the dossier's history calls for stories. */
export const historyFakeHandlers = (_c: DossierFakeContext): DossierHandlers => ({});
