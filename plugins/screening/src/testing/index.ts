export * from './screening.builders.ts';
export * from './screening.fake-http.ts';
