export * from './build-test-app.ts';
export * from './database.ts';
export * from './smtp-capture.ts';
export * from './static-with-policy.ts';
