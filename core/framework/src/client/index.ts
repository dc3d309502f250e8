export * from './http.ts';
export * from './fake-http.ts';
