export * from './tasks.builders.ts';
export * from './tasks.fake-http.ts';
