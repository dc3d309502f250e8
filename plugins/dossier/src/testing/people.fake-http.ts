import type { DossierFakeContext, DossierHandlers } from './dossier.fake-http.ts';

/** Fake answers of the dossier's people calls for stories. */
export const peopleFakeHandlers = (_c: DossierFakeContext): DossierHandlers => ({});
