export * from './dossier.fake-http.ts';
