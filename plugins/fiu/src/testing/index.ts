export * from './fiu.builders.ts';
export * from './fiu.fake-http.ts';
