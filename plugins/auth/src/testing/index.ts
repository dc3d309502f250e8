export * from './auth.builders.ts';
export * from './auth.fake-http.ts';
