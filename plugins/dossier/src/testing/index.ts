export * from './dossier.fake-http.ts';
export * from './people.fake-http.ts';
