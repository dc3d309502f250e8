import type { DossierFakeContext, DossierHandlers } from './dossier.fake-http.ts';

/** Fake answers of the dossier's ops calls for stories. */
export const opsFakeHandlers = (_c: DossierFakeContext): DossierHandlers => ({});
