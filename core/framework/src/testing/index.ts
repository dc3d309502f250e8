export * from './build-test-app.ts';
export * from './database.ts';
export * from './smtp-capture.ts';
export * from './static-with-policy.ts';
export { startS3TestServer, type S3TestServer } from '../server/storage/s3-test-server.ts';
