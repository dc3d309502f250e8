export * from './dd.builders.ts';
export * from './dd.fake-http.ts';
