import type { DossierFakeContext, DossierHandlers } from './dossier.fake-http.ts';

/** Fake answers of the dossier's files calls for stories. */
export const filesFakeHandlers = (_c: DossierFakeContext): DossierHandlers => ({});
