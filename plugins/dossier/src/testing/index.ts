export * from './dossier.fake-http.ts';
export * from './dossier-builder.ts';
