export * from './admin.builders.ts';
export * from './admin.fake-http.ts';
