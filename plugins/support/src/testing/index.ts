export * from './support.builders.ts';
export * from './support.fake-http.ts';
