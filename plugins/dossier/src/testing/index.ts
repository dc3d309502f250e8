export * from './dossier.fake-http.ts';
export { filesFakeTransport, filesStoryState } from './files.fake-http.ts';
export { addFakeRevision } from './history.fake-http.ts';
export * from './people.fake-http.ts';
export * from './dossier-builder.ts';
export { portfolioStoryState } from './portfolio.fake-http.ts';
